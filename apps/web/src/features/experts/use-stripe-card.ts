import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { useEffect, useRef, useState } from 'react';

/**
 * Stripe Elements' card field, for the card modal when the server's card provider is Stripe. Stripe.js is
 * loaded only then (a dynamic import of the loader, which adds Stripe's script on first use), so the
 * sandbox default never contacts Stripe. The card is typed into Stripe's own iframe and goes to Stripe;
 * `confirm` saves it to the workspace's customer through the SetupIntent the server opened and answers
 * the new payment method's id, the only thing our server sees.
 */
export function useStripeCard(setup: { publishable_key: string; client_secret: string }) {
  const mountRef = useRef<HTMLDivElement>(null);
  const stripeRef = useRef<{ stripe: Stripe; card: StripeCardElement } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js/pure');
      const stripe = await loadStripe(setup.publishable_key);
      if (cancelled || !stripe || !mountRef.current) return;
      const card = stripe.elements().create('card', { hidePostalCode: true });
      card.mount(mountRef.current);
      stripeRef.current = { stripe, card };
      setState('ready');
    })().catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
      stripeRef.current?.card.destroy();
      stripeRef.current = null;
    };
  }, [setup.publishable_key]);

  async function confirm(billing: { name: string; email: string }): Promise<string> {
    const current = stripeRef.current;
    if (!current) throw new Error('The card form is still loading. Please try again.');
    const result = await current.stripe.confirmCardSetup(setup.client_secret, {
      payment_method: { card: current.card, billing_details: billing },
    });
    // A decline or a typo: Stripe's own message is what the person reads.
    if (result.error) throw new Error(result.error.message ?? 'Your card could not be saved.');
    const paymentMethod = result.setupIntent.payment_method;
    if (!paymentMethod) throw new Error('Your card could not be saved.');
    return typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id;
  }

  return { mountRef, state, confirm };
}
