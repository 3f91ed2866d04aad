import { LABEL_LIMITS, type Label, type LabelColor } from '@aerie/contract';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { Modal } from '@/components/ui/modal';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { ApiError } from '@/lib/api-client';

import { useCreateLabel } from '../api/create-label';
import { useDeleteLabel } from '../api/delete-label';
import { useUpdateLabel } from '../api/update-label';
import { LabelChip } from './label-chip';
import { LabelFields, type LabelDraft } from './label-fields';

type FieldErrors = { name?: string; color?: string };

/** The server's words per field, and what no field owns. */
function errorsOf(error: Error): { fields: FieldErrors; other: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, other: error.message };
  const fields = { name: error.fieldError('name'), color: error.fieldError('color') };
  return { fields, other: fields.name || fields.color ? null : error.message };
}

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

function EditLabelRow({
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

function DeleteLabelConfirm({
  projectUid,
  label,
  onDone,
}: {
  projectUid: string;
  label: Label;
  onDone: (message?: string) => void;
}) {
  const deleteLabel = useDeleteLabel();
  return (
    <ConfirmModal
      open
      title={`Delete the label "${label.name}"?`}
      description="It comes off every card that has it. This cannot be undone."
      confirmLabel="Delete label"
      isPending={deleteLabel.isPending}
      failure={deleteLabel.error?.message ?? null}
      onConfirm={() =>
        deleteLabel.mutate(
          { uid: projectUid, labelId: label.id },
          { onSuccess: (response) => onDone(response.message) },
        )
      }
      onCancel={() => onDone()}
    />
  );
}
