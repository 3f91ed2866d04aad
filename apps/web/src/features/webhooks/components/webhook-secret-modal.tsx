import { useEffect, useState } from 'react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

import { useRevealWebhookSecret, useRollWebhookSecret } from '../api/webhook-secret';
import { WebhookSecretBox } from './webhook-secret-box';

/**
 * The signing secret of a webhook, fetched when the dialog opens, and Roll: a new secret at once (the
 * receiver must be given it before the next delivery checks out).
 */
export function WebhookSecretModal({ webhookId, onClose }: { webhookId: number | null; onClose: () => void }) {
  const reveal = useRevealWebhookSecret();
  const roll = useRollWebhookSecret();
  const [isConfirmingRoll, setConfirmingRoll] = useState(false);
  const { mutate: fetchSecret, reset: resetReveal } = reveal;
  useEffect(() => {
    if (webhookId !== null) fetchSecret(webhookId);
  }, [webhookId, fetchSecret]);
  const close = () => {
    resetReveal();
    roll.reset();
    setConfirmingRoll(false);
    onClose();
  };
  const secret = roll.data?.data.secret ?? reveal.data?.data.secret;
  const failure = roll.error?.message ?? reveal.error?.message;

  return (
    <Modal
      open={webhookId !== null}
      onOpenChange={(next) => !next && !roll.isPending && close()}
      title="Signing secret"
      description="Receivers check each delivery's Aerie-Signature header with this secret."
      footer={
        <>
          {isConfirmingRoll ? (
            <Button
              variant="danger"
              loading={roll.isPending}
              onClick={() =>
                webhookId !== null && roll.mutate(webhookId, { onSettled: () => setConfirmingRoll(false) })
              }
            >
              Yes, roll the secret
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => setConfirmingRoll(true)} disabled={!secret}>
              Roll secret
            </Button>
          )}
          <Button onClick={close}>Done</Button>
        </>
      }
    >
      <div className="space-y-3">
        {failure && <Banner tone="error">{failure}</Banner>}
        {roll.isSuccess && <Banner tone="success">{roll.data.message}</Banner>}
        {isConfirmingRoll && (
          <Banner tone="warning">
            The current secret stops working at once: deliveries after this are signed with the new one.
          </Banner>
        )}
        {secret ? (
          <WebhookSecretBox secret={secret} isNew={roll.isSuccess} />
        ) : (
          !failure && <p className="text-sm text-zinc-500">Loading the secret…</p>
        )}
      </div>
    </Modal>
  );
}
