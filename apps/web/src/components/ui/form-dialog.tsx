import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';

import { useAfterDelay } from '@/lib/use-after-delay';

import { Banner } from './banner';
import { Button } from './button';
import { Modal } from './modal';

interface FormDialogBaseProps {
  /** Defaults to open, for a dialog that is mounted only while it shows. */
  open?: boolean;
  title: string;
  description?: string;
  /** A wider dialog passes `sm:max-w-2xl!`. */
  className?: string;
  submitLabel: ReactNode;
  /** False keeps the submit button inactive: most of the spec's forms wait for their required fields. */
  canSubmit?: boolean;
  /** The call runs: the submit button spins, a second submit is ignored and the dialog stays open. */
  isPending?: boolean;
  /**
   * The form's banner: a failure that no field owns (`placeServerErrors` puts the others beside their
   * fields). Nothing when empty.
   */
  failure?: ReactNode;
  /** `warning` for a refusal that is not an error, such as a full plan with its upgrade link. */
  failureTone?: 'error' | 'warning';
  /** Gives the failure banner its close button. */
  onDismissFailure?: () => void;
  /**
   * The server's success message. The fields lock, the footer offers only Close, and `closeAfterMs` later
   * the dialog finishes by itself (the spec's "the modal closes 1 s after success").
   */
  success?: ReactNode;
  closeAfterMs?: number;
  /** How the dialog finishes after a success, when that is more than closing (open the new store). */
  onDone?: () => void;
  /** Cancel, Escape, the overlay and the corner button; never while the call runs. */
  onClose: () => void;
  /** The dismiss button's words, where "Cancel" would read as the action itself. */
  cancelLabel?: string;
  /** One more button at the footer's start (a task's Delete). */
  extraAction?: ReactNode;
  /** Below the form and outside it, with controls of its own (a task's assignees). */
  aside?: ReactNode;
  /** The fields. */
  children: ReactNode;
}

export type FormDialogProps = FormDialogBaseProps &
  (
    | {
        /** The form's handler, usually react-hook-form's `handleSubmit(…)`; the dialog draws the `<form>`. */
        onSubmit: (event: FormEvent<HTMLFormElement>) => void;
        formId?: never;
      }
    | {
        /**
         * The id of a form the children draw themselves, for a form that must be its own component (a
         * payment provider's card form); the submit button submits it.
         */
        formId: string;
        onSubmit?: never;
      }
  );

/**
 * A dialog holding one form: its fields, a submit button that waits for the call, Cancel, the server's
 * message on failure or success, and focus back on the opening control when it closes (`Modal`). The
 * dialog draws the `<form>` (unless `formId` names one its children draw), so Enter in a field submits it
 * like the button does.
 */
export function FormDialog(props: FormDialogProps) {
  const {
    open = true,
    title,
    description,
    className,
    submitLabel,
    canSubmit = true,
    isPending = false,
    failure,
    failureTone = 'error',
    onDismissFailure,
    success,
    closeAfterMs,
    onDone,
    onClose,
    cancelLabel = 'Cancel',
    extraAction,
    aside,
    children,
  } = props;
  const ownFormId = useId();
  const formId = props.formId ?? ownFormId;
  const hasSucceeded = Boolean(success);
  const finish = onDone ?? onClose;
  useAfterDelay(hasSucceeded && closeAfterMs !== undefined, closeAfterMs ?? 0, finish);

  // The locked fields cannot hold focus; the one thing left to do can, inside the dialog.
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (hasSucceeded) closeButton.current?.focus();
  }, [hasSucceeded]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (isPending || hasSucceeded) {
      event.preventDefault();
      return;
    }
    props.onSubmit?.(event);
  };

  const banners = (
    <>
      {hasSucceeded && <Banner tone="success">{success}</Banner>}
      {failure ? (
        <Banner tone={failureTone} onDismiss={onDismissFailure}>
          {failure}
        </Banner>
      ) : null}
    </>
  );
  const form = props.formId ? (
    <div className="space-y-5">
      {banners}
      {children}
    </div>
  ) : (
    <form id={formId} onSubmit={submit} noValidate className="space-y-5">
      {banners}
      <fieldset disabled={hasSucceeded} className="min-w-0 space-y-5">
        {children}
      </fieldset>
    </form>
  );

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !isPending && (hasSucceeded ? finish() : onClose())}
      title={title}
      description={description}
      className={className}
      footer={
        hasSucceeded ? (
          <Button ref={closeButton} variant="secondary" onClick={finish}>
            Close
          </Button>
        ) : (
          <>
            {extraAction}
            <Button variant="secondary" onClick={onClose} disabled={isPending}>
              {cancelLabel}
            </Button>
            <Button type="submit" form={formId} disabled={!canSubmit} loading={isPending}>
              {submitLabel}
            </Button>
          </>
        )
      }
    >
      {aside ? (
        <div className="space-y-6">
          {form}
          {aside}
        </div>
      ) : (
        form
      )}
    </Modal>
  );
}
