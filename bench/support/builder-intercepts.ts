// Answers the calls the builder page makes, inside the browser (Playwright `page.route`), so the editor
// can be opened and measured without a database or the builder host's handlers: the signed-in user, the
// project, the site's draft, and saves (each answering the next revision).
import type { Page, Route } from '@playwright/test';

import { BLOCKS, type Block } from '@aerie/blocks';

export const SITE_UUID = '3f2b8c1e-6a4d-4e2f-9b7a-1c2d3e4f5a6b';
export const PROJECT_UID = 'bench01';

export function catalogue(): readonly Block[] {
  return BLOCKS;
}

/** A one-page draft of `count` sections cycling through the catalogue, in the form GrapesJS accepts. */
export function projectDataWithSections(count: number, assetsOrigin: string) {
  const blocks = catalogue();
  const chosen = Array.from({ length: count }, (_, index) => blocks[index % blocks.length]!);
  const css = [...new Set(chosen.map((block) => block.css))].join('\n');
  const html = chosen.map((block) => block.html.split('{{ASSETS}}').join(assetsOrigin)).join('\n');
  return {
    pages: [
      { id: 'home', name: 'Home', title: 'Home', description: 'Welcome', keywords: '', component: html, styles: css },
      {
        id: 'about',
        name: 'About',
        title: 'About us',
        description: '',
        keywords: '',
        component: chosen
          .slice(0, 2)
          .map((block) => block.html)
          .join(''),
      },
    ],
  };
}

export function website(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    uuid: SITE_UUID,
    name: 'Bench site',
    subdomain: 'bench-site',
    custom_domain: null,
    pending_domain: null,
    url: null,
    site_address: 'http://bench-site.sites.localhost:8080/',
    template: 'agency',
    plan: 'free',
    published_at: null,
    project_uid: PROJECT_UID,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...overrides,
  };
}

const CURRENT_USER = {
  user_id: 1,
  first: 'Ada',
  last: 'Lovelace',
  email: 'ada@example.com',
  phone: '',
  account_type: 'individual',
  is_verify: 1,
  is_active: 1,
  avatar: null,
  country: null,
  state: null,
  city: null,
  business: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

export interface InterceptState {
  revision: number;
  saves: unknown[];
  /** Answer the next save with 409, as the server does when another tab saved first. */
  conflictNext: boolean;
  uploads: number;
}

export async function interceptBuilderApi(page: Page, projectData: unknown, site = website()): Promise<InterceptState> {
  const state: InterceptState = { revision: 1, saves: [], conflictNext: false, uploads: 0 };
  await page.route('**/api/users/current-user', (route) => json(route, 200, { success: true, data: CURRENT_USER }));
  // The builder page asks for the workspaces too (the signed-in layout's workspace switcher).
  await page.route('**/api/users/workspaces', (route) =>
    json(route, 200, {
      success: true,
      data: [
        {
          id: 1,
          name: 'Bench',
          email: 'ada@example.com',
          phone: '',
          type: 'individual',
          slug: 'bench',
          role: 'owner',
          subscription: { business_id: 1, plan: 'air' },
          created_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    }),
  );
  await page.route(`**/api/projects/${PROJECT_UID}`, (route) =>
    json(route, 200, {
      success: true,
      data: {
        id: 1,
        u_id: PROJECT_UID,
        name: 'Bench',
        business_id: 1,
        workspace: { id: 1, slug: 'bench', name: 'Bench' },
        members: [],
      },
    }),
  );
  await page.route('**/builder-api/**', async (route) => {
    const request = route.request();
    const path = new URL(request.url()).pathname.replace(/^\/builder-api/, '');
    if (request.method() === 'GET' && path === `/site/${SITE_UUID}`) {
      return json(route, 200, {
        success: true,
        data: { website: site, revision: state.revision, project_data: projectData, can_delete: true },
      });
    }
    if (request.method() === 'PUT' && path === `/site/${SITE_UUID}/content`) {
      if (state.conflictNext) {
        state.conflictNext = false;
        return json(route, 409, {
          success: false,
          error: 'conflict',
          message:
            'This site was changed in another tab or by someone else since you opened it. Reload to get the latest version; your edits here were not saved.',
        });
      }
      state.saves.push(request.postDataJSON());
      state.revision += 1;
      return json(route, 200, {
        success: true,
        message: 'Saved',
        data: { revision: state.revision, saved_at: new Date().toISOString() },
      });
    }
    if (request.method() === 'POST' && path === `/site/${SITE_UUID}/publish`) {
      return json(route, 200, {
        success: true,
        message: 'Your site is live.',
        data: { ...site, url: site.site_address, published_at: new Date().toISOString() },
      });
    }
    if (request.method() === 'GET' && path === `/site/${SITE_UUID}/revisions`) {
      return json(route, 200, {
        success: true,
        data: Array.from({ length: state.revision }, (_, index) => ({
          revision: state.revision - index,
          saved_at: new Date(Date.now() - index * 3_600_000).toISOString(),
          saved_by: { id: 1, first: 'Ada', last: 'Lovelace' },
          published: index === 1,
        })),
      });
    }
    if (request.method() === 'POST' && path === `/site/${SITE_UUID}/images`) {
      state.uploads += 1;
      return json(route, 200, {
        success: true,
        data: {
          src: `http://assets.sites.localhost:8080/websites/${SITE_UUID}/upload-${state.uploads}.png`,
          type: 'png',
          width: 1,
          height: 1,
        },
      });
    }
    if (request.method() === 'GET' && path === `/site/${SITE_UUID}/export`) {
      return route.fulfill({
        status: 200,
        contentType: 'application/zip',
        body: Buffer.from('PK\u0005\u0006'.padEnd(22, '\u0000')),
      });
    }
    return json(route, 404, {
      success: false,
      error: 'not_found',
      message: `No answer for ${request.method()} ${path}`,
    });
  });
  return state;
}
