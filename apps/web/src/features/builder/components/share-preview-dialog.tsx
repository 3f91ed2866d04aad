import { SHARE_LINK_DAYS, type ShareLink } from '@aerie/contract';
import { Link2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CopyableSecret } from '@/components/ui/copyable-secret';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';

import { useCreateShareLink } from '../api/create-share-link';
import { useShareLinks } from '../api/list-share-links';
import { useRevokeShareLink } from '../api/revoke-share-link';

const DURATIONS = [1, 3, 7, 14, SHARE_LINK_DAYS.max] as const;

interface SharePreviewDialogProps {
  uuid: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves the editor's changes first: a link shows the saved draft, and the user expects what they see. */
  saveDraft: () => Promise<number | null>;
}

/**
 * Share a draft (docs/product.md § Draft and live): a link, good for the days chosen, that shows the site as saved
 * now, unpublished, with a Preview banner. Its address is shown once, when made; the list says when each expires.
 */
export function SharePreviewDialog({ uuid, open, onOpenChange, saveDraft }: SharePreviewDialogProps) {
  const [days, setDays] = useState(7);
  const [created, setCreated] = useState<string | null>(null);
  const [saveProblem, setSaveProblem] = useState<string | null>(null);
  const links = useShareLinks(uuid, open);
  const create = useCreateShareLink();
  const revoke = useRevokeShareLink();
  const createError =
    create.error instanceof ApiError
      ? (create.error.fieldError('days') ?? create.error.message)
      : create.error?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setCreated(null);
    setSaveProblem(null);
    if ((await saveDraft()) === null) {
      setSaveProblem('The changes could not be saved, so no link was made. Try again.');
      return;
    }
    create.mutate({ uuid, days }, { onSuccess: ({ data }) => setCreated(data.url) });
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Share preview"
      description="Anyone with the link sees the saved draft, with a Preview banner, until it expires or you revoke it. Nothing is published."
      className="sm:max-w-lg"
    >
      <form onSubmit={(event) => void submit(event)} className="flex flex-wrap items-end gap-2">
        <Field
          label="Link works for"
          htmlFor="share-days"
          error={saveProblem ?? createError}
          className="min-w-40 flex-1"
        >
          <Select id="share-days" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {DURATIONS.map((each) => (
              <option key={each} value={each}>
                {each === 1 ? '1 day' : `${each} days`}
              </option>
            ))}
          </Select>
        </Field>
        <Button type="submit" loading={create.isPending}>
          <Link2 className="size-4" aria-hidden="true" />
          Create link
        </Button>
      </form>
      {created && (
        <div className="flex flex-col gap-1">
          <p role="status" className="text-sm text-emerald-700">
            Link created. Copy it now: it is not shown again.
          </p>
          <CopyableSecret value={created} noun="link" />
        </div>
      )}
      <section aria-labelledby="share-links-heading" className="flex flex-col gap-2">
        <h3 id="share-links-heading" className="text-sm font-semibold text-zinc-900">
          Active links
        </h3>
        <ActiveLinks
          links={links.data}
          isLoading={links.isPending}
          error={links.error?.message}
          onRevoke={(link) => revoke.mutate({ uuid, link })}
          revoking={revoke.isPending ? revoke.variables?.link : undefined}
        />
        {revoke.error && (
          <p role="alert" className="text-sm text-red-600">
            {revoke.error.message}
          </p>
        )}
      </section>
    </Modal>
  );
}

interface ActiveLinksProps {
  links: ShareLink[] | undefined;
  isLoading: boolean;
  error: string | undefined;
  onRevoke: (link: string) => void;
  revoking: string | undefined;
}

function ActiveLinks({ links, isLoading, error, onRevoke, revoking }: ActiveLinksProps) {
  if (error) return <p className="text-sm text-red-600">{error}</p>;
  if (isLoading || !links) return <p className="text-sm text-zinc-600">Loading links…</p>;
  if (links.length === 0) return <p className="text-sm text-zinc-600">No active links.</p>;
  return (
    <ul className="flex flex-col divide-y divide-zinc-200 rounded-lg border border-zinc-200">
      {links.map((link) => (
        <li key={link.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
          <span className="text-zinc-700">
            Expires {formatDate(link.expires_at, { style: 'dateTime' })}
            <span className="block text-xs text-zinc-500">Created {formatDate(link.created_at)}</span>
          </span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRevoke(link.id)}
            loading={revoking === link.id}
            aria-label={`Revoke the link expiring ${formatDate(link.expires_at, { style: 'dateTime' })}`}
          >
            Revoke
          </Button>
        </li>
      ))}
    </ul>
  );
}
