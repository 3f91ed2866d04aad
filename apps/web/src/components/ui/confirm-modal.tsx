import type { ReactNode } from 'react';

import { Banner } from './banner';
import { Button } from './button';
import { Modal } from './modal';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  description?: string;
  children?: ReactNode;
  confirmLabel: string;
  /** The dismiss button's words, where "Cancel" would read as the action itself ("Cancel plan"). */
  cancelLabel?: string;
  isPending: boolean;
  /** The server's message when the action failed; shown inside the dialog. */
  failure: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before a destructive action; it stays open on failure so the server's message is read in context. */
export function ConfirmModal({
  open,
  title,
  description,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  isPending,
  failure,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !isPending && onCancel()}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-zinc-600">
        {failure && <Banner tone="error">{failure}</Banner>}
        {children}
      </div>
    </Modal>
  );
}
