import type { Label } from '@aerie/contract';

import { ConfirmModal } from '@/components/ui/confirm-modal';

import { useDeleteLabel } from '../api/delete-label';

/** Asks before a label is deleted: it comes off every card that has it. */
export function DeleteLabelConfirm({
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
