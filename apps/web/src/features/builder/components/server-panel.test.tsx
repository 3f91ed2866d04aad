// @vitest-environment jsdom
import type { SiteServer, Website } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import type { BuilderContext } from './builder-editor';
import { ServerPanel } from './server-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const UUID = '3f2c9a4e-1b2c-4d5e-8f90-123456789abc';
const PATH = `/builder-api/site/${UUID}/server`;
const WEBSITE = { uuid: UUID, published_at: '2026-11-20T10:00:00.000Z' } as Website;
const NONE: SiteServer = {
  target: null,
  releases: [],
  hosts: [],
  servers: [
    { id: 4, name: 'Quay' },
    { id: 5, name: 'Pier' },
  ],
  is_published: true,
};
const LIVE: SiteServer = {
  ...NONE,
  target: {
    server_id: 5,
    server_name: 'Pier',
    deploy_path: '/var/www/harbour',
    keep_releases: 5,
    live_release: '3-bbbb',
    state: 'live',
    error: null,
    released_at: '2026-11-20T10:01:00.000Z',
  },
  releases: [
    { name: '3-bbbb', revision: 3, created_at: '2026-11-20T10:01:00.000Z', is_live: true },
    { name: '2-aaaa', revision: 2, created_at: '2026-11-19T10:01:00.000Z', is_live: false },
  ],
  hosts: ['www.harbour.example'],
};

function show(answer: Parameters<typeof fakeNetwork>[0]) {
  const calls = fakeNetwork(answer);
  const onPublish = vi.fn();
  render(
    withQueryClient(
      <MemoryRouter>
        <ServerPanel context={{ website: WEBSITE } as unknown as BuilderContext} onPublish={onPublish} />
      </MemoryRouter>,
    ),
  );
  return { calls, onPublish };
}

describe('ServerPanel', () => {
  it('chooses a server and a folder, and shows the folder refused on its field', async () => {
    const { calls } = show((call) =>
      call.method === 'PUT'
        ? {
            status: 400,
            body: {
              success: false,
              message: 'Invalid input',
              errors: { deploy_path: ['Folder must be an absolute path such as /var/www/site'] },
            },
          }
        : { body: { success: true, data: NONE } },
    );
    const server = (await screen.findByLabelText('Server')) as HTMLSelectElement;
    expect(server.value).toBe('4');
    fireEvent.change(server, { target: { value: '5' } });
    fireEvent.change(screen.getByLabelText('Folder on the server'), { target: { value: 'www' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Publish to this server' })));
    expect(await screen.findByText('Folder must be an absolute path such as /var/www/site')).toBeTruthy();
    expect(screen.getByLabelText('Folder on the server').getAttribute('aria-invalid')).toBe('true');
    expect(calls.at(-1)).toEqual({ method: 'PUT', path: PATH, body: { server_id: 5, deploy_path: 'www' } });
  });

  it('shows the live release, the domain it is served under, and rolls back to an older release', async () => {
    const { calls, onPublish } = show((call) =>
      call.method === 'POST'
        ? {
            body: {
              success: true,
              message: 'Rolling back.',
              data: { ...LIVE, target: { ...LIVE.target!, state: 'queued' } },
            },
          }
        : { body: { success: true, data: LIVE } },
    );
    expect(await screen.findByText('On the server: release 3-bbbb')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'www.harbour.example' }).getAttribute('href')).toBe(
      'https://www.harbour.example/',
    );
    const releases = screen.getByRole('region', { name: 'Releases on the server' });
    expect(within(releases).getByText('Live')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Publish and upload' }));
    expect(onPublish).toHaveBeenCalledOnce();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Roll back to release 2-aaaa' })));
    expect(await screen.findByText('Waiting to upload…')).toBeTruthy();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: `${PATH}/rollback`, body: { release: '2-aaaa' } });
  });

  it('says why the last upload failed, and where to point a domain when none serves the site', async () => {
    show(() => ({
      body: {
        success: true,
        data: {
          ...LIVE,
          hosts: [],
          target: { ...LIVE.target!, state: 'failed', error: 'Could not unpack the site on the server (exit code 2).' },
        },
      },
    }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not unpack the site on the server (exit code 2).',
    );
    expect(screen.getByRole('link', { name: 'Point a domain at this site on the Domains page' })).toBeTruthy();
  });
});
