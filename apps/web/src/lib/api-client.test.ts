// @vitest-environment jsdom
import { getSellerRoute, listCategoriesRoute } from '@aerie/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The client keeps its session in the module: each test loads a fresh copy. */
const loadClient = () => import('./api-client');

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, authorization: (init.headers as Record<string, string>).authorization };
};

beforeEach(() => {
  vi.resetModules();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'token=platform-token; Path=/';
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'token=; Max-Age=0; Path=/';
});

describe('the API client', () => {
  it('calls the app’s hosts with the platform’s session by default', async () => {
    const { callApi } = await loadClient();
    answer(200, { success: true, data: [] });
    await callApi(listCategoriesRoute);
    // The spec's path (/api/categories) under the API host's prefix.
    expect(lastCall()).toEqual({ url: '/api/api/categories', authorization: 'Bearer platform-token' });
  });

  it('as the seller admin: the store host on its own origin, the seller’s token, and a 401 ends that session', async () => {
    const { callApi, configureApiClient, ApiError } = await loadClient();
    const onUnauthorized = vi.fn();
    configureApiClient({ hostBase: { store: '/store-api' }, readToken: () => 'seller-token', onUnauthorized });

    answer(200, { success: true, data: {} });
    await callApi(getSellerRoute);
    expect(lastCall()).toEqual({ url: '/store-api/seller/me', authorization: 'Bearer seller-token' });

    answer(401, { success: false, message: 'Unauthenticated.', error: 'unauthenticated' });
    const refusal = await callApi(getSellerRoute).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as InstanceType<typeof ApiError>).message).toBe('Unauthenticated.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a session it never had: a 401 without a token is only an error', async () => {
    const { callApi, configureApiClient } = await loadClient();
    const onUnauthorized = vi.fn();
    configureApiClient({ readToken: () => null, onUnauthorized });
    answer(401, { success: false, message: 'Unauthenticated.' });
    await expect(callApi(getSellerRoute)).rejects.toThrow('Unauthenticated.');
    expect(lastCall().authorization).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
