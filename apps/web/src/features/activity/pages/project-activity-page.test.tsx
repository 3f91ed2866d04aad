// @vitest-environment jsdom
import type { ActivityEntry } from '@aerie/contract';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type * as ProjectContext from '@/lib/project-context';
import { fakeNetwork } from '@/lib/testing/fake-network';
import { PROJECT_UID, showProjectPage } from '@/lib/testing/project-page';

import ProjectActivityPage from './project-activity-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const entry = (id: number, overrides: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  name: 'task.moved',
  lane: 'tasks',
  occurred_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  actor: { id: 7, name: 'Ada Lovelace', avatar: null },
  project: { id: 1, name: 'Harbour' },
  summary: `Ada Lovelace moved “Card ${id}” from Todo to Done.`,
  link: `/dashboard/project/${PROJECT_UID}/workflow`,
  ...overrides,
});

function show(address = `/project/${PROJECT_UID}/activity`) {
  return showProjectPage({
    path: '/project/:uid/activity',
    element: <ProjectActivityPage />,
    address,
  });
}

/** The project's members, as the project layout hands them down (two people to filter by). */
vi.mock('@/lib/project-context', async (original) => {
  const actual = await original<typeof ProjectContext>();
  return {
    ...actual,
    useProjectContext: () => ({
      ...actual.useProjectContext(),
      project: {
        u_id: PROJECT_UID,
        members: [
          { id: 1, profile: { id: 7, first: 'Ada', last: 'Lovelace' } },
          { id: 2, profile: { id: 8, first: 'Alan', last: 'Turing' } },
        ],
      },
    }),
  };
});

describe('the project activity page', () => {
  it('shows each entry as a link to its object, with a relative time and the exact time on hover', async () => {
    fakeNetwork(() => ({ body: { success: true, data: { entries: [entry(2)], next_before: null } } }));
    show();
    const link = await screen.findByRole('link', { name: 'Ada Lovelace moved “Card 2” from Todo to Done.' });
    expect(link.getAttribute('href')).toBe(`/dashboard/project/${PROJECT_UID}/workflow`);
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/\d{4}/);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows an entry whose object is gone as plain text, and a system entry without a person', async () => {
    fakeNetwork(() => ({
      body: {
        success: true,
        data: {
          entries: [
            entry(3, { name: 'order.paid', lane: 'stores', actor: null, summary: 'Order #1001 was paid.', link: null }),
          ],
          next_before: null,
        },
      },
    }));
    show();
    await screen.findByText('Order #1001 was paid.');
    expect(screen.queryByRole('link', { name: /Order #1001/ })).toBeNull();
  });

  it('loads older entries with “Load more”, asking for what is before the last one', async () => {
    const calls = fakeNetwork((call) =>
      call.path.includes('before=')
        ? { body: { success: true, data: { entries: [entry(1)], next_before: null } } }
        : { body: { success: true, data: { entries: [entry(3), entry(2)], next_before: 2 } } },
    );
    show();
    await screen.findByText(/“Card 2”/);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(/“Card 1”/);
    expect(calls.at(-1)!.path).toContain(`/projects/${PROJECT_UID}/activity?before=2`);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by lane and by person through the query, and says so when nothing matches', async () => {
    const calls = fakeNetwork(() => ({ body: { success: true, data: { entries: [], next_before: null } } }));
    show();
    await screen.findByText('No activity yet');
    fireEvent.change(screen.getByLabelText('Lane'), { target: { value: 'sites' } });
    fireEvent.change(screen.getByLabelText('Person'), { target: { value: '8' } });
    await screen.findByText('Nothing matches these filters');
    expect(calls.at(-1)!.path).toMatch(/lane=sites/);
    expect(calls.at(-1)!.path).toMatch(/actor=8/);
  });
});
