import { MESSAGES, type Website } from '@aerie/contract';
import { BarChart3, ExternalLink, Inbox, Settings2, Trash2 } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { CardDates } from '@/components/ui/card-dates';
import { Button, buttonClasses } from '@/components/ui/gated-button';
import { Card } from '@/components/ui/card';
import { editWebsiteUrl } from '@/lib/builder-url';

import { addressLabel } from '../website-address';

export interface WebsiteCardProps {
  website: Website;
  /** Only the project's admin sees delete (docs/product.md § Roles and permissions). */
  canDelete: boolean;
  /** Why the user's role may not edit the site (settings, the builder), if it may not. */
  editRefusal?: string;
  onSettings: () => void;
  onDelete: () => void;
}

/**
 * One website of the list (docs/product.md § Websites list): Active once published (a draft says so: our deviation, the
 * spec shows Active on every card), the name, the address as a link or 'No website URL', created and last-edit dates,
 * EDIT (the builder in a new tab), SETTINGS and, for the admin, DELETE.
 */
export function WebsiteCard({ website, canDelete, editRefusal, onSettings, onDelete }: WebsiteCardProps) {
  const isPublished = website.published_at !== null;
  return (
    <Card padding="none" className="flex flex-col transition-shadow hover:shadow-sm">
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex items-start justify-between gap-3">
          <Badge tone={isPublished ? 'active' : 'neutral'}>{isPublished ? 'Active' : 'Draft'}</Badge>
          {canDelete && (
            <button
              type="button"
              onClick={onDelete}
              aria-label={`Delete ${website.name}`}
              className="-m-1.5 rounded-lg p-1.5 text-zinc-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-500"
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-zinc-900">{website.name}</h3>
          {website.url ? (
            <a
              href={website.url}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex max-w-full items-center gap-1 text-sm text-accent-600 underline-offset-4 hover:text-accent-700 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-accent-500"
            >
              <span className="truncate">{addressLabel(website.url)}</span>
              <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : (
            <p className="mt-1 text-xs font-medium text-zinc-500">{MESSAGES.noWebsiteUrl}</p>
          )}
        </div>
        <CardDates createdAt={website.created_at} updatedAt={website.updated_at} updatedLabel="Last edit" />
      </div>
      <div className="flex items-center gap-2 border-t border-zinc-100 px-5 py-3">
        <Button
          variant="ghost"
          size="sm"
          onClick={onSettings}
          aria-label={`Settings of ${website.name}`}
          disabledReason={editRefusal}
        >
          <Settings2 className="size-4" aria-hidden="true" />
          Settings
        </Button>
        <Link
          to={`/dashboard/project/${website.project_uid}/builder/${website.uuid}/analytics`}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`Analytics of ${website.name}`}
        >
          <BarChart3 className="size-4" aria-hidden="true" />
          Analytics
        </Link>
        <Link
          to={`/dashboard/project/${website.project_uid}/builder/${website.uuid}/inbox`}
          className={buttonClasses({ variant: 'ghost', size: 'sm' })}
          aria-label={`Form inbox of ${website.name}`}
        >
          <Inbox className="size-4" aria-hidden="true" />
          Inbox
        </Link>
        {editRefusal ? (
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            aria-label={`Edit ${website.name} in the builder`}
            disabledReason={editRefusal}
          >
            Edit
            <ExternalLink className="size-4" aria-hidden="true" />
          </Button>
        ) : (
          <a
            href={editWebsiteUrl(website.project_uid, website.uuid)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'ml-auto' })}
            aria-label={`Edit ${website.name} in the builder (opens in a new tab)`}
          >
            Edit
            <ExternalLink className="size-4" aria-hidden="true" />
          </a>
        )}
      </div>
    </Card>
  );
}
