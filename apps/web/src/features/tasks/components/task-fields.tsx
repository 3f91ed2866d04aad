import { LIMITS, TASK_PRIORITIES, TASK_STATUS_LABELS, TASK_STATUSES } from '@aerie/contract';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';

import { PRIORITY_LABELS } from '../task-display';
import type { TaskFormValues } from '../task-form';

export interface TaskFieldsProps {
  form: UseFormReturn<TaskFormValues>;
  /** Keeps ids unique when two forms could be on the page. */
  idPrefix: string;
  disabled?: boolean;
}

/** The fields shared by the create and edit forms (001 §3, §5): title ≤ 30, description ≤ 300, dates required. */
export function TaskFields({ form, idPrefix, disabled }: TaskFieldsProps) {
  const [title = '', description = '', startDate = ''] = useWatch({
    control: form.control,
    name: ['title', 'description', 'start_date'],
  });
  const { errors } = form.formState;
  const id = (name: string) => `${idPrefix}-${name}`;
  const describedBy = (name: keyof TaskFormValues, hasHint = false) =>
    errors[name] ? `${id(name)}-error` : hasHint ? `${id(name)}-hint` : undefined;
  return (
    <div className="space-y-5">
      <Field
        label="Title"
        htmlFor={id('title')}
        error={errors.title?.message}
        hint={`${title.length}/${LIMITS.taskTitleMax} characters`}
      >
        <Input
          id={id('title')}
          maxLength={LIMITS.taskTitleMax}
          placeholder="Design the pricing page"
          autoComplete="off"
          disabled={disabled}
          invalid={Boolean(errors.title)}
          aria-describedby={describedBy('title', true)}
          {...form.register('title')}
        />
      </Field>
      <Field
        label="Description"
        htmlFor={id('description')}
        error={errors.description?.message}
        hint={`${description.length}/${LIMITS.taskDescriptionMax} characters`}
      >
        <Textarea
          id={id('description')}
          maxLength={LIMITS.taskDescriptionMax}
          rows={3}
          placeholder="What needs doing, and what does done look like?"
          disabled={disabled}
          invalid={Boolean(errors.description)}
          aria-describedby={describedBy('description', true)}
          {...form.register('description')}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Priority" htmlFor={id('priority')} error={errors.priority?.message}>
          <Select id={id('priority')} disabled={disabled} {...form.register('priority')}>
            {TASK_PRIORITIES.map((priority) => (
              <option key={priority} value={priority}>
                {PRIORITY_LABELS[priority]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Status" htmlFor={id('status')} error={errors.status?.message}>
          <Select id={id('status')} disabled={disabled} {...form.register('status')}>
            {TASK_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TASK_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Start date" htmlFor={id('start_date')} error={errors.start_date?.message}>
          <Input
            id={id('start_date')}
            type="date"
            required
            disabled={disabled}
            invalid={Boolean(errors.start_date)}
            aria-describedby={describedBy('start_date')}
            {...form.register('start_date')}
          />
        </Field>
        <Field label="End date" htmlFor={id('end_date')} error={errors.end_date?.message}>
          <Input
            id={id('end_date')}
            type="date"
            required
            min={startDate || undefined}
            disabled={disabled}
            invalid={Boolean(errors.end_date)}
            aria-describedby={describedBy('end_date')}
            {...form.register('end_date')}
          />
        </Field>
      </div>
    </div>
  );
}
