import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

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
  className,
  children,
}: FormFieldProps<TValues, TTransformed>) {
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <Field label={label} htmlFor={id} error={error} hint={hint} className={className}>
      {children({
        id,
        name: field.name,
        // Native controls stay controlled from the first render, even for a field with no default yet.
        value: (field.value as string | undefined) ?? '',
        onChange: field.onChange,
        onBlur: field.onBlur,
        ref: field.ref,
        invalid: fieldState.invalid,
        'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
      })}
    </Field>
  );
}
