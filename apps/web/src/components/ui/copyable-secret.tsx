import { Check, Copy } from 'lucide-react';
import { useState } from 'react';

import { Button } from './button';

/**
 * A value shown in full with its copy button (a new access token, a webhook's signing secret, a workspace's public
 * key and the command that installs it). The whole value stays visible, broken over lines on a phone, so a person can
 * also copy it by hand.
 */
export function CopyableSecret({
  value,
  noun,
}: {
  value: string;
  noun: 'token' | 'secret' | 'key' | 'command' | 'link' | 'name' | 'value' | 'target';
}) {
  const [isCopied, setCopied] = useState(false);
  const copiedLabel = `${noun[0]!.toUpperCase()}${noun.slice(1)} copied`;
  return (
    <div className="flex items-start gap-2 rounded-lg border border-zinc-200 bg-white py-1.5 pr-1.5 pl-3">
      <code className="min-w-0 flex-1 py-1 font-mono text-sm break-all text-zinc-900">{value}</code>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void navigator.clipboard?.writeText(value).then(() => setCopied(true))}
        aria-label={isCopied ? copiedLabel : `Copy the ${noun}`}
      >
        {isCopied ? (
          <Check className="size-4 text-emerald-600" aria-hidden="true" />
        ) : (
          <Copy className="size-4" aria-hidden="true" />
        )}
        {isCopied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
