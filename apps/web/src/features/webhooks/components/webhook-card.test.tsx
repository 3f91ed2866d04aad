// @vitest-environment jsdom
import type { Webhook, WebhookDelivery } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { WebhookCard } from './webhook-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const WEBHOOK: Webhook = {
  id: 4,
  project_id: 1,
  url: 'https://hooks.example.com/aerie',
  events: ['task.moved'],
  format: 'aerie',
  active: true,
  created_at: '2026-11-30T10:00:00.000Z',
  updated_at: '2026-11-30T10:00:00.000Z',
  last_delivery: null,
};

const DELIVERY: WebhookDelivery = {
  id: 9,
  uuid: '0b7c6f1e-8a51-4d7e-9a3f-2f6d1c0e5a11',
  event: 'webhook.test',
  event_id: null,
  status: 'succeeded',
  created_at: '2026-11-30T10:01:00.000Z',
  next_attempt_at: null,
  body: '{"event":"webhook.test"}',
  attempts: [],
};

const REFUSED = 'Too many attempts. Please try again in 1 minute.';

describe('WebhookCard', () => {
  it('says a test event was queued and opens the delivery log to show it', async () => {
    fakeNetwork((call) =>
      call.path.endsWith('/test')
        ? { body: { success: true, message: 'Test event queued.', data: DELIVERY } }
        : {
            body: { success: true, data: { data: [DELIVERY], current_page: 1, per_page: 20, total: 1, last_page: 1 } },
          },
    );
    render(
      withQueryClient(
        <WebhookCard projectUid="p1" webhook={WEBHOOK} onEdit={vi.fn()} onShowSecret={vi.fn()} onDelete={vi.fn()} />,
      ),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send test' })));
    expect((await screen.findByRole('status')).textContent).toBe('Test event queued.');
    expect(await screen.findByRole('region', { name: 'Delivery log' })).toBeTruthy();
  });

  it('shows one answer at a time: a refused send replaces the redelivery queued before it', async () => {
    fakeNetwork((call) => {
      if (call.path.endsWith('/redeliver')) return { body: { success: true, message: 'Redelivery queued.' } };
      if (call.path.endsWith('/test')) return { status: 429, body: { success: false, message: REFUSED } };
      return {
        body: { success: true, data: { data: [DELIVERY], current_page: 1, per_page: 20, total: 1, last_page: 1 } },
      };
    });
    render(
      withQueryClient(
        <WebhookCard projectUid="p1" webhook={WEBHOOK} onEdit={vi.fn()} onShowSecret={vi.fn()} onDelete={vi.fn()} />,
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show delivery log' }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Redeliver' })));
    expect((await screen.findByRole('status')).textContent).toBe('Redelivery queued.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send test' })));
    expect((await screen.findByRole('alert')).textContent).toBe(REFUSED);
    expect(screen.queryByText('Redelivery queued.')).toBeNull();
  });
});
