import { AlertTriangle } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { CopyableSecret } from '@/components/ui/copyable-secret';

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
  return (
    <div className="space-y-3 rounded-xl border border-emerald-200 bg-emerald-50/60 p-4">
      <p className="text-sm font-medium text-zinc-900">Your new token “{name}”</p>
      <CopyableSecret value={token} noun="token" />
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
