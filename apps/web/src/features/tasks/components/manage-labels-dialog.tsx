import { LABEL_LIMITS, type Label } from '@aerie/contract';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';

import { useCreateLabel } from '../api/create-label';
import { LabelChip } from './label-chip';
import { DeleteLabelConfirm } from './delete-label-confirm';
import { EditLabelRow } from './edit-label-row';
import { errorsOf, LabelFields, type FieldErrors, type LabelDraft } from './label-fields';

export interface ManageLabelsDialogProps {
  projectUid: string;
  labels: readonly Label[];
  onClose: () => void;
}

/**
 * "Manage labels" on the board (issue 27, docs/product.md § Labels): add a label, rename or recolour one, delete one
 * after a confirmation (it leaves every card). Developers and up; the board does not open it for a guest.
 */
export function ManageLabelsDialog({ projectUid, labels, onClose }: ManageLabelsDialogProps) {
  const createLabel = useCreateLabel();
  const notice = useNotice();
  const [draft, setDraft] = useState<LabelDraft>({ name: '', color: 'blue' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  const isFull = labels.length >= LABEL_LIMITS.perProject;

  const add = (event: FormEvent) => {
    event.preventDefault();
    notice.clear();
    setErrors({});
    setFailure(null);
    createLabel.mutate(
      { uid: projectUid, body: { name: draft.name, color: draft.color } },
      {
        onSuccess: (response) => {
          notice.show(response.message);
          setDraft({ name: '', color: draft.color });
        },
        onError: (error) => {
          const { fields, other } = errorsOf(error);
          setErrors(fields);
          setFailure(other);
        },
      },
    );
  };

  return (
    <>
      <Modal
        open={deleting === null}
        onOpenChange={(open) => !open && onClose()}
        title="Manage labels"
        description={`Labels sort the board's cards; a project has at most ${LABEL_LIMITS.perProject}.`}
        className="sm:max-w-xl"
      >
        <div className="space-y-5">
          <NoticeBanner notice={notice} />
          <form onSubmit={add} aria-label="New label" className="space-y-3 rounded-lg border border-zinc-200 p-3">
            <LabelFields idPrefix="new-label" draft={draft} onChange={setDraft} errors={errors} disabled={isFull} />
            {failure && (
              <Banner tone="error" onDismiss={() => setFailure(null)}>
                {failure}
              </Banner>
            )}
            <div className="flex items-center justify-between gap-3">
              <span className="text-xs text-zinc-500">
                Preview: <LabelChip label={{ name: draft.name.trim() || 'Label', color: draft.color }} />
              </span>
              <Button
                type="submit"
                size="sm"
                loading={createLabel.isPending}
                disabled={isFull || draft.name.trim() === ''}
              >
                <Plus className="size-4" aria-hidden="true" />
                Add label
              </Button>
            </div>
            {isFull && (
              <p className="text-xs text-zinc-500">
                This project has {LABEL_LIMITS.perProject} labels, the most it can have.
              </p>
            )}
          </form>

          {labels.length === 0 ? (
            <p className="text-sm text-zinc-500">No labels yet.</p>
          ) : (
            <ul aria-label="Labels" className="divide-y divide-zinc-100">
              {labels.map((label) =>
                editingId === label.id ? (
                  <li key={label.id} className="py-3">
                    <EditLabelRow
                      projectUid={projectUid}
                      label={label}
                      onDone={(message) => {
                        setEditingId(null);
                        if (message) notice.show(message);
                      }}
                    />
                  </li>
                ) : (
                  <li key={label.id} className="flex items-center justify-between gap-3 py-2.5">
                    <LabelChip label={label} />
                    <div className="flex shrink-0 items-center gap-1">
                      <Button variant="ghost" size="sm" onClick={() => setEditingId(label.id)}>
                        <Pencil className="size-4" aria-hidden="true" />
                        Edit<span className="sr-only"> {label.name}</span>
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => setDeleting(label)}
                        className="text-red-600! hover:bg-red-50"
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        Delete<span className="sr-only"> {label.name}</span>
                      </Button>
                    </div>
                  </li>
                ),
              )}
            </ul>
          )}
        </div>
      </Modal>
      {deleting && (
        <DeleteLabelConfirm
          projectUid={projectUid}
          label={deleting}
          onDone={(message) => {
            setDeleting(null);
            if (message) notice.show(message);
          }}
        />
      )}
    </>
  );
}
