// @vitest-environment jsdom
import { HOST_PREFIX, type Product, type StoreSettings } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { configureApiClient } from '@/lib/api-client';
import { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';

import { endSellerSession, readSellerToken } from '../seller-session';
import { ProductEditorPage } from './product-editor-page';

const API = HOST_PREFIX.store;
const UUID = '11111111-2222-4333-8444-555555555555';

beforeAll(() =>
  configureApiClient({ hostBase: { store: API }, readToken: readSellerToken, onUnauthorized: endSellerSession }),
);
beforeEach(() => {
  // jsdom has no object URLs: the previews only need a distinct address per file.
  let next = 0;
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:preview-${++next}`, revokeObjectURL: () => {} }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const store = {
  uuid: 'store-uuid',
  name: 'Mugs',
  domain: 'mugs',
  url: 'http://mugs.stores.test',
  status: 1,
  currency: 'USD',
  shipping_rate: 0,
  colors: { primary: '#1e3a5f', accent: '#0f766e' },
  fonts: { heading: 'system-sans', body: 'system-sans' },
  theme: 'blank',
  font_choices: [{ id: 'system-sans', label: 'System sans' }],
  logo_url: null,
} satisfies StoreSettings;

const saved = (status: Product['status']): Product => ({
  uuid: UUID,
  name: 'Blue Mug',
  slug: 'blue-mug',
  description: '',
  status,
  currency: 'USD',
  variants: [{ uuid: 'v1', name: 'Default', sku: null, price: 1250, stock: 0, held: 0 }],
  images: [],
  created_at: '2026-11-29T00:00:00.000Z',
  updated_at: '2026-11-29T00:00:00.000Z',
});

/** The seller's store, the product once created, and `refuseImage` answered 400 for that file's upload. */
function network(refuseImage?: string) {
  let uploads = 0;
  return fakeNetwork((call) => {
    if (call.path === `${API}/seller/me`) return { body: { success: true, data: { seller: {}, store } } };
    if (call.method === 'POST' && call.path === `${API}/seller/products`) {
      const status = (call.body as { status: Product['status'] }).status;
      return { body: { success: true, data: saved(status) } };
    }
    if (call.method === 'POST' && call.path === `${API}/seller/products/${UUID}/images`) {
      uploads += 1;
      if (refuseImage && uploads === 2)
        return {
          status: 400,
          body: { success: false, code: 'validation_failed', message: 'Images must be PNG, JPEG or WebP.' },
        };
      return { body: { success: true, data: saved('draft') } };
    }
    return { body: { success: true, data: saved('draft') } };
  });
}

function showNewProduct() {
  const router = createMemoryRouter(
    [
      { path: '/admin/products/new', element: <ProductEditorPage /> },
      { path: '/admin/products/:uuid', element: <ProductEditorPage /> },
    ],
    { initialEntries: ['/admin/products/new'] },
  );
  render(withQueryClient(<RouterProvider router={router} />));
  return router;
}

const png = (name: string) => new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

async function fillAndPick(files: File[]) {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Blue Mug' } });
  fireEvent.change(screen.getByLabelText('Price'), { target: { value: '12.50' } });
  fireEvent.change(screen.getByLabelText('Choose images'), { target: { files } });
}

describe('a new product’s editor', () => {
  it('takes images before the first save, above the actions, and uploads them right after creating the product', async () => {
    const calls = network();
    const router = showNewProduct();
    await fillAndPick([png('front.png'), png('back.png')]);
    expect(await screen.findByRole('button', { name: 'Remove front.png' })).toBeTruthy();
    expect([...document.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'blob:preview-1',
      'blob:preview-2',
    ]);
    // The images come before the Create button in the page, not after it.
    const images = screen.getByText('Images');
    const create = screen.getByRole('button', { name: 'Create product' });
    expect(images.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove back.png' }));
    fireEvent.change(screen.getByLabelText('Choose images'), { target: { files: [png('side.png')] } });
    await act(async () => fireEvent.click(create));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/products/${UUID}`));

    const writes = calls.filter((call) => call.method === 'POST');
    expect(writes.map((call) => call.path)).toEqual([
      `${API}/seller/products`,
      `${API}/seller/products/${UUID}/images`,
      `${API}/seller/products/${UUID}/images`,
    ]);
    expect(writes[0]!.body).toMatchObject({ name: 'Blue Mug', status: 'draft', variants: [{ price: 1250 }] });
    expect(writes.slice(1).map((call) => (call.body as { image: string }).image)).toEqual([
      'data:image/png;base64,iVBORw==',
      'data:image/png;base64,iVBORw==',
    ]);
    expect(await screen.findByText('The product has been created.')).toBeTruthy();
  });

  it('says which image the server refused, on the saved product’s page', async () => {
    network('second');
    showNewProduct();
    await fillAndPick([png('front.png'), png('broken.png')]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create product' })));
    expect(
      await screen.findByText(
        /The product was created, but an image was not\s+uploaded: broken.png: Images must be PNG/,
      ),
    ).toBeTruthy();
  });

  it('refuses a picked file of the wrong type before any upload', async () => {
    const calls = network();
    showNewProduct();
    await fillAndPick([new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })]);
    expect(await screen.findByText('Images must be PNG, JPEG or WebP.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove logo.svg' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toEqual<FakeCall[]>([]);
  });

  it('makes Draft and Active two plain choices; Active is sent as chosen', async () => {
    const calls = network();
    showNewProduct();
    await fillAndPick([]);
    const draft = screen.getByRole('radio', { name: /^Draft/ }) as HTMLInputElement;
    expect(draft.checked).toBe(true);
    expect(screen.getByText('Hidden from your store until you set it Active.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Active/ }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create product' })));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ status: 'active' });
  });
});
