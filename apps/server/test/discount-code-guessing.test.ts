import { DISCOUNT_RULES } from '@aerie/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';

import type { Clock } from '../src/adapters/clock/clock.js';
import { insertDiscount } from './support/discount-fixtures.js';
import { insertProduct, insertStore, Shopper, STORES_URL, storeProject } from './support/store-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** At the first second of a 10-minute window, so the fixed window does not roll over during the test. */
const clock: Clock = { now: () => new Date(Date.now() + 601_000 - (Date.now() % 600_000)) };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { STORES_URL }, clock });
});
afterAll(() => t?.close());

// Issue 34's review: a refused code says whether the code exists ("We don't know the code…" or why it does not
// apply), and nothing limited the tries, so a script could list a store's codes from the cart page.
it('answers 429 after 20 refused codes from one address in 10 minutes, even for a good code; others shop on', async () => {
  const { projectId } = await storeProject(t);
  const store = await insertStore(t, projectId);
  const { variants } = await insertProduct(t, store.id, { variants: [{ price: 1000, stock: 50 }] });
  await insertDiscount(t, store.id, { code: 'SECRET10' });
  const guesser = new Shopper(t, store.domain);
  await guesser.add(variants[0]!.uuid);
  for (let guess = 0; guess < DISCOUNT_RULES.codeRefusalsPer10Minutes; guess += 1) {
    expect((await guesser.post('/cart/discount', { code: `GUESS${guess}` })).statusCode).toBe(422);
  }
  const blocked = await guesser.post('/cart/discount', { code: 'SECRET10' });
  expect(blocked.statusCode).toBe(429);
  expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  expect(blocked.body).toMatch(/Too many attempts\. Please try again in \d+ minutes?\./);
  expect((await guesser.get('/cart')).body).not.toContain('SECRET10');

  const shopper = new Shopper(t, store.domain);
  await shopper.add(variants[0]!.uuid);
  expect((await shopper.post('/cart/discount', { code: 'SECRET10' })).statusCode).toBe(303);
  expect((await shopper.get('/cart')).body).toContain('SECRET10');
});
