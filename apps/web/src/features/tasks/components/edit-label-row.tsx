import type { Label, LabelColor } from '@aerie/contract';
import { useState, type FormEvent } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';

import { useUpdateLabel } from '../api/update-label';
import { errorsOf, LabelFields, type FieldErrors, type LabelDraft } from './label-fields';

/** One label of "Manage labels" being renamed or recoloured; `onDone` with the server's message, or none on Cancel. */
export function EditLabelRow({
  projectUid,
  label,
  onDone,
}: {
  projectUid: string;
  label: Label;
  onDone: (message?: string) => void;
}) {
  const updateLabel = useUpdateLabel();
  const [draft, setDraft] = useState<LabelDraft>({ name: label.name, color: label.color as LabelColor });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setFailure(null);
    updateLabel.mutate(
      { uid: projectUid, labelId: label.id, body: { name: draft.name, color: draft.color } },
      {
        onSuccess: (response) => onDone(response.message),
        onError: (error) => {
          const { fields, other } = errorsOf(error);
          setErrors(fields);
          setFailure(other);
        },
      },
    );
  };
  return (
    <form onSubmit={save} aria-label={`Edit label ${label.name}`} className="space-y-3">
      <LabelFields idPrefix={`label-${label.id}`} draft={draft} onChange={setDraft} errors={errors} />
      {failure && <Banner tone="error">{failure}</Banner>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" size="sm" onClick={() => onDone()} disabled={updateLabel.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={updateLabel.isPending} disabled={draft.name.trim() === ''}>
          Save
        </Button>
      </div>
    </form>
  );
}
