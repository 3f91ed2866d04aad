import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { CharacterCount } from './character-count';
import { Field } from './field';

/** What a control needs to take part in the form; spread it onto an Input, Textarea, Select or PasswordInput. */
export interface FormControlProps {
  id: string;
  name: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  onBlur: () => void;
  ref: (element: HTMLElement | null) => void;
  invalid: boolean;
  'aria-describedby'?: string;
}

export interface FormFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: string;
  /** The control's id; its error and hint get `<id>-error` and `<id>-hint`. */
  id: string;
  hint?: string;
  /**
   * The schema's maximum length: shows "18 / 20" under the control (its id `<id>-count`). The control
   * takes no `maxLength`, so pasted text is never cut silently; the schema refuses with its message.
   */
  limit?: number;
  className?: string;
  children: (control: FormControlProps) => ReactNode;
}

/**
 * One labelled row of a react-hook-form form: the label, the control the children draw, and the field's
 * error (or else its hint), with the control wired to the form and pointing screen readers at whichever
 * of the two shows. Forms name the field once instead of wiring register, invalid and the error by hand.
 */
export function FormField<TValues extends FieldValues, TTransformed = TValues>({
  control,
  name,
  label,
  id,
  hint,
  limit,
  className,
  children,
}: FormFieldProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  const value = (field.value as string | undefined) ?? '';
  const describedBy = [error ? `${id}-error` : hint ? `${id}-hint` : undefined, limit ? `${id}-count` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      {children({
        id,
        name: field.name,
        // Native controls stay controlled from the first render, even for a field with no default yet.
        value,
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref,
        invalid: fieldState.invalid,
        'aria-describedby': describedBy || undefined,
      })}
      {limit !== undefined && <CharacterCount id={`${id}-count`} length={value.length} limit={limit} />}
    </Field>
  );
}
