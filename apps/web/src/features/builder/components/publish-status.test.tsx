// @vitest-environment jsdom
import type { WebsiteChanges } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aWebsite } from '@/lib/testing/a-website';
import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { initialSaveState, type SaveState } from '../save-state';
import type { BuilderContext } from './builder-editor';
import { PublishChanges } from './publish-changes';
import { PublishStatus } from './publish-status';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SITE = aWebsite();

const changes = (overrides: Partial<WebsiteChanges>): WebsiteChanges => ({
  status: 'published',
  revision: 4,
  published_revision: 4,
  published_at: SITE.published_at,
  comparable: true,
  pages: [],
  site_styles_changed: false,
  ...overrides,
});

/** The status and the changes list as the right panel shows them; `save` stands in for an autosave. */
function show(answers: WebsiteChanges[], initial: Partial<SaveState> = {}) {
  let answered = 0;
  const calls = fakeNetwork((call) => {
    if (call.path.endsWith(`/site/${SITE.uuid}/changes`)) {
      const data = answers[Math.min(answered, answers.length - 1)];
      answered += 1;
      return { body: { success: true, data } };
    }
    return { status: 500, body: { success: false, message: `Unexpected ${call.method} ${call.path}` } };
  });
  function Harness() {
    const [state, setState] = useState<SaveState>({ ...initialSaveState(4), ...initial });
    const context = { website: SITE, saver: { state } } as unknown as BuilderContext;
    return (
      <>
        <PublishStatus context={context} />
        <PublishChanges context={context} />
        <button type="button" onClick={() => setState({ ...initialSaveState(state.revision + 1) })}>
          autosave
        </button>
      </>
    );
  }
  render(withQueryClient(<Harness />));
  return calls;
}

describe('PublishStatus', () => {
  it('says a new site is not published yet', async () => {
    show([changes({ status: 'not_published', published_revision: null, published_at: null, comparable: false })]);
    expect((await screen.findByRole('status')).textContent).toBe('Not published yet');
  });

  it('says Published, then Unpublished changes after an autosave, with the changes listed, without a reload', async () => {
    const calls = show([
      changes({}),
      changes({
        status: 'unpublished_changes',
        revision: 5,
        pages: [
          { change: 'renamed', name: 'Our menu', previous_name: 'Menu' },
          { change: 'edited', name: 'Home', previous_name: null },
          { change: 'added', name: 'Catering', previous_name: null },
          { change: 'removed', name: 'Old news', previous_name: null },
        ],
        site_styles_changed: true,
      }),
    ]);
    expect((await screen.findByRole('status')).textContent).toBe('Published');
    expect(screen.getByText(/^Last published \S/)).toBeTruthy();
    expect(screen.getByText('The live site is the saved draft: nothing to publish.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'autosave' })));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Unpublished changes'));
    const list = screen.getByRole('list', { name: 'Changes since the last publish' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Page “Menu” renamed to “Our menu”',
      'Page “Home” edited',
      'Page “Catering” added',
      'Page “Old news” removed',
      'Site-wide styles changed',
    ]);
    expect(calls.filter((call) => call.path.endsWith('/changes'))).toHaveLength(2);
  });

  it('counts edits not saved yet as unpublished changes of a published site', async () => {
    show([changes({})], { status: 'dirty' });
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toContain('Unpublished changes'));
  });
});
