import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

export interface NewTokenSecretProps {
  name: string;
  token: string;
  onDone: () => void;
}

/**
 * The new token's secret, shown this once: the server keeps only its hash, so once this box is closed
 * nobody can see it again — the person copies it now or makes another.
 */
export function NewTokenSecret({ name, token, onDone }: NewTokenSecretProps) {
  const [isCopied, setCopied] = useState(false);
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4">
      <p className="text-sm font-medium text-zinc-900">Your new token “{name}”</p>
      {/* The whole secret is visible, broken over lines on a phone: the person may copy it by hand. */}
      <div className="flex items-start gap-2 rounded-lg border border-zinc-200 bg-white py-1.5 pr-1.5 pl-3">
        <code className="min-w-0 flex-1 py-1 font-mono text-sm break-all text-zinc-900">{token}</code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(token).then(() => setCopied(true))}
          aria-label={isCopied ? 'Token copied' : 'Copy the token'}
        >
          {isCopied ? (
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <p className="flex gap-2 text-sm text-amber-800">
        <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
        Copy it now: it won&apos;t be shown again. Use it as the password when git asks, with your e-mail as the user
        name.
      </p>
      <Button variant="secondary" size="sm" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}
