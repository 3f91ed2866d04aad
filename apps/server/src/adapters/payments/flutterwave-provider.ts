import { toMajorUnits, toMinorUnits } from '@aerie/contract';

import {
  constantTimeEqual,
  PaymentProviderError,
  type PaymentProvider,
  type VerifiedCharge,
} from './payment-provider.js';

export interface FlutterwaveOptions {
  baseUrl: string;
  secretKey: string;
  webhookHash: string;
  /** Request timeout; the provider is someone else's server. */
  timeoutMs?: number;
}

interface FlutterwaveEnvelope<T> {
  status: 'success' | 'error';
  message: string;
  data: T | null;
}

const STATUSES = new Set(['successful', 'failed', 'cancelled']);

/**
 * Flutterwave Standard v3: `POST /v3/payments` answers a hosted link; `GET /v3/transactions/{id}/verify`
 * (or `/verify_by_reference?tx_ref=` when only our reference is known) is the truth about a charge; webhooks carry the dashboard's secret hash in `verif-hash`.
 */
export function createFlutterwaveProvider(options: FlutterwaveOptions): PaymentProvider {
  const { baseUrl, secretKey, webhookHash, timeoutMs = 15_000 } = options;

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`The payment provider could not be reached: ${(error as Error).message}`);
    }
    const payload = (await response.json().catch(() => null)) as FlutterwaveEnvelope<T> | null;
    return { response, payload };
  }

  /** Both verify endpoints answer one transaction in the same shape. */
  async function verifyAt(path: string): Promise<VerifiedCharge | null> {
    const { response, payload } = await call<{
      id: number;
      tx_ref: string;
      status: string;
      amount: number;
      currency: string;
      processor_response?: string;
    }>('GET', path);
    // Flutterwave answers an unknown id or reference with 400 / 404 and status 'error'.
    if (response.status === 400 || response.status === 404) return null;
    const data = payload?.data;
    if (!response.ok || payload?.status !== 'success' || !data) {
      throw new PaymentProviderError(payload?.message ?? `The payment provider answered ${response.status}`);
    }
    return {
      id: String(data.id),
      status: STATUSES.has(data.status) ? (data.status as VerifiedCharge['status']) : 'pending',
      txRef: data.tx_ref,
      // Flutterwave speaks major units as a decimal (12.5 USD, 1250 JPY, 1.25 KWD); the port speaks minor units.
      amount: toMinorUnits(data.amount, data.currency),
      currency: data.currency,
      reason: data.status === 'successful' ? null : (data.processor_response ?? null),
    };
  }

  return {
    name: 'flutterwave',

    async createCheckout(request) {
      const { response, payload } = await call<{ link: string }>('POST', '/v3/payments', {
        tx_ref: request.reference,
        amount: toMajorUnits(request.amount, request.currency),
        currency: request.currency,
        redirect_url: request.redirectUrl,
        customer: { email: request.customer.email, name: request.customer.name },
        customizations: { title: request.title },
      });
      const link = payload?.data?.link;
      if (!response.ok || payload?.status !== 'success' || !link) {
        throw new PaymentProviderError(payload?.message ?? `The payment provider answered ${response.status}`);
      }
      return { link };
    },

    async verify(transactionId) {
      return verifyAt(`/v3/transactions/${encodeURIComponent(transactionId)}/verify`);
    },

    async verifyByReference(reference) {
      return verifyAt(`/v3/transactions/verify_by_reference?${new URLSearchParams({ tx_ref: reference })}`);
    },

    isAuthenticWebhook(headers) {
      const given = headers['verif-hash'];
      return typeof given === 'string' && constantTimeEqual(given, webhookHash);
    },
  };
}
