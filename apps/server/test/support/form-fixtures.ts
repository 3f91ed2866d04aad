import { expect } from 'vitest';

import type { TestApp } from './test-app.js';
import { insertWebsite, projectData, publish, SITES_HOST } from './website-fixtures.js';

/** A contact form as the builder's catalogue block stores it, with the task flag when asked. */
export function contactFormHtml(options: { task?: boolean; redirect?: string; name?: string } = {}): string {
  const settings = [
    `data-form-name="${options.name ?? 'Contact'}"`,
    'data-form-success="Thanks, we will write back."',
    options.task ? 'data-form-task="task"' : '',
    options.redirect ? `data-form-redirect="${options.redirect}"` : '',
  ].join(' ');
  return `<form ${settings}>
<label for="f-name">Your name</label><input id="f-name" name="name" type="text" required>
<label for="f-email">E-mail</label><input id="f-email" name="email" type="email" required>
<label for="f-topic">Topic</label><select id="f-topic" name="topic"><option value="web">Web</option><option value="print">Print</option></select>
<label for="f-message">Message</label><textarea id="f-message" name="message"></textarea>
<label><input type="checkbox" name="consent" required> I agree to be contacted</label>
<button type="submit">Send</button></form>`;
}

/** A site of the project with a contact form on its home page, published: its row and Host header. */
export async function publishedFormSite(
  t: TestApp,
  input: { projectId: number; userId: number; token: string; formHtml?: string },
) {
  const data = projectData({ extraHtml: input.formHtml ?? contactFormHtml() });
  const website = await insertWebsite(t, { projectId: input.projectId, userId: input.userId, data });
  const reply = await publish(t, input.token, website.uuid, website.revision);
  expect(reply.statusCode, reply.body).toBe(200);
  return { website, host: `${website.subdomain}.${SITES_HOST}` };
}

export const VALID_SUBMISSION = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'web',
  message: 'Please call me back.',
  consent: 'on',
};

/** A browser's form post to a site's form, from `address`. */
export function postForm(
  t: TestApp,
  host: string,
  key: string,
  fields: Record<string, string> | string,
  options: { address?: string; contentType?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/_forms/${key}`,
    headers: {
      host,
      'content-type': options.contentType ?? 'application/x-www-form-urlencoded',
      referer: `http://${host}/`,
    },
    remoteAddress: options.address ?? '203.0.113.7',
    payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}
