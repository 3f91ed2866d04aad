import { LIMITS, TASK_PRIORITIES, TASK_STATUS_LABELS, TASK_STATUSES } from '@aerie/contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { formatDate } from '@/lib/format-date';

import { PRIORITY_LABELS } from '../task-display';
import type { TaskFormValues } from '../task-form';

/** A picked `YYYY-MM-DD` as the rest of the app writes it ("27 Nov 2026"); a day, so no time zone shifts it. */
function appDate(value: string) {
  return value ? formatDate(value, { timeZone: 'UTC' }) : undefined;
}

export interface TaskFieldsProps {
  form: UseFormReturn<TaskFormValues>;
  /** Keeps ids unique when two forms could be on the page. */
  idPrefix: string;
  disabled?: boolean;
}

/** The fields shared by the create and edit forms (docs/product.md § Tasks): title ≤ 30, description ≤ 300, dates required. */
export function TaskFields({ form, idPrefix, disabled }: TaskFieldsProps) {
  const [startDate = '', endDate = ''] = useWatch({ control: form.control, name: ['start_date', 'end_date'] });
  const { control } = form;
  const id = (name: keyof TaskFormValues) => `${idPrefix}-${name}`;
  return (
    <div className="space-y-5">
      <FormField limit={LIMITS.taskTitleMax} control={control} name="title" label="Title" id={id('title')}>
        {(field) => <Input {...field} placeholder="Design the pricing page" autoComplete="off" disabled={disabled} />}
      </FormField>
      <FormField
        limit={LIMITS.taskDescriptionMax}
        control={control}
        name="description"
        label="Description"
        id={id('description')}
      >
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            placeholder="What needs doing, and what does done look like?"
            disabled={disabled}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField control={control} name="priority" label="Priority" id={id('priority')}>
          {(field) => (
            <Select {...field} disabled={disabled}>
              {TASK_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {PRIORITY_LABELS[priority]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField control={control} name="status" label="Status" id={id('status')}>
          {(field) => (
            <Select {...field} disabled={disabled}>
              {TASK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TASK_STATUS_LABELS[status]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {/* The native picker writes the browser's format (11/27/2026); the hint says it the app's way. */}
        <FormField
          control={control}
          name="start_date"
          label="Start date"
          id={id('start_date')}
          hint={appDate(startDate)}
        >
          {(field) => <Input {...field} type="date" required disabled={disabled} />}
        </FormField>
        <FormField control={control} name="end_date" label="End date" id={id('end_date')} hint={appDate(endDate)}>
          {(field) => <Input {...field} type="date" required min={startDate || undefined} disabled={disabled} />}
        </FormField>
      </div>
    </div>
  );
}
