import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export interface FieldProps {
  label: string;
  htmlFor: string;
  error?: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A labelled form row: label above, control, then the error (red) or the hint (grey). Give the control
 * `aria-describedby={`${htmlFor}-error`}` or `${htmlFor}-hint` when it should announce them.
 */
export function Field({ label, htmlFor, error, hint, className, children }: FieldProps) {
  return (
    <div className={clsx('flex flex-col gap-1.5', className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${htmlFor}-hint`} className="text-xs text-zinc-500">
          {hint}
        </p>
      )}
      {error && <FormError id={`${htmlFor}-error`}>{error}</FormError>}
    </div>
  );
}

export interface FormErrorProps {
  id?: string;
  className?: string;
  children?: ReactNode;
}

/** A red inline error line; renders nothing without content. */
export function FormError({ id, className, children }: FormErrorProps) {
  if (!children) return null;
  return (
    <p id={id} role="alert" className={clsx('text-xs font-medium text-red-600', className)}>
      {children}
    </p>
  );
}
