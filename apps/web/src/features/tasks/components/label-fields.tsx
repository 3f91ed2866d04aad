import { LABEL_COLOR_NAMES, LABEL_COLORS, LABEL_LIMITS, type LabelColor } from '@aerie/contract';

import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

export interface LabelDraft {
  name: string;
  color: LabelColor;
}

export type FieldErrors = { name?: string; color?: string };

/** The server's words per field, and what no field owns. */
export function errorsOf(error: Error): { fields: FieldErrors; other: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, other: error.message };
  const fields = { name: error.fieldError('name'), color: error.fieldError('color') };
  return { fields, other: fields.name || fields.color ? null : error.message };
}

export interface LabelFieldsProps {
  idPrefix: string;
  draft: LabelDraft;
  onChange: (draft: LabelDraft) => void;
  errors: FieldErrors;
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
