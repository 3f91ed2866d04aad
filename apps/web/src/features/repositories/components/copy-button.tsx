import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';

export interface CopyButtonProps {
  value: string;
  /** What is copied, for the button's accessible name ("Copy the clone command"). */
  label: string;
  className?: string;
}

/** Copies `value` and shows a tick for two seconds, so the person knows it worked. */
export function CopyButton({ value, label, className }: CopyButtonProps) {
  const [isCopied, setCopied] = useState(false);
  useEffect(() => {
    if (!isCopied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [isCopied]);
  return (
    <button
      type="button"
      aria-label={isCopied ? `${label}: copied` : label}
      onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
      className={clsx(
        'shrink-0 rounded-md p-1.5 text-zinc-500 transition-colors hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-accent-500',
        className,
      )}
    >
      {isCopied ? (
        <Check className="size-4 text-emerald-600" aria-hidden="true" />
      ) : (
        <Copy className="size-4" aria-hidden="true" />
      )}
    </button>
  );
}

/**
 * A line of code (a url, a command, a key) with its copy button; long lines scroll, never widen the dialog.
 * With `wrap`, one long word (a url, a key) breaks over lines instead, so a person can read all of it.
 */
export function CopyableCode({ value, label, wrap = false }: { value: string; label: string; wrap?: boolean }) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-zinc-200 bg-zinc-50 py-1.5 pr-1.5 pl-3">
      <code
        className={clsx(
          'min-w-0 flex-1 py-1 font-mono text-xs text-zinc-800',
          wrap ? 'break-all whitespace-pre-wrap' : 'overflow-x-auto whitespace-pre',
        )}
      >
        {value}
      </code>
      <CopyButton value={value} label={label} />
    </div>
  );
}
