// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import grapesjs, { type Editor } from 'grapesjs';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeNetwork } from '@/lib/testing/fake-network';

import { keepSiteIcon } from '../editor/site-icon';
import { SiteIconControl } from './site-icon-control';

const ICON = 'http://assets.sites.localhost:8080/websites/site-1/0123456789abcdef0123456789abcdef.png';
const OTHER = 'http://assets.sites.localhost:8080/websites/site-1/fedcba9876543210fedcba9876543210.png';

let editor: Editor | undefined;
afterEach(() => {
  cleanup();
  editor?.destroy();
  vi.unstubAllGlobals();
});

/** A real (headless) GrapesJS with the draft's icon kept as the builder keeps it. */
function openSite(siteIcon?: string): Editor {
  editor = grapesjs.init({ headless: true, projectData: { pages: [{ name: 'Home', component: '<h1>Hi</h1>' }] } });
  keepSiteIcon(editor, siteIcon);
  return editor;
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'icon.png', { type: 'image/png' });

describe('SiteIconControl (docs/product.md § Site icon)', () => {
  it('uploads the chosen image and keeps it in the saved project data', { timeout: 60_000 }, async () => {
    const calls = fakeNetwork(() => ({
      body: { success: true, data: { src: ICON, type: 'png', width: 64, height: 64 } },
    }));
    const site = openSite();
    const changed = vi.fn();
    site.on('update', changed);
    render(<SiteIconControl editor={site} uuid="site-1" />);
    expect(screen.getByText(/None chosen/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    // GrapesJS settles the opened draft a tick after it starts; only the choice below counts.
    await new Promise((resolve) => setTimeout(resolve, 20));
    changed.mockClear();

    fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [png()] } });
    await waitFor(() => expect(screen.getByRole('img', { name: 'The site icon' }).getAttribute('src')).toBe(ICON));
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      expect.stringMatching(/^POST .*\/builder-api\/site\/site-1\/images$/),
    ]);
    expect(site.getProjectData().siteIcon).toBe(ICON);
    // Counted as an edit: the draft is marked unsaved and the autosave starts.
    await waitFor(() => expect(changed).toHaveBeenCalled());
  });

  it('removes the icon: the saved project data has none', { timeout: 60_000 }, () => {
    const site = openSite(ICON);
    render(<SiteIconControl editor={site} uuid="site-1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('img', { name: 'The site icon' })).toBeNull();
    expect(site.getProjectData().siteIcon).toBeUndefined();
  });

  it('follows a draft loaded into the editor (a restored revision)', { timeout: 60_000 }, async () => {
    const site = openSite(ICON);
    render(<SiteIconControl editor={site} uuid="site-1" />);
    site.loadProjectData({ pages: [{ name: 'Home', component: '<h1>Hi</h1>' }], siteIcon: OTHER });
    await waitFor(() => expect(screen.getByRole('img', { name: 'The site icon' }).getAttribute('src')).toBe(OTHER));
    expect(site.getProjectData().siteIcon).toBe(OTHER);
  });

  it('refuses a file of another type before uploading', { timeout: 60_000 }, () => {
    const calls = fakeNetwork(() => ({ body: {} }));
    const site = openSite();
    render(<SiteIconControl editor={site} uuid="site-1" />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(screen.getByLabelText('Choose image'), { target: { files: [text] } });
    expect(screen.getByRole('alert').textContent).toBeTruthy();
    expect(calls).toEqual([]);
    expect(site.getProjectData().siteIcon).toBeUndefined();
  });
});
