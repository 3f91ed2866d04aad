import type { PilotTemplate } from '@aerie/contract';
import { Layers } from 'lucide-react';

import { Card } from '@/components/ui/card';

/** One template of step two: choosing it opens the promo code dialog (docs/product.md § Buying a pilot). */
export function PilotTemplateCard({ template, onChoose }: { template: PilotTemplate; onChoose: () => void }) {
  return (
    <Card padding="none" className="transition-colors hover:border-accent-300">
      <button
        type="button"
        onClick={onChoose}
        aria-label={`Choose the ${template.name} template`}
        className="flex h-full w-full items-start gap-4 rounded-xl p-6 text-left focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-600 ring-1 ring-accent-100">
          <Layers className="size-5" aria-hidden="true" />
        </span>
        <span className="min-w-0">
          <span className="block text-sm font-semibold text-zinc-900">{template.name}</span>
          <span className="mt-1 block text-sm text-zinc-500">{template.details}</span>
        </span>
      </button>
    </Card>
  );
}
