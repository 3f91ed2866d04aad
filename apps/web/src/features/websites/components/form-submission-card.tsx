import type { FormSubmission } from '@aerie/contract';
import { Mail, MailOpen, Trash2 } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/gated-button';

export interface FormSubmissionCardProps {
  submission: FormSubmission;
  /** Why the user's role may not delete, if it may not. */
  deleteRefusal?: string;
  onToggleRead: () => void;
  onDelete: () => void;
}

const received = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** One message of the inbox: its form, when it came, every field as the visitor saw it, read state and delete. */
export function FormSubmissionCard({ submission, deleteRefusal, onToggleRead, onDelete }: FormSubmissionCardProps) {
  const headingId = `submission-${submission.id}`;
  return (
    <Card padding="none" className={submission.read ? '' : 'border-accent-300'}>
      <article aria-labelledby={headingId} className="space-y-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          {!submission.read && <Badge tone="active">Unread</Badge>}
          <h3 id={headingId} className="text-sm font-semibold text-zinc-900">
            {submission.form_name}
          </h3>
          <span className="text-xs text-zinc-500">
            <time dateTime={submission.created_at}>{received(submission.created_at)}</time>
            {submission.page_path ? ` · from ${submission.page_path}` : ''}
          </span>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[minmax(8rem,auto)_1fr]">
          {submission.fields.map((field) => (
            <div key={field.name} className="contents">
              <dt className="font-medium text-zinc-600">{field.label}</dt>
              <dd className="mb-2 whitespace-pre-wrap break-words text-zinc-900 sm:mb-0">{field.value || '—'}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2 border-t border-zinc-100 pt-3">
          <Button variant="ghost" size="sm" onClick={onToggleRead}>
            {submission.read ? (
              <Mail className="size-4" aria-hidden="true" />
            ) : (
              <MailOpen className="size-4" aria-hidden="true" />
            )}
            {submission.read ? 'Mark unread' : 'Mark read'}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            disabledReason={deleteRefusal}
            aria-label={`Delete the message of ${received(submission.created_at)}`}
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Delete
          </Button>
        </div>
      </article>
    </Card>
  );
}
