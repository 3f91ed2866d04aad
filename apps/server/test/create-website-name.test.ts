import { SAMPLE_SITE_NAMES } from '@aerie/blocks';
import { LIMITS, SITE_TEMPLATES } from '@aerie/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { renderSite } from '../src/modules/websites/render/render-site.js';
import { expectRefused, projectTeam } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { SITES_URL } from './support/website-fixtures.js';

// issue 29, Starting right: the starter's persona survived in titles, descriptions and the footer.

let t: TestApp;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  t = await startTestApp({ env: { SITES_URL } });
  team = await projectTeam(t);
});
afterAll(() => t.close());

const NAME = 'Ash & <Oak>';
const ESCAPED_NAME = 'Ash &amp; &lt;Oak&gt;';
const PERSONAS = ['Hana', 'Sato', 'Meridian', 'Northgate', ...Object.values(SAMPLE_SITE_NAMES)];

const create = (body: Record<string, unknown>) =>
  t.call({
    method: 'POST',
    url: '/builder-api/createsite',
    token: team.member.token,
    body: { project_uid: team.project.u_id, ...body },
  });

describe('create website with a name', () => {
  it.each(SITE_TEMPLATES)(
    'fills the $name with the name, leaving no one else’s',
    async (template) => {
      const reply = await create({ template: template.id, name: `  ${NAME} ` });
      expect(reply.statusCode, reply.body).toBe(200);
      const website = reply.json().data;
      expect(website.name).toBe(NAME);
      expect(website.subdomain).toMatch(/^ash-oak-[a-z2-7]{4}$/);

      const opened = await t.call({
        method: 'GET',
        url: `/builder-api/site/${website.uuid}`,
        token: team.member.token,
      });
      const site = await renderSite(
        t.runtime.ctx.siteRenderer,
        opened.json().data.project_data,
        'https://assets.example.test',
      );
      const year = String(new Date().getFullYear());
      for (const page of site.pages) {
        expect(page.title).toContain(NAME);
        expect(page.bodyHtml).toContain(ESCAPED_NAME);
        expect(page.bodyHtml).toContain(`© ${year} ${ESCAPED_NAME}`);
        const everything = [page.title, page.description, page.keywords, page.bodyHtml].join('\n');
        for (const persona of PERSONAS.filter((persona) => persona !== 'Your site'))
          expect(everything, `${page.name} says ${persona}`).not.toContain(persona);
        expect(everything).not.toContain('{{');
      }
    },
    30_000,
  );

  it('names the site after the template when no name is given', async () => {
    const reply = await create({ template: 'restaurant' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.name).toBe('Restaurant starter');
  });

  it('refuses a blank or too long name, creating nothing', async () => {
    expectRefused(await create({ template: 'shop', name: '   ' }), 'name', 'Name is required');
    expectRefused(
      await create({ template: 'shop', name: 'x'.repeat(LIMITS.websiteNameMax + 1) }),
      'name',
      `Name must be at most ${LIMITS.websiteNameMax} characters`,
    );
    expectRefused(await create({ template: 'shop', name: 42 }), 'name');
  });
});
