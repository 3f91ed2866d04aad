import { EXPERT_HIRE, type HiredExpert } from '@aerie/contract';
import { Lock } from 'lucide-react';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';

import { useHireExpert } from '../api/hire-expert';
import { useCardSetup } from '../api/start-card-setup';
import type { HireChoiceBody } from './card-form-props';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

const FORM_ID = 'hire-card-form';

export interface CardModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hire: HireChoiceBody;
  /** The amount stated on the button, e.g. "£4,800 / month". */
  amountText: string;
  onHired: (hired: HiredExpert) => void;
}

/**
 * The hire-expert card modal (001 §5): name, e-mail and the card. The server says who collects the card
 * (the sandbox form, or Stripe Elements with a SetupIntent); the card becomes a payment method and then
 * the hire is made. A provider refusal ('Your card was declined.') is shown here as the provider words it.
 */
export function CardModal({ open, onOpenChange, hire, amountText, onHired }: CardModalProps) {
  const hireExpert = useHireExpert();
  const setup = useCardSetup(hire.business_id);

  const close = () => {
    hireExpert.reset();
    onOpenChange(false);
  };
  const formProps = { formId: FORM_ID, hire, hireExpert, onHired };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Payment details"
      description={`Nothing is charged today: the first charge of ${amountText} comes after the ${EXPERT_HIRE.trialDays}-day free trial.`}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={hireExpert.isPending} disabled={!setup.isSuccess}>
            <Lock className="size-4" aria-hidden="true" />
            Start free trial
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {hireExpert.isError && (
          <Banner tone="error" onDismiss={() => hireExpert.reset()}>
            {hireExpert.error.message}
          </Banner>
        )}
        {setup.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner />
          </div>
        ) : setup.isError ? (
          <Banner tone="error">{setup.error.message}</Banner>
        ) : setup.data.provider === 'stripe' ? (
          <StripeCardForm {...formProps} setup={setup.data} />
        ) : (
          <SandboxCardForm {...formProps} />
        )}
      </div>
    </Modal>
  );
}
