import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';

import type { TEMPLATES } from '../data/templates';
import { TemplateThumbnail } from './template-thumbnail';

type Template = (typeof TEMPLATES)[number];

/** Template card (docs/product.md § Home page: name, price, image). Every card leads to the template gallery, /templates. */
export function TemplateCard({ template }: { template: Template }) {
  return (
    <Link
      to={`/templates#template-${template.id}`}
      className="group flex flex-col overflow-hidden rounded-xl border border-zinc-200 bg-white transition hover:-translate-y-0.5 hover:border-zinc-300 hover:shadow-lg hover:shadow-zinc-900/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
    >
      <div className="border-b border-zinc-100 bg-zinc-50 p-3">
        <div className="overflow-hidden rounded-md ring-1 ring-zinc-900/5">
          <TemplateThumbnail id={template.id} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <div className="flex items-center justify-between gap-2">
          <h3 className="text-sm font-semibold text-zinc-900">{template.name}</h3>
          <Badge tone="success">{template.price}</Badge>
        </div>
        <p className="text-sm text-zinc-500">{template.summary}</p>
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-accent-600 group-hover:text-accent-700">
          Use this template
          <ArrowUpRight
            className="size-4 transition group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
            aria-hidden="true"
          />
        </span>
      </div>
    </Link>
  );
}
