import { EXPERT_HIRE, emailField, requiredText } from '@aerie/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { z } from 'zod';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** 001 §5: full name (max 40) and e-mail are required, whoever collects the card. */
export const BillingSchema = z.object({
  fullname: requiredText('Full name', EXPERT_HIRE.cardNameMax),
  email: emailField,
});

interface BillingValues {
  fullname: string;
  email: string;
}

/** The card holder's name and e-mail, the first two rows of both card forms. */
export function BillingFields<T extends BillingValues>({
  register,
  errors,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<BillingValues>;
}) {
  const registerBilling = register as unknown as UseFormRegister<BillingValues>;
  return (
    <>
      <Field label="Full name" htmlFor="card-fullname" error={errors.fullname?.message}>
        <Input
          id="card-fullname"
          autoComplete="cc-name"
          maxLength={EXPERT_HIRE.cardNameMax}
          invalid={!!errors.fullname}
          {...registerBilling('fullname')}
        />
      </Field>
      <Field label="Email" htmlFor="card-email" error={errors.email?.message}>
        <Input
          id="card-email"
          type="email"
          autoComplete="email"
          invalid={!!errors.email}
          {...registerBilling('email')}
        />
      </Field>
    </>
  );
}
