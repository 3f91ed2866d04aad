import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CardProviderError } from '../src/adapters/cards/card-provider.js';
import { createStripeCards } from '../src/adapters/cards/stripe-cards.js';
import { loadConfig } from '../src/config.js';
import { startFakeStripe, STRIPE_PUBLISHABLE, STRIPE_SECRET, type FakeStripe } from './support/fake-stripe.js';

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const stripe = (secretKey = STRIPE_SECRET, baseUrl = fake.baseUrl) =>
  createStripeCards({ baseUrl, secretKey, publishableKey: STRIPE_PUBLISHABLE, timeoutMs: 2000 });

describe('Stripe card adapter', () => {
  it('makes a customer and an off-session card SetupIntent for a workspace, form-encoded with the secret key', async () => {
    const { customerId } = await stripe().createCustomer({ workspaceId: 7, email: 'ws@example.com', name: 'Studio' });
    expect(customerId).toMatch(/^cus_/);
    expect(fake.seen.at(-1)).toEqual({
      method: 'POST',
      url: '/v1/customers',
      authorization: `Bearer ${STRIPE_SECRET}`,
      contentType: 'application/x-www-form-urlencoded',
      form: { email: 'ws@example.com', name: 'Studio', 'metadata[workspace_id]': '7' },
    });

    const { clientSecret } = await stripe().createSetupIntent({ workspaceId: 7, customerId });
    expect(clientSecret).toMatch(/^seti_[0-9a-f]+_secret_/);
    expect(fake.seen.at(-1)).toMatchObject({
      url: '/v1/setup_intents',
      form: {
        customer: customerId,
        usage: 'off_session',
        'payment_method_types[]': 'card',
        'metadata[workspace_id]': '7',
      },
    });
  });

  it("reads a payment method's customer, and null for an id Stripe does not know", async () => {
    const { customerId } = await stripe().createCustomer({ workspaceId: 8, email: 'a@example.com', name: 'A' });
    const { clientSecret } = await stripe().createSetupIntent({ workspaceId: 8, customerId });
    const saved = fake.confirmSetup(clientSecret);
    await expect(stripe().findPaymentMethod(saved)).resolves.toEqual({
      id: saved,
      type: 'card',
      customerId,
      last4: '4242',
    });
    expect(fake.seen.at(-1)).toMatchObject({ method: 'GET', url: `/v1/payment_methods/${saved}`, form: {} });
    const loose = fake.createLoosePaymentMethod();
    await expect(stripe().findPaymentMethod(loose)).resolves.toEqual({
      id: loose,
      type: 'card',
      customerId: null,
      last4: '4242',
    });
    await expect(stripe().findPaymentMethod('pm_never_tokenized_forged')).resolves.toBeNull();
  });

  it('charges a saved card off-session once per idempotency key, and reads a card error as a decline', async () => {
    const { customerId } = await stripe().createCustomer({ workspaceId: 9, email: 'c@example.com', name: 'C' });
    const saved = fake.confirmSetup((await stripe().createSetupIntent({ workspaceId: 9, customerId })).clientSecret);
    const charge = {
      paymentMethod: saved,
      customerId,
      amount: 480000,
      currency: 'GBP',
      idempotencyKey: 'aerie-expert-1-period-1',
      description: 'Hire an expert: 2 developers, 3 days a week',
    };
    const first = await stripe().chargeOffSession(charge);
    expect(first).toEqual({ outcome: 'succeeded', chargeId: expect.stringMatching(/^pi_/) });
    expect(fake.seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v1/payment_intents',
      idempotencyKey: 'aerie-expert-1-period-1',
      form: {
        customer: customerId,
        payment_method: saved,
        amount: '480000',
        currency: 'gbp',
        off_session: 'true',
        confirm: 'true',
      },
    });
    // A retry of the same period (a timeout, a crash) is answered with the first PaymentIntent.
    await expect(stripe().chargeOffSession(charge)).resolves.toEqual(first);
    expect(fake.charges.filter((made) => made.paymentMethod === saved)).toHaveLength(1);
    const next = await stripe().chargeOffSession({ ...charge, idempotencyKey: 'aerie-expert-1-period-2' });
    expect(next.outcome === 'succeeded' && next.chargeId).not.toBe(first.outcome === 'succeeded' && first.chargeId);

    const refusing = fake.confirmSetup(
      (await stripe().createSetupIntent({ workspaceId: 9, customerId })).clientSecret,
      '0341',
    );
    await expect(
      stripe().chargeOffSession({ ...charge, paymentMethod: refusing, idempotencyKey: 'aerie-expert-2-period-1' }),
    ).resolves.toEqual({
      outcome: 'declined',
      chargeId: expect.stringMatching(/^pi_/),
      message: 'Your card was declined.',
    });
    await expect(stripe('sk_test_wrong').chargeOffSession(charge)).rejects.toEqual(
      new CardProviderError('The card could not be charged. Please try again later.'),
    );
  });

  it('keeps a key problem and an unreachable provider to generic messages', async () => {
    await expect(stripe('sk_test_wrong').findPaymentMethod('pm_x')).rejects.toEqual(
      new CardProviderError('Your card could not be checked. Please try again later.'),
    );
    await expect(
      stripe(STRIPE_SECRET, 'http://127.0.0.1:9').createCustomer({ workspaceId: 1, email: 'a@b.co', name: 'x' }),
    ).rejects.toEqual(new CardProviderError('The card provider could not be reached. Please try again later.'));
  });
});

describe('card provider configuration', () => {
  it('defaults to the sandbox and requires both Stripe keys for Stripe', () => {
    expect(loadConfig({}).cards).toEqual({
      provider: 'sandbox',
      stripeBaseUrl: 'https://api.stripe.com',
      stripeSecretKey: '',
      stripePublishableKey: '',
    });
    expect(() => loadConfig({ CARD_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when CARD_PROVIDER=stripe[\s\S]*STRIPE_PUBLISHABLE_KEY: is required/,
    );
    expect(() =>
      loadConfig({ CARD_PROVIDER: 'stripe', STRIPE_SECRET_KEY: STRIPE_SECRET, STRIPE_PUBLISHABLE_KEY: 'sk_live_oops' }),
    ).toThrow(/STRIPE_PUBLISHABLE_KEY: must be a Stripe publishable key/);
    expect(
      loadConfig({
        CARD_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_SECRET,
        STRIPE_PUBLISHABLE_KEY: STRIPE_PUBLISHABLE,
        STRIPE_BASE_URL: `${fake.baseUrl}/`,
      }).cards,
    ).toEqual({
      provider: 'stripe',
      stripeBaseUrl: fake.baseUrl,
      stripeSecretKey: STRIPE_SECRET,
      stripePublishableKey: STRIPE_PUBLISHABLE,
    });
  });
});
