// @vitest-environment jsdom
import { HOST_PREFIX, type TaxShipping } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/lib/api-client';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { TaxShippingPage } from './tax-shipping-page';

beforeAll(() => configureApiClient({ hostBase: { store: HOST_PREFIX.store }, readToken: () => 'seller-session' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DOCUMENT: TaxShipping = {
  currency: 'GBP',
  flat_shipping_rate: 500,
  tax: {
    prices_include_tax: true,
    tax_name: 'VAT',
    tax_shipping: true,
    rates: [{ country: 'GB', region: '', rate: '20' }],
  },
  zones: [
    {
      uuid: '11111111-1111-4111-8111-111111111111',
      name: 'Europe',
      countries: ['DE', 'FR'],
      rates: [{ uuid: '22222222-2222-4222-8222-222222222222', name: 'Standard', amount: 900, free_above: 10000 }],
    },
  ],
};

describe('the Tax & shipping page', () => {
  it('shows the rates as typed text and the zones in major units, and sends amounts in minor units', async () => {
    const calls = fakeNetwork((call) =>
      call.method === 'GET'
        ? { body: { success: true, data: DOCUMENT } }
        : { body: { success: true, message: 'The zone Europe has been saved.', data: DOCUMENT } },
    );
    render(withQueryClient(<TaxShippingPage />));
    expect(await screen.findByDisplayValue('20')).toBeTruthy();
    expect(screen.getByLabelText('My prices include tax (EU, UK style)')).toHaveProperty('checked', true);
    expect(screen.getByDisplayValue('DE, FR')).toBeTruthy();
    expect(screen.getByText('Germany, France')).toBeTruthy();
    fireEvent.change(screen.getByDisplayValue('9.00'), { target: { value: '7.50' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save zone' })));
    expect(calls.at(-1)).toEqual({
      method: 'PUT',
      path: `${HOST_PREFIX.store}/seller/tax-shipping/zones/${DOCUMENT.zones[0]!.uuid}`,
      body: { name: 'Europe', countries: ['DE', 'FR'], rates: [{ name: 'Standard', amount: 750, free_above: 10000 }] },
    });
  });

  it("puts the server's field errors beside the fields: a rate over 100%, an overlapping country", async () => {
    fakeNetwork((call) => {
      if (call.method === 'GET') return { body: { success: true, data: DOCUMENT } };
      const [field, message] = call.path.endsWith('/tax')
        ? ['rates.0.rate', 'Rate must be at most 100%']
        : ['countries', 'France is already in the zone “Europe”: a country ships from one zone'];
      return {
        status: 400,
        body: { success: false, error: 'validation_failed', message, errors: { [field]: [message] } },
      };
    });
    render(withQueryClient(<TaxShippingPage />));
    fireEvent.change(await screen.findByDisplayValue('20'), { target: { value: '101' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save tax settings' })));
    expect(await screen.findByText('Rate must be at most 100%')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a zone' })));
    fireEvent.change(screen.getByLabelText('Zone name', { selector: '#zone-new-name' }), {
      target: { value: 'France' },
    });
    fireEvent.change(screen.getByLabelText('Countries', { selector: '#zone-new-countries' }), {
      target: { value: 'fr' },
    });
    fireEvent.change(screen.getByLabelText('Price', { selector: '#zone-new-rate-0-amount' }), {
      target: { value: '5' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add zone' })));
    expect(
      await screen.findByText('France is already in the zone “Europe”: a country ships from one zone'),
    ).toBeTruthy();
  });
});
