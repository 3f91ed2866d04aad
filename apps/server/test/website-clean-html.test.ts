import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accountWithWorkspace, createProject, type Account, type WorkspaceRef } from './support/project-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { insertWebsite, publish, SITES_HOST, visit } from './support/website-fixtures.js';

let t: TestApp;
let owner: Account & { workspace: WorkspaceRef };
let projectId: number;
beforeAll(async () => {
  t = await startTestApp();
  owner = await accountWithWorkspace(t);
  projectId = (await createProject(t, owner.token, owner.workspace.id)).id;
});
afterAll(() => t.close());

/**
 * Project data as the builder saves it after editing: components with the ids GrapesJS gave them (the
 * heading styled once, then its style removed), the empty anchor its text editor left, and ids that
 * something on the site refers to.
 */
const editedSite = {
  pages: [
    {
      id: 'home',
      name: 'Home',
      component: {
        type: 'wrapper',
        components: [
          {
            tagName: 'header',
            attributes: { id: 'i3k9' },
            components: [
              {
                type: 'text',
                tagName: 'h1',
                attributes: { id: 'ixyz-2' },
                components: [
                  { tagName: 'a', attributes: { id: 'i8qf' } },
                  { type: 'textnode', content: 'A new title' },
                ],
              },
              { tagName: 'p', attributes: { id: 'iw7t' }, content: 'Styled by its id' },
              { tagName: 'a', attributes: { id: 'imq2', name: 'imq2' }, components: [{ tagName: 'span' }] },
              { tagName: 'a', attributes: { id: 'top' } },
              { tagName: 'span', attributes: { 'aria-hidden': 'true', class: 'mark' } },
              {
                tagName: 'a',
                attributes: { id: 'icon-link' },
                components: [{ tagName: 'img', attributes: { src: '/a.png', alt: 'A' } }],
              },
              { tagName: 'a', attributes: { href: '#top' }, content: 'Back to top' },
              { tagName: 'a', attributes: { href: '/about#ir4d' }, content: 'Our team' },
            ],
          },
          {
            tagName: 'form',
            components: [
              { tagName: 'label', attributes: { for: 'ik2p' }, content: 'Email' },
              { tagName: 'input', attributes: { id: 'ik2p', type: 'email', name: 'email' } },
              { tagName: 'h2', attributes: { id: 'izz81' }, content: 'Newsletter' },
              { tagName: 'p', attributes: { 'aria-labelledby': 'izz81' }, content: 'Monthly.' },
            ],
          },
        ],
      },
      styles: '#iw7t{color:#b42318}',
    },
    {
      id: 'about',
      name: 'About',
      component: '<section><h2 id="ir4d">Team</h2><p id="i9j2">Unused id</p><a id="intro"></a></section>',
    },
  ],
};

describe('what the editor leaves behind never reaches the published HTML', () => {
  let home = '';
  let about = '';
  beforeAll(async () => {
    const website = await insertWebsite(t, { projectId, userId: owner.userId, data: editedSite });
    const reply = await publish(t, owner.token, website.uuid, website.revision);
    expect(reply.statusCode, reply.body).toBe(200);
    home = (await visit(t, `${website.subdomain}.${SITES_HOST}`)).body;
    about = (await visit(t, `${website.subdomain}.${SITES_HOST}`, '/about')).body;
  });

  it('drops empty anchors without an address and bare empty spans, keeping link targets and images', () => {
    expect(home).toContain('<h1>A new title</h1>');
    expect(home).not.toMatch(/i8qf|imq2/);
    expect(about).not.toContain('intro');
    expect(home).toContain('<a id="top"></a>');
    expect(home).toContain('<span aria-hidden="true" class="mark"></span>');
    expect(home).toContain('<a id="icon-link"><img alt="A" src="/a.png" /></a>');
  });

  it('drops editor ids nothing refers to, and keeps those a rule, a link, a label or ARIA uses', () => {
    expect(home).toContain('<header>');
    expect(about).toContain('<p>Unused id</p>');
    expect(home).toContain('<p id="iw7t">Styled by its id</p>');
    expect(about).toContain('<h2 id="ir4d">Team</h2>');
    expect(home).toContain('<input id="ik2p" name="email" type="email" />');
    expect(home).toContain('<h2 id="izz81">Newsletter</h2>');
    expect(home).not.toMatch(/\sid="(i3k9|ixyz-2|i9j2)"/);
  });
});
