import { EXPERT_HIRE } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Spinner } from '@/components/ui/spinner';

import { useStripeCard } from '../use-stripe-card';
import { BillingFields, BillingSchema } from './billing-fields';
import type { CardFormProps } from './card-form-props';

type FormValues = z.output<typeof BillingSchema>;

/**
 * The card form when the card provider is Stripe: name and e-mail are ours, the card field is Stripe
 * Elements' iframe, so the card number goes from the browser to Stripe and never to our server.
 */
export function StripeCardForm({
  formId,
  hire,
  hireExpert,
  onHired,
  setup,
}: CardFormProps & { setup: { publishable_key: string; client_secret: string } }) {
  const form = useForm<FormValues>({
    resolver: zodResolver(BillingSchema),
    defaultValues: { fullname: '', email: '' },
  });
  const stripeCard = useStripeCard(setup);

  const onSubmit = form.handleSubmit((values) => {
    hireExpert.mutate(
      {
        source: {
          kind: 'stripe',
          createPaymentMethod: () => stripeCard.confirm({ name: values.fullname, email: values.email }),
        },
        hire: { ...hire, fullname: values.fullname, email: values.email, country: EXPERT_HIRE.country },
      },
      { onSuccess: ({ data }) => onHired(data) },
    );
  });

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <BillingFields control={form.control} />
      <div className="flex flex-col gap-1.5">
        {/* Stripe's iframe labels its own inputs; this names the group for everyone else. */}
        <span id="card-element-label" className="text-sm font-medium text-zinc-800">
          Card
        </span>
        <div
          ref={stripeCard.mountRef}
          role="group"
          aria-labelledby="card-element-label"
          className="min-h-10 rounded-lg border border-zinc-300 bg-white px-3 py-2.5"
        />
        {stripeCard.state === 'loading' && (
          <p className="flex items-center gap-2 text-xs text-zinc-500">
            <Spinner className="size-3" /> Loading the secure card form…
          </p>
        )}
      </div>
      {stripeCard.state === 'failed' && (
        <Banner tone="error">The secure card form could not be loaded. Check your connection and try again.</Banner>
      )}
    </form>
  );
}
