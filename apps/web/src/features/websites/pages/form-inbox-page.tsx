import { Download, Inbox } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useParams } from 'react-router';

import { ConfirmModal } from '@/components/ui/confirm-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { Button } from '@/components/ui/gated-button';
import { Checkbox, Input } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { useDeleteFormSubmission } from '../api/delete-form-submission';
import { downloadFormSubmissions } from '../api/export-form-submissions';
import { useFormInbox } from '../api/list-form-submissions';
import { useUpdateFormSubmission } from '../api/update-form-submission';
import { FormRecipientsCard } from '../components/form-recipients-card';
import { FormSubmissionCard } from '../components/form-submission-card';

/**
 * A website's form inbox (docs/product.md § Site forms): what visitors sent through its published forms, newest
 * first; search, unread only, mark read or unread, delete (who may edit the site), CSV export, and this month's
 * submissions against the site plan's limit, and who of the project is told of new ones. Everyone who sees the
 * project reads it.
 */
export default function FormInboxPage() {
  const { project } = useProjectContext();
  const { websiteUuid = '' } = useParams();
  const [search, setSearch] = useState('');
  const [unreadOnly, setUnreadOnly] = useState(false);
  const q = useDeferredValue(search.trim());
  const inbox = useFormInbox(websiteUuid, { q, unread: unreadOnly });
  const update = useUpdateFormSubmission(websiteUuid);
  const remove = useDeleteFormSubmission(websiteUuid);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  // Deleting a message and choosing who is told are both the roles that edit the site.
  const editRefusal = useProjectRole().refusal('edit and publish sites');

  const data = inbox.data;
  const month = data?.month;
  const full = month ? month.submissions >= month.limit : false;
  return (
    <section aria-labelledby="inbox-heading" className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <Link
            to={`/dashboard/project/${project.u_id}/builder`}
            className="text-sm text-accent-600 underline-offset-4 hover:underline"
          >
            ← Websites
          </Link>
          <h2 id="inbox-heading" className="mt-1 text-lg font-semibold text-zinc-900">
            Form inbox{data ? <span className="text-zinc-500"> · {data.name}</span> : null}
          </h2>
          {data && (
            <p className="mt-1 text-sm text-zinc-500">
              {data.unread} unread · {month!.submissions} of {month!.limit} submissions this month
            </p>
          )}
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setExportError(null);
            downloadFormSubmissions(websiteUuid, 'form-submissions.csv').catch((error: Error) =>
              setExportError(error.message),
            );
          }}
        >
          <Download className="size-4" aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {exportError && (
        <p role="alert" className="text-sm text-red-700">
          {exportError}
        </p>
      )}
      <FormRecipientsCard websiteUuid={websiteUuid} changeRefusal={editRefusal} />
      {full && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          This site reached its {month!.limit} form submissions of the month: new ones are refused
          {month!.refused ? ` (${month!.refused} so far)` : ''} until the month ends. A bigger site plan takes more.
        </p>
      )}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <label className="sr-only" htmlFor="inbox-search">
          Search messages
        </label>
        <Input
          id="inbox-search"
          type="search"
          placeholder="Search messages"
          value={search}
          maxLength={100}
          onChange={(event) => setSearch(event.target.value)}
          className="sm:max-w-xs"
        />
        <Checkbox label="Unread only" checked={unreadOnly} onChange={(event) => setUnreadOnly(event.target.checked)} />
      </div>
      {inbox.isError && !data ? (
        <LoadError title="The inbox could not be loaded" query={inbox} />
      ) : (
        <div className="relative min-h-24">
          <LoadingOverlay show={inbox.isFetching} />
          {data && data.submissions.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={q || unreadOnly ? 'No message matches' : 'No messages yet'}
              description="What visitors send through the forms of your published site arrives here."
            />
          ) : (
            <ul className="space-y-4">
              {data?.submissions.map((submission) => (
                <li key={submission.id}>
                  <FormSubmissionCard
                    submission={submission}
                    deleteRefusal={editRefusal}
                    onToggleRead={() => update.mutate({ id: submission.id, read: !submission.read })}
                    onDelete={() => setDeleting(submission.id)}
                  />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <ConfirmModal
        open={deleting !== null}
        title="Delete this message?"
        description="It is removed from the inbox for everyone. This cannot be undone."
        confirmLabel="Delete"
        isPending={remove.isPending}
        failure={remove.error?.message ?? null}
        onConfirm={() => deleting !== null && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        onCancel={() => {
          remove.reset();
          setDeleting(null);
        }}
      />
    </section>
  );
}
