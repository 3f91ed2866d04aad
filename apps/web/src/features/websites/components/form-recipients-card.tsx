import { BellRing } from 'lucide-react';
import { useState } from 'react';

import { Card } from '@/components/ui/card';
import { Button } from '@/components/ui/gated-button';

import { useFormRecipients } from '../api/list-form-recipients';
import { FormRecipientsDialog } from './form-recipients-dialog';

export interface FormRecipientsCardProps {
  websiteUuid: string;
  /** Why the user's role may not change it, if it may not. */
  changeRefusal?: string;
}

/** The inbox's "Who is told of new messages": the people told now, and the button that chooses them. */
export function FormRecipientsCard({ websiteUuid, changeRefusal }: FormRecipientsCardProps) {
  const recipients = useFormRecipients(websiteUuid);
  const [isChoosing, setIsChoosing] = useState(false);
  const data = recipients.data;
  const told = data?.people.filter((person) => person.selected) ?? [];

  let summary = 'Loading…';
  if (recipients.isError) summary = recipients.error.message;
  else if (data?.is_default) summary = `${told[0]?.name ?? 'The project owner'} (the project owner, until you choose)`;
  else if (data) summary = told.map((person) => person.name).join(', ');

  return (
    <Card padding="sm">
      <section aria-labelledby="form-recipients-heading" className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h3 id="form-recipients-heading" className="text-sm font-semibold text-zinc-900">
            Who is told of new messages
          </h3>
          <p className="mt-0.5 text-sm text-zinc-600">{summary}</p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => setIsChoosing(true)}
          disabled={!data}
          disabledReason={changeRefusal}
        >
          <BellRing className="size-4" aria-hidden="true" />
          Choose people
        </Button>
      </section>
      {isChoosing && data && (
        <FormRecipientsDialog websiteUuid={websiteUuid} people={data.people} onClose={() => setIsChoosing(false)} />
      )}
    </Card>
  );
}
