import { EXPERT_HIRE, type HiredExpert } from '@aerie/contract';
import { Lock } from 'lucide-react';

import { Banner } from '@/components/ui/banner';
import { FormDialog } from '@/components/ui/form-dialog';
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
 * The hire-expert card modal (docs/product.md § Hire a Developer page): name, e-mail and the card. The server says who
 * collects the card (the sandbox form, or Stripe Elements with a SetupIntent); the card becomes a payment method and
 * then the hire is made. A provider refusal ('Your card was declined.') is shown here as the provider words it.
 */
export function CardModal({ open, onOpenChange, hire, amountText, onHired }: CardModalProps) {
  const hireExpert = useHireExpert();
  const setup = useCardSetup(hire.business_id);

  const close = () => {
    hireExpert.reset();
    onOpenChange(false);
  };
  // The card form is the provider's own component (Stripe Elements or the sandbox's): it draws the form.
  const formProps = { formId: FORM_ID, hire, hireExpert, onHired };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Payment details"
      description={`Nothing is charged today: the first charge of ${amountText} comes after the ${EXPERT_HIRE.trialDays}-day free trial.`}
      formId={FORM_ID}
      submitLabel={
        <>
          <Lock className="size-4" aria-hidden="true" />
          Start free trial
        </>
      }
      canSubmit={setup.isSuccess}
      isPending={hireExpert.isPending}
      failure={hireExpert.error?.message}
      onDismissFailure={() => hireExpert.reset()}
    >
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
    </FormDialog>
  );
}
