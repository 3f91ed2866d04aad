import { pageSlug } from '../page-slug.js';

/**
 * Forms on published sites (docs/architecture.md § Site forms). A form's settings live on the `<form>` element as
 * data attributes the builder's traits edit, so they travel with the page through the editor, the publish history
 * and a restore without a table of their own; the server reads them back from the live page when a form is posted.
 * No e-mail address is ever among them: a published page is public, and addresses in it would be harvested.
 */
export const FORM_ATTRIBUTES = {
  /** The name the inbox groups submissions by ("Contact"); the form's address is made from it. */
  name: 'data-form-name',
  /** What the thank-you page says. */
  success: 'data-form-success',
  /** A page of the site to go to instead of the thank-you page (`/thanks`). */
  redirect: 'data-form-redirect',
  /** `task`: each submission also becomes a task on the project's board. */
  task: 'data-form-task',
} as const;

/** Every form posts here, on the site's own origin (`form-action 'self'` in the sites' CSP). */
export const FORM_PATH_PREFIX = '/_forms/';

/**
 * The honeypot: a text field people never see (moved off screen by the site's stylesheet, out of the tab order
 * and hidden from screen readers) that form-filling bots fill like any other. Its name starts with `_`, which no
 * form field of the builder may (FIELD_NAME), so it can never collide with a real field.
 */
export const HONEYPOT_FIELD = '_website';
export const HONEYPOT_CLASS = 'aerie-hp';
export const HONEYPOT_HTML = `<div class="${HONEYPOT_CLASS}" aria-hidden="true"><label>Leave this field empty <input type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></label></div>`;
export const HONEYPOT_CSS = `.${HONEYPOT_CLASS}{position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden;}`;

/** A field's name as the server accepts it: letters, digits, `_` and `-`, not starting with `_`, at most 40. */
export const FIELD_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;

/** The default name of a form that has none. */
export const DEFAULT_FORM_NAME = 'Form';

/** A form's key from its name, unique within the site (`contact`, `contact-2`), as its address `/_forms/{key}`. */
export class FormKeys {
  private readonly taken = new Set<string>();

  next(name: string | undefined): string {
    const base = (pageSlug(name ?? '') || 'form').slice(0, 40);
    let key = base;
    for (let n = 2; this.taken.has(key); n += 1) key = `${base}-${n}`;
    this.taken.add(key);
    return key;
  }
}

/** A same-site page to go to after a submission: a path of the site, never another origin. */
export function isSitePath(value: string): boolean {
  return /^\/(?![/\\])[A-Za-z0-9_\-./#?=&%]*$/.test(value) && value.length <= 200;
}
