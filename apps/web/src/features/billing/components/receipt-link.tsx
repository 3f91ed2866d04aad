import { ExternalLink } from 'lucide-react';

import { buttonClasses } from '@/components/ui/button';

/** View (001 §2): the receipt opens in a new tab, a fresh page that loads the session from storage. */
export function ReceiptLink({ reference }: { reference: string }) {
  return (
    <a
      href={`/dashboard/billing/download/${encodeURIComponent(reference)}`}
      target="_blank"
      rel="noopener"
      aria-label={`View receipt ${reference}`}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      View
      <ExternalLink className="size-3.5 text-zinc-400" aria-hidden="true" />
    </a>
  );
}
