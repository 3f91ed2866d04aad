import { DELAYS_MS, FORM_RECIPIENTS_MAX, type FormRecipient } from '@aerie/contract';
import { useState, type FormEvent } from 'react';

import { FormDialog } from '@/components/ui/form-dialog';
import { ApiError } from '@/lib/api-client';

import { useSetFormRecipients } from '../api/set-form-recipients';

export interface FormRecipientsDialogProps {
  websiteUuid: string;
  people: FormRecipient[];
  onClose: () => void;
}

/**
 * Choose who of the project is told of the site's new form messages (docs/product.md § Site forms). Nobody
 * chosen means the project owner; each person's own notification settings decide bell and e-mail.
 */
export function FormRecipientsDialog({ websiteUuid, people, onClose }: FormRecipientsDialogProps) {
  const save = useSetFormRecipients(websiteUuid);
  const [chosen, setChosen] = useState(() => people.filter((person) => person.selected).map((person) => person.id));
  const isFull = chosen.length >= FORM_RECIPIENTS_MAX;
  const owner = people.find((person) => person.is_owner);

  const toggle = (id: number, isChecked: boolean) =>
    setChosen((ids) => (isChecked ? [...ids, id] : ids.filter((other) => other !== id)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(chosen);
  };
  const failure =
    save.error && ((save.error instanceof ApiError && save.error.fieldError('user_ids')) || save.error.message);

  return (
    <FormDialog
      onClose={onClose}
      title="Who is told of new messages"
      description="Each person chosen gets a notification of every message, and an e-mail as their own notification settings say."
      onSubmit={submit}
      submitLabel="Save"
      isPending={save.isPending}
      failure={failure}
      onDismissFailure={() => save.reset()}
      success={save.data?.message}
      closeAfterMs={DELAYS_MS.websiteOrStoreAction}
    >
      <fieldset className="space-y-3" aria-describedby="form-recipients-hint">
        <legend className="sr-only">People of the project</legend>
        <p id="form-recipients-hint" className="text-xs text-zinc-500">
          {chosen.length === 0
            ? `Nobody chosen: ${owner ? owner.name : 'the project owner'}, the project owner, is told.`
            : `Up to ${FORM_RECIPIENTS_MAX} people of the project.`}
        </p>
        <ul className="divide-y divide-zinc-100 rounded-lg border border-zinc-200">
          {people.map((person) => {
            const isChosen = chosen.includes(person.id);
            return (
              <li key={person.id}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2.5 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-accent-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
                    checked={isChosen}
                    disabled={!isChosen && isFull}
                    onChange={(event) => toggle(person.id, event.target.checked)}
                  />
                  <span className="min-w-0 text-sm">
                    <span className="block font-medium text-zinc-900">
                      {person.name}
                      {person.is_owner && <span className="font-normal text-zinc-500"> · project owner</span>}
                    </span>
                    <span className="block truncate text-zinc-500">{person.email}</span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </FormDialog>
  );
}
