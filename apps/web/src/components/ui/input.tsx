import { ChevronDown } from 'lucide-react';
import { clsx } from 'clsx';
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

const control =
  'block w-full rounded-lg border bg-white px-3 text-sm text-zinc-900 shadow-sm transition-colors ' +
  'placeholder:text-zinc-400 focus:outline-none focus:ring-2 ' +
  'disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500';

function controlClasses(invalid: boolean | undefined, className?: string) {
  return clsx(
    control,
    invalid
      ? 'border-red-400 focus:border-red-500 focus:ring-red-500/20'
      : 'border-zinc-300 focus:border-accent-500 focus:ring-accent-500/20',
    className,
  );
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ invalid, className, ...rest }: InputProps) {
  return (
    <input
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={controlClasses(invalid, clsx('h-10', className))}
      {...rest}
    />
  );
}

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ invalid, className, rows = 4, ...rest }: TextareaProps) {
  return (
    <textarea
      rows={rows}
      aria-invalid={invalid || rest['aria-invalid'] || undefined}
      className={controlClasses(invalid, clsx('py-2', className))}
      {...rest}
    />
  );
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select with a drawn chevron (an icon over it), so it looks the same in every browser. */
export function Select({ invalid, className, children, ...rest }: SelectProps) {
  return (
    <span className="relative block">
      <select
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
        className={controlClasses(invalid, clsx('h-10 appearance-none pr-10', className))}
        {...rest}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-500"
      />
    </span>
  );
}

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, invalid, className, id, ...rest }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={clsx('flex items-start gap-2', className)}>
      <input
        id={inputId}
        type="checkbox"
        aria-invalid={invalid || undefined}
        className={clsx(
          'mt-0.5 size-4 shrink-0 rounded border accent-accent-600',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500',
          invalid ? 'border-red-400' : 'border-zinc-300',
        )}
        {...rest}
      />
      <label htmlFor={inputId} className="text-sm leading-5 text-zinc-700">
        {label}
      </label>
    </div>
  );
}
