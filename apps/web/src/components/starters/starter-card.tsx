import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';

import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { templatePreviewUrl, type GalleryTemplate } from '@/lib/site-templates';

export interface StarterCardProps {
  template: GalleryTemplate;
  /** What the starter is called where it is shown: a website's 'template', a store's 'theme'. */
  noun: 'template' | 'theme';
  /** The Select control: what choosing the starter does differs between websites and stores. */
  select: ReactNode;
}

/**
 * A starter design of a gallery (docs/product.md § Starter templates: name, price, image): its picture, name and price,
 * Preview (the rendered starter, in a new tab) and the caller's Select. Websites and stores share the same starters.
 */
export function StarterCard({ template, noun, select }: StarterCardProps) {
  return (
    <Card padding="none" className="flex flex-col overflow-hidden transition-shadow hover:shadow-sm">
      <div className="aspect-[16/10] overflow-hidden border-b border-zinc-100 bg-zinc-50">
        <img
          src={template.image}
          alt={`Preview of the ${template.name} ${noun}`}
          width={800}
          height={500}
          loading="lazy"
          decoding="async"
          className="size-full object-cover object-top"
        />
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="min-w-0">
          <div className="flex items-baseline justify-between gap-3">
            <h3 className="truncate text-sm font-semibold text-zinc-900">{template.name}</h3>
            <span className="shrink-0 text-sm font-medium text-emerald-700">{template.price}</span>
          </div>
          <p className="mt-1 text-sm text-zinc-500">{template.summary}</p>
        </div>
        <div className="mt-auto flex gap-2">
          <a
            href={templatePreviewUrl(template.id)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'flex-1' })}
            aria-label={`Preview ${template.name} (opens in a new tab)`}
          >
            <Eye className="size-4" aria-hidden="true" />
            Preview
          </a>
          {select}
        </div>
      </div>
    </Card>
  );
}
