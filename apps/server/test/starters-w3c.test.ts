import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { SITE_TEMPLATE_IDS } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { createWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

/**
 * docs/product.md § Visual builder: the published HTML of every starter validates with the W3C Nu HTML
 * Checker. The checker is a Java program (vnu-jar): never skipped, a machine without Java fails here
 * with the way to get it (.ci/run installs it).
 */
const vnuJar = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

interface VnuMessage {
  type: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
let projectUid: string;
let folder: string;
beforeAll(async () => {
  t = await startTestApp();
  owner = await accountWithWorkspace(t);
  projectUid = (await createProject(t, owner.token, owner.workspace.id)).u_id;
  folder = mkdtempSync(join(tmpdir(), 'aerie-vnu-'));
});
afterAll(async () => {
  rmSync(folder, { recursive: true, force: true });
  await t.close();
});

/** Publishes a new site from `template` and writes each of its published pages to the folder. */
async function publishStarter(template: (typeof SITE_TEMPLATE_IDS)[number]): Promise<string[]> {
  const website = await createWebsite(t, owner.token, projectUid, template);
  const opened = await t.call({ method: 'GET', url: `/builder-api/site/${website.uuid}`, token: owner.token });
  const published = await publish(t, owner.token, website.uuid, opened.json().data.revision);
  expect(published.statusCode, published.body).toBe(200);
  const host = `${website.subdomain}.${SITES_HOST}`;
  const sitemap = (await visit(t, host, '/sitemap.xml')).body;
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((match) => match[1]!);
  expect(paths.length, template).toBeGreaterThan(0);
  const files: string[] = [];
  for (const path of paths) {
    const page = await visit(t, host, path);
    expect(page.statusCode, `${template} ${path}`).toBe(200);
    const file = join(folder, `${template}${path.replace(/\//g, '_') || '_'}.html`);
    writeFileSync(file, page.body);
    files.push(file);
  }
  return files;
}

describe('the published HTML of every starter', () => {
  it('validates with the W3C Nu HTML Checker, with no error', async () => {
    const java = spawnSync('java', ['-version']);
    if (java.error || java.status !== 0) {
      throw new Error('Java is needed to run the W3C Nu HTML Checker: apt-get install -y default-jre-headless');
    }
    const files: string[] = [];
    for (const template of SITE_TEMPLATE_IDS) files.push(...(await publishStarter(template)));

    // One checker run for every page: the JVM starts once. It exits 1 when it finds errors.
    const run = spawnSync('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.stdout, `the checker did not answer: ${run.stderr}`).toMatch(/^\s*\{/);
    const report = JSON.parse(run.stdout) as { messages: VnuMessage[] };
    const errors = report.messages.map(
      (message) =>
        `${(message.url ?? '').split('/').pop()}:${message.lastLine ?? '?'} ${message.type}: ${message.message}` +
        (message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ')}` : ''),
    );
    expect(errors, errors.join('\n')).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(SITE_TEMPLATE_IDS.length);
    // Nine publishes and a JVM: 44 s alone on a busy 2-core machine, past the default 30 s (timed out once).
  }, 120_000);
});
