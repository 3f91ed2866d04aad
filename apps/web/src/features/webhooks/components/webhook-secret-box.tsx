import { AlertTriangle } from 'lucide-react';

import { CopyableSecret } from '@/components/ui/copyable-secret';

/**
 * A webhook's signing secret in full, with a copy button. The receiver needs it to check each delivery's
 * Aerie-Signature; `isNew` says so when it was just made (or rolled), so the person copies it now.
 */
export function WebhookSecretBox({ secret, isNew }: { secret: string; isNew: boolean }) {
  return (
    <div className="space-y-2">
      <CopyableSecret value={secret} noun="secret" />
      {isNew && (
        <p className="flex gap-2 text-sm text-amber-800">
          <AlertTriangle className="mt-0.5 size-4 shrink-0 text-amber-500" aria-hidden="true" />
          Copy it into your receiver now; it is only shown again when you ask for it.
        </p>
      )}
    </div>
  );
}
