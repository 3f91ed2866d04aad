import { EXPERT_HIRE } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { parseExpiry } from '../hire-amount';
import { BillingFields, BillingSchema } from './billing-fields';
import type { CardFormProps } from './card-form-props';

/** The sandbox's own card form: the card fields are checked by the card provider (test cards only). */
const FormSchema = BillingSchema.extend({
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

/**
 * The card form of the built-in sandbox provider (the offline default). The test-card hints live here
 * only: with a real provider there are no test cards to offer.
 */
export function SandboxCardForm({ formId, hire, hireExpert, onHired }: CardFormProps) {
  const form = useForm<FormInput, unknown, FormValues>({ resolver: zodResolver(FormSchema), defaultValues: EMPTY });

  const onSubmit = form.handleSubmit((values) => {
    const expiry = parseExpiry(values.expiry)!;
    hireExpert.mutate(
      {
        source: {
          kind: 'sandbox',
          card: {
            card_number: values.card_number,
            exp_month: expiry.month,
            exp_year: expiry.year,
            cvc: values.cvc,
            name: values.fullname,
          },
        },
        hire: { ...hire, fullname: values.fullname, email: values.email, country: EXPERT_HIRE.country },
      },
      { onSuccess: ({ data }) => onHired(data) },
    );
  });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <BillingFields control={form.control} />
      <FormField
        control={form.control}
        name="card_number"
        label="Card number"
        id="card-number"
        hint="Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined."
      >
        {(field) => <Input {...field} inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" />}
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField control={form.control} name="expiry" label="Expiry" id="card-expiry">
          {(field) => <Input {...field} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" />}
        </FormField>
        <FormField control={form.control} name="cvc" label="CVC" id="card-cvc">
          {(field) => <Input {...field} inputMode="numeric" autoComplete="cc-csc" placeholder="123" maxLength={4} />}
        </FormField>
      </div>
    </form>
  );
}
