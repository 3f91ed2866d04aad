import { EXPERT_HIRE, emailField, requiredText } from '@aerie/contract';
import type { Control, FieldPath } from 'react-hook-form';
import { z } from 'zod';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** docs/product.md § Hire a Developer page: full name (max 40) and e-mail are required, whoever collects the card. */
export const BillingSchema = z.object({
  fullname: requiredText('Full name', EXPERT_HIRE.cardNameMax),
  email: emailField,
});

type BillingValues = z.input<typeof BillingSchema>;

/** The card holder's name and e-mail, the first two rows of both card forms. */
export function BillingFields<T extends BillingValues, TTransformed>({
  control,
}: {
  control: Control<T, unknown, TTransformed>;
}) {
  // Both forms extend BillingSchema, so these names exist in T; TypeScript cannot see it through the generic.
  const name = (field: keyof BillingValues) => field as FieldPath<T>;
  return (
    <>
      <FormField
        limit={EXPERT_HIRE.cardNameMax}
        control={control}
        name={name('fullname')}
        label="Full name"
        id="card-fullname"
      >
        {(field) => <Input {...field} autoComplete="cc-name" />}
      </FormField>
      <FormField control={control} name={name('email')} label="Email" id="card-email">
        {(field) => <Input {...field} type="email" autoComplete="email" />}
      </FormField>
    </>
  );
}
