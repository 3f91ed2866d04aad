import { EXPERT_HIRE, emailField, requiredText, type ExpertPricingOption, type HiredExpert } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Lock } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Modal } from '@/components/ui/modal';

import { useHireExpert } from '../api/hire-expert';
import { parseExpiry } from '../hire-amount';

/** 001 §5: full name (max 40) and e-mail are required; the card fields are checked by the card provider. */
const FormSchema = z.object({
  fullname: requiredText('Full name', EXPERT_HIRE.cardNameMax),
  email: emailField,
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^[0-9]{12,19}$/, 'Enter the 12 to 19 digits of the card')),
  expiry: z.string().refine((value) => parseExpiry(value) !== null, 'Enter the expiry as MM/YY'),
  cvc: z.string().regex(/^[0-9]{3,4}$/, 'Enter the 3 or 4 digits on the back'),
});
type FormInput = z.input<typeof FormSchema>;
type FormValues = z.output<typeof FormSchema>;
const EMPTY: FormInput = { fullname: '', email: '', card_number: '', expiry: '', cvc: '' };
const FORM_ID = 'hire-card-form';

export interface CardModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  hire: { quantity: number; plan_id: ExpertPricingOption['plan_id']; business_id: number };
  /** The amount stated on the button, e.g. "£4,800 / month". */
  amountText: string;
  onHired: (hired: HiredExpert) => void;
}

/**
 * The hire-expert card modal (001 §5): name, e-mail and the card. Submitting makes a card token and then
 * the hire; a provider refusal ('Your card was declined.') is shown here as the provider words it.
 */
export function CardModal({ open, onOpenChange, hire, amountText, onHired }: CardModalProps) {
  const hireExpert = useHireExpert();
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(FormSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const close = () => {
    form.reset(EMPTY);
    hireExpert.reset();
    onOpenChange(false);
  };

  const onSubmit = form.handleSubmit((values) => {
    const expiry = parseExpiry(values.expiry)!;
    hireExpert.mutate(
      {
        card: {
          card_number: values.card_number,
          exp_month: expiry.month,
          exp_year: expiry.year,
          cvc: values.cvc,
          name: values.fullname,
        },
        hire: {
          quantity: hire.quantity,
          plan_id: hire.plan_id,
          fullname: values.fullname,
          email: values.email,
          country: EXPERT_HIRE.country,
          business_id: hire.business_id,
        },
      },
      {
        onSuccess: ({ data }) => {
          form.reset(EMPTY);
          onHired(data);
        },
      },
    );
  });

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
          <Button type="submit" form={FORM_ID} loading={hireExpert.isPending}>
            <Lock className="size-4" aria-hidden="true" />
            Start free trial
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        {hireExpert.isError && (
          <Banner tone="error" onDismiss={() => hireExpert.reset()}>
            {hireExpert.error.message}
          </Banner>
        )}
        <Field label="Full name" htmlFor="card-fullname" error={errors.fullname?.message}>
          <Input
            id="card-fullname"
            autoComplete="cc-name"
            maxLength={EXPERT_HIRE.cardNameMax}
            invalid={!!errors.fullname}
            {...form.register('fullname')}
          />
        </Field>
        <Field label="Email" htmlFor="card-email" error={errors.email?.message}>
          <Input
            id="card-email"
            type="email"
            autoComplete="email"
            invalid={!!errors.email}
            {...form.register('email')}
          />
        </Field>
        <Field
          label="Card number"
          htmlFor="card-number"
          error={errors.card_number?.message}
          hint="Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined."
        >
          <Input
            id="card-number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
            aria-describedby="card-number-hint"
            invalid={!!errors.card_number}
            {...form.register('card_number')}
          />
        </Field>
        <div className="grid grid-cols-2 gap-4">
          <Field label="Expiry" htmlFor="card-expiry" error={errors.expiry?.message}>
            <Input
              id="card-expiry"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM/YY"
              invalid={!!errors.expiry}
              {...form.register('expiry')}
            />
          </Field>
          <Field label="CVC" htmlFor="card-cvc" error={errors.cvc?.message}>
            <Input
              id="card-cvc"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              invalid={!!errors.cvc}
              {...form.register('cvc')}
            />
          </Field>
        </div>
      </form>
    </Modal>
  );
}
