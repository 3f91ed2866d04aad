import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { createAccessToken, createRepository } from './support/repository-fixtures.js';
import { insertStore, insertStoreLogo } from './support/store-fixtures.js';
import { guardReplies } from './support/reply-guard.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { fakeWebBuild } from './support/web-build.js';
import { insertWebsite, png, publish, SITES_HOST } from './support/website-fixtures.js';

/**
 * docs/security.md "What each host may do (issue 14)", checked against what the app really sends: one
 * real reply of every host, its Content-Security-Policy read directive by directive.
 */
const APP = 'aerie.test';
const ASSETS = `http://assets.${SITES_HOST}`;
const STORES_HOST = 'stores.localhost:8080';

const web = fakeWebBuild();
writeFileSync(join(web.dir, 'seller.html'), '<!doctype html><title>Seller</title><div id="root"></div>');
let gitDir: string;
const guarded = guardReplies();
let t: TestApp;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-csp-git-'));
  t = await startTestApp(guarded({ env: { WEB_DIST_DIR: web.dir, GIT_DIR: gitDir } }));
});
afterAll(async () => {
  await t.close();
  web.remove();
  rmSync(gitDir, { recursive: true, force: true });
});

type Directives = Record<string, string[]>;

/** `a x y; b z` → { a: [x, y], b: [z] }, whichever separator style the sender used. */
function directivesOf(header: unknown): Directives {
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const APP_PAGE: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};
const JSON_REPLY: Directives = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
};
const UPLOAD: Directives = {
  'default-src': ["'none'"],
  'img-src': ["'self'"],
  'style-src': ["'unsafe-inline'"],
  sandbox: [],
};

interface Row {
  host: string;
  reply: () => Promise<{ statusCode: number; headers: Record<string, unknown> }>;
  csp: Directives;
  /** Whether the reply is user content (an upload, a published page, a storefront). */
  userContent: boolean;
  /** 200 unless told: a real reply of the host, not its error page. */
  status?: number;
}

let rows: Row[];
beforeAll(async () => {
  const owner = await accountWithWorkspace(t);
  const project = await createProject(t, owner.token, owner.workspace.id);
  const get =
    (host: string, url: string, headers: Record<string, string> = {}) =>
    () =>
      t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const bearer = { authorization: `Bearer ${owner.token}` };

  const avatar = await t.call({
    method: 'POST',
    url: '/api/users/upload-avatar',
    token: owner.token,
    body: { image: `data:image/png;base64,${png(2, 2).toString('base64')}` },
  });
  expect(avatar.statusCode, avatar.body).toBe(200);

  const website = await insertWebsite(t, { projectId: project.id, userId: owner.userId });
  expect((await publish(t, owner.token, website.uuid, website.revision)).statusCode).toBe(200);
  await t.runtime.ctx.files.put(`websites/${website.uuid}/photo.png`, png(2, 2), 'image/png');

  const store = await insertStore(t, project.id);
  const logo = await insertStoreLogo(t, store);
  const storeHost = `${store.domain}.${STORES_HOST}`;

  await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'csp' });
  const pat = await createAccessToken(t, owner.token);
  const basic = `Basic ${Buffer.from(`${owner.email}:${pat.token}`).toString('base64')}`;

  rows = [
    { host: 'app: the SPA', reply: get(APP, '/dashboard'), csp: APP_PAGE, userContent: false },
    {
      host: 'app: the visual builder',
      reply: get(APP, '/website-builder'),
      csp: {
        ...APP_PAGE,
        'img-src': [...APP_PAGE['img-src']!, ASSETS],
        'font-src': [...APP_PAGE['font-src']!, ASSETS],
        'media-src': ["'self'", ASSETS],
        'frame-src': ["'self'"],
      },
      userContent: false,
    },
    {
      host: 'app: development inbox',
      reply: get(APP, '/dev/mail'),
      csp: {
        'default-src': ["'none'"],
        'style-src': ["'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
      },
      userContent: false,
    },
    { host: 'app: uploaded files', reply: get(APP, avatar.json().data.avatar), csp: UPLOAD, userContent: true },
    { host: 'api (JSON)', reply: get(APP, '/api/users/current-user', bearer), csp: JSON_REPLY, userContent: false },
    {
      host: 'builder api (JSON)',
      reply: get(APP, `/builder-api/site/${website.uuid}`, bearer),
      csp: JSON_REPLY,
      userContent: false,
    },
    {
      host: 'store api (JSON)',
      reply: get(APP, '/store-api/nothing'),
      csp: JSON_REPLY,
      userContent: false,
      // Its routes are the seller's, called on each store's origin; an unknown path shows the host's headers.
      status: 404,
    },
    {
      host: 'api docs',
      reply: get(APP, '/api/docs'),
      csp: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'frame-ancestors': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'object-src': ["'none'"],
      },
      userContent: false,
    },
    {
      host: 'git (smart HTTP)',
      reply: get(APP, `/git/${owner.workspace.slug}/csp.git/info/refs?service=git-upload-pack`, {
        authorization: basic,
      }),
      csp: JSON_REPLY,
      userContent: false,
    },
    {
      host: 'sites: a published page',
      reply: get(`${website.subdomain}.${SITES_HOST}`, '/'),
      csp: {
        'default-src': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", ASSETS, 'data:'],
        'font-src': [ASSETS],
        'connect-src': ["'self'"],
        'base-uri': ["'none'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
      userContent: true,
    },
    {
      host: 'sites: assets (builder images)',
      reply: get(`assets.${SITES_HOST}`, `/websites/${website.uuid}/photo.png`),
      csp: UPLOAD,
      userContent: true,
    },
    {
      host: 'sites: assets (library fonts)',
      reply: get(`assets.${SITES_HOST}`, '/fonts/lora/lora-latin-wght-normal.woff2'),
      csp: UPLOAD,
      userContent: true,
    },
    {
      host: 'storefront: shop page',
      reply: get(storeHost, '/'),
      csp: {
        'default-src': ["'none'"],
        'style-src': ["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/) as unknown as string],
        'img-src': ["'self'"],
        // The theme's fonts, served on the store's own origin.
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'form-action': ["'self'", `http://${APP}`],
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
      },
      userContent: true,
    },
    { host: 'storefront: store images', reply: get(storeHost, `/media/${logo}`), csp: UPLOAD, userContent: true },
    { host: "storefront: the seller's admin", reply: get(storeHost, '/login'), csp: APP_PAGE, userContent: false },
  ];
});

describe('what each host may do', () => {
  it('sends each host its own Content-Security-Policy, with nosniff and no framing', async () => {
    for (const row of rows) {
      const reply = await row.reply();
      expect(reply.statusCode, row.host).toBe(row.status ?? 200);
      expect(directivesOf(reply.headers['content-security-policy']), row.host).toEqual(row.csp);
      expect(reply.headers['x-content-type-options'], row.host).toBe('nosniff');
      expect(reply.headers['x-frame-options'], row.host).toBe('DENY');
      expect(reply.headers['referrer-policy'], row.host).toBe('strict-origin-when-cross-origin');
    }
  });

  it('lets no user content run script: no script source, and uploads are sandboxed documents', async () => {
    for (const row of rows.filter((candidate) => candidate.userContent)) {
      const csp = directivesOf((await row.reply()).headers['content-security-policy']);
      expect(csp['default-src'], row.host).toEqual(["'none'"]);
      expect(csp['script-src'], row.host).toBeUndefined();
      expect(csp['object-src'] ?? csp['default-src'], row.host).toEqual(["'none'"]);
    }
    // Avatars are served on the app's own origin: the bare `sandbox` (no allow-* token) gives the file an
    // opaque origin of its own with scripts off, so an SVG or HTML opened there is not the app's.
    for (const row of rows.filter((candidate) => candidate.csp === UPLOAD)) {
      const csp = directivesOf((await row.reply()).headers['content-security-policy']);
      expect(csp.sandbox, row.host).toEqual([]);
    }
  });

  it("runs script only where it is the app's own ('self'), never inline or from elsewhere", async () => {
    for (const row of rows) {
      const csp = directivesOf((await row.reply()).headers['content-security-policy']);
      const scripts = csp['script-src'] ?? csp['default-src'] ?? [];
      expect(
        scripts.filter((source) => source !== "'self'" && source !== "'none'"),
        row.host,
      ).toEqual([]);
    }
  });
});
