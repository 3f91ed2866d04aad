// @vitest-environment jsdom
import type { WebsitePublish, WebsiteRevision } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient, type FakeCall } from '@/lib/testing/fake-network';

import { RevisionsModal } from './revisions-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = '3f2c9a4e-1b2c-4d5e-8f90-123456789abc';
const NORA = { id: 3, first: 'Nora', last: 'Field' };
const REVISIONS: WebsiteRevision[] = [
  { revision: 5, saved_at: '2026-11-27T14:32:00.000Z', saved_by: NORA, name: null, published: false },
  { revision: 4, saved_at: '2026-11-27T09:05:00.000Z', saved_by: NORA, name: 'Before the redesign', published: true },
];
const PUBLISHES: WebsitePublish[] = [
  {
    id: 12,
    revision: 4,
    published_at: '2026-11-27T09:06:00.000Z',
    published_by: NORA,
    live: true,
    restorable_as_draft: true,
  },
  {
    id: 9,
    revision: 2,
    published_at: '2026-11-20T10:00:00.000Z',
    published_by: null,
    live: false,
    restorable_as_draft: false,
  },
];
const inLocale = (iso: string) =>
  new Intl.DateTimeFormat(navigator.language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

function show(answer: (call: FakeCall) => { status?: number; body: unknown } | undefined = () => undefined) {
  const calls = fakeNetwork((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.path.endsWith(`/site/${UUID}/revisions`)) return { body: { success: true, data: REVISIONS } };
    if (call.path.endsWith(`/site/${UUID}/publishes`)) return { body: { success: true, data: PUBLISHES } };
    return { status: 500, body: { success: false, message: `Unexpected ${call.method} ${call.path}` } };
  });
  const onRestored = vi.fn();
  const onWentLive = vi.fn();
  render(
    withQueryClient(
      <RevisionsModal
        uuid={UUID}
        revision={5}
        canRestore
        open
        onOpenChange={() => {}}
        onRestored={onRestored}
        onWentLive={onWentLive}
      />,
    ),
  );
  return { calls, onRestored, onWentLive };
}

describe('RevisionsModal: revisions', () => {
  it('shows each revision with its date and time in the user’s locale, its author and its name', async () => {
    show();
    const items = await screen.findAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Revision 5');
    expect(items[0]!.textContent).toContain(`${inLocale(REVISIONS[0]!.saved_at)} · Nora Field`);
    expect(items[1]!.textContent).toContain('Before the redesign');
    expect(items[1]!.textContent).toContain('Revision 4');
    expect(items[1]!.textContent).toContain('Live');
  });

  it('names a revision, and shows the server’s message on the field when it refuses', async () => {
    let refuse = true;
    const { calls } = show((call) => {
      if (!call.path.endsWith('/revisions/5/name')) return undefined;
      if (refuse) {
        refuse = false;
        return {
          status: 400,
          body: {
            success: false,
            error: 'validation_failed',
            message: 'Invalid',
            errors: { name: ['Name must be text'] },
          },
        };
      }
      return { body: { success: true, message: 'Revision named.', data: { ...REVISIONS[0], name: 'Launch day' } } };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Name revision 5' }));
    const field = screen.getByLabelText('Name of revision 5');
    fireEvent.change(field, { target: { value: 'Launch day' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Name must be text');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await vi.waitFor(() => expect(screen.queryByLabelText('Name of revision 5')).toBeNull());
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { name: 'Launch day' },
      { name: 'Launch day' },
    ]);
  });

  it('opens the preview in a new tab at the address the server gives', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    vi.stubGlobal(
      'open',
      vi.fn(() => tab),
    );
    const url = 'http://preview.sites.localhost:8080/revision/abc.def/';
    show((call) =>
      call.path.endsWith('/revisions/4/preview') ? { body: { success: true, data: { url } } } : undefined,
    );
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Preview revision 4' })));
    await vi.waitFor(() => expect(tab.location.href).toBe(url));
    expect(tab.opener).toBeNull();
  });
});

describe('RevisionsModal: publishes', () => {
  it('lists who published which revision and when, the live one marked, restorable as draft or live', async () => {
    const { calls, onWentLive, onRestored } = show((call) => {
      if (call.path.endsWith('/publishes/9/restore-live'))
        return { body: { success: true, message: 'That publish is live again.', data: { uuid: UUID } } };
      if (call.path.endsWith('/publishes/12/restore-draft'))
        return { body: { success: true, message: 'Restored.', data: { revision: 6 } } };
      return undefined;
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Publishes' }));
    const items = await screen.findAllByRole('listitem');
    expect(items[0]!.textContent).toContain(`Revision 4Live`);
    expect(items[0]!.textContent).toContain(`Published ${inLocale(PUBLISHES[0]!.published_at)} by Nora Field`);
    const live = within(items[0]!);
    expect(live.getByRole('button', { name: 'Restore as live' }).hasAttribute('disabled')).toBe(true);
    const older = within(items[1]!);
    expect(older.getByRole('button', { name: 'Restore as draft' }).hasAttribute('disabled')).toBe(true);

    await act(async () => fireEvent.click(older.getByRole('button', { name: 'Restore as live' })));
    expect((await screen.findByText('The live site is revision 2 again.')).getAttribute('role')).toBe('status');
    expect(onWentLive).toHaveBeenCalledWith({ uuid: UUID });

    await act(async () => fireEvent.click(live.getByRole('button', { name: 'Restore as draft' })));
    await vi.waitFor(() => expect(onRestored).toHaveBeenCalledWith({ revision: 6 }));
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => [call.path.split('/site/')[1], call.body]),
    ).toEqual([
      [`${UUID}/publishes/9/restore-live`, undefined],
      [`${UUID}/publishes/12/restore-draft`, { revision: 5 }],
    ]);
  });
});
