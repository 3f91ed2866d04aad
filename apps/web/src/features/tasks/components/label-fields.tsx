import { LABEL_COLOR_NAMES, LABEL_COLORS, LABEL_LIMITS, type LabelColor } from '@aerie/contract';

import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';

export interface LabelDraft {
  name: string;
  color: LabelColor;
}

export interface LabelFieldsProps {
  idPrefix: string;
  draft: LabelDraft;
  onChange: (draft: LabelDraft) => void;
  errors: { name?: string; color?: string };
  disabled?: boolean;
}

/** A label's name and colour, as the add row and each edit row of "Manage labels" show them. */
export function LabelFields({ idPrefix, draft, onChange, errors, disabled }: LabelFieldsProps) {
  const describedBy = (field: 'name' | 'color') => (errors[field] ? `${idPrefix}-${field}-error` : undefined);
  return (
    <div className="grid flex-1 gap-3 sm:grid-cols-[1fr_9rem]">
      <Field label="Name" htmlFor={`${idPrefix}-name`} error={errors.name}>
        <Input
          id={`${idPrefix}-name`}
          value={draft.name}
          maxLength={LABEL_LIMITS.nameMax}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
          invalid={Boolean(errors.name)}
          aria-describedby={describedBy('name')}
          disabled={disabled}
          className="h-9"
        />
      </Field>
      <Field label="Colour" htmlFor={`${idPrefix}-color`} error={errors.color}>
        <Select
          id={`${idPrefix}-color`}
          value={draft.color}
          onChange={(event) => onChange({ ...draft, color: event.target.value as LabelColor })}
          invalid={Boolean(errors.color)}
          aria-describedby={describedBy('color')}
          disabled={disabled}
          className="h-9"
        >
          {LABEL_COLOR_NAMES.map((color) => (
            <option key={color} value={color}>
              {LABEL_COLORS[color].name}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}
