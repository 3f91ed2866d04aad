import { HOSTING_MESSAGES, HOSTING_RULES, InitializePilotSchema } from '@aerie/contract';
import { useState, type FormEvent } from 'react';

import { CharacterCount } from '@/components/ui/character-count';
import { Field } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

import { useBuyPilot } from '../api/buy-pilot';
import { forgetPilotChoice, pilotPaymentBody, type PilotChoice, type PilotPaymentContext } from '../pilot-payment';

export interface PromoCodeModalProps {
  open: boolean;
  choice: PilotChoice;
  context: PilotPaymentContext;
  /** What was chosen, in words, so the buyer sees what they pay for. */
  summary: string;
  onClose: () => void;
}

/**
 * The promo code dialog (docs/product.md § Buying a pilot): an optional code, then 'Proceed to Payment' starts the
 * payment and leaves for the checkout. A refused code says so under the field; a missing plan or template says 'There
 * is a problem. Please select a plan and template to continue'.
 */
export function PromoCodeModal({ open, choice, context, summary, onClose }: PromoCodeModalProps) {
  const buyPilot = useBuyPilot();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  // The browser is leaving for the checkout: keep the button busy until it has gone.
  const isLeaving = buyPilot.isPending || buyPilot.isSuccess;

  const close = () => {
    buyPilot.reset();
    setCode('');
    setCodeError(null);
    setAlert(null);
    onClose();
  };

  const proceed = (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setCodeError(null);
    // A pasted code over the limit stays whole in the field and is refused with the contract's message.
    const refusedCode = code.trim() && InitializePilotSchema.shape.discount_code.safeParse(code).error?.issues[0];
    if (refusedCode) {
      setCodeError(refusedCode.message);
      return;
    }
    const body = pilotPaymentBody(choice, context, code);
    if (!body) {
      setAlert(HOSTING_MESSAGES.missingPlanOrTemplate);
      return;
    }
    buyPilot.mutate(body, {
      // The choice was for this purchase; the next visit starts again at the plans.
      onSuccess: () => forgetPilotChoice(),
      onError: (error) => {
        const refusedCode = error instanceof ApiError ? error.fieldError('discount_code') : undefined;
        if (refusedCode) setCodeError(refusedCode);
        else setAlert(error.message);
      },
    });
  };

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Have a promo code?"
      description={summary}
      onSubmit={proceed}
      submitLabel="Proceed to Payment"
      isPending={isLeaving}
      failure={alert}
      onDismissFailure={() => setAlert(null)}
    >
      <Field
        label="Promo code (optional)"
        htmlFor="promo-code"
        error={codeError ?? undefined}
        hint="Leave it empty to pay the full price."
      >
        <Input
          id="promo-code"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setCodeError(null);
          }}
          invalid={codeError !== null}
          aria-describedby={`${codeError ? 'promo-code-error' : 'promo-code-hint'} promo-code-count`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <CharacterCount id="promo-code-count" length={code.length} limit={HOSTING_RULES.discountCodeMax} />
      </Field>
    </FormDialog>
  );
}
