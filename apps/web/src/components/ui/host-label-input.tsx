import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';

import { cleanHostLabel, pasteWithoutSpaces } from '@/lib/host-label';

import { Input, type InputProps } from './input';

export interface HostLabelInputProps extends Omit<InputProps, 'onChange' | 'value'> {
  value: string;
  /** Called with the new value in an event's shape, as FormField's `field.onChange` takes it. */
  onChange: (event: { target: { value: string } }) => void;
}

/**
 * The input of a subdomain or store url (docs/product.md § Website settings): a space is blocked as it is typed,
 * dropped from pasted text (the caret lands after the paste) and from anything else that slips in (autofill, drag and
 * drop). It takes no `maxLength`: its FormField counts against `LIMITS.subdomainMax` and the schema refuses a longer
 * label with its message, instead of the browser cutting a pasted one (issue 25).
 */
export function HostLabelInput({ value, onChange, ...props }: HostLabelInputProps) {
  const change = (next: string) => onChange({ target: { value: next } });
  const blockSpaceKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === ' ') event.preventDefault();
  };
  const pasteWithoutSpace = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/\s/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const next = pasteWithoutSpaces(input.value, pasted, input.selectionStart ?? 0, input.selectionEnd ?? 0);
    change(next.value);
    requestAnimationFrame(() => input.setSelectionRange(next.caret, next.caret));
  };
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) => change(event.target.value.replace(/\s+/g, ''))}
      onKeyDown={blockSpaceKey}
      onPaste={pasteWithoutSpace}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      autoComplete="off"
    />
  );
}

/** The address a host label makes, shown as it is typed: `{label}.{host}`. */
export function HostLabelPreview({
  label,
  host,
  placeholder,
  icon,
}: {
  label: string;
  host: string;
  placeholder: string;
  icon: ReactNode;
}) {
  return (
    <p className="flex min-w-0 items-center gap-2 rounded-lg bg-zinc-50 px-3 py-2 text-sm text-zinc-600 ring-1 ring-zinc-200 ring-inset">
      {icon}
      <span className="min-w-0 truncate" aria-live="polite" data-testid="address-preview">
        <span className="font-medium text-zinc-900">{cleanHostLabel(label) || placeholder}</span>
        {`.${host}`}
      </span>
    </p>
  );
}
