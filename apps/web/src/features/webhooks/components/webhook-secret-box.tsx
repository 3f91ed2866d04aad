import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';

/**
 * A webhook's signing secret in full, with a copy button. The receiver needs it to check each delivery's
 * Aerie-Signature; `isNew` says so when it was just made (or rolled), so the person copies it now.
 */
export function WebhookSecretBox({ secret, isNew }: { secret: string; isNew: boolean }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <div className="space-y-2">
      <div className="flex items-start gap-2 rounded-lg border border-zinc-200 bg-white py-1.5 pr-1.5 pl-3">
        <code className="min-w-0 flex-1 py-1 font-mono text-sm break-all text-zinc-900">{secret}</code>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void navigator.clipboard?.writeText(secret).then(() => setCopied(true))}
          aria-label={isCopied ? 'Secret copied' : 'Copy the secret'}
        >
          {isCopied ? (
            <Check className="size-4 text-emerald-600" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {isCopied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      {isNew && (
        <p className="flex gap-2 text-sm text-amber-800">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
          Copy it into your receiver now; it is only shown again when you ask for it.
        </p>
      )}
    </div>
  );
}
