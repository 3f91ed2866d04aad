import { FORM_RULES } from '@aerie/contract';
import { HONEYPOT_FIELD, type SiteForm } from '@aerie/blocks';

import type { SubmissionField } from '../../../db/schema/index.js';

export type ReadSubmission =
  | { kind: 'fields'; fields: SubmissionField[] }
  /** The honeypot was filled: answered like a success, never stored. */
  | { kind: 'bot' }
  | { kind: 'invalid'; message: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A form post's body (application/x-www-form-urlencoded) against the form's fields as published: only those
 * fields are kept, each checked as the builder set it up (required, e-mail, a select's choices, lengths).
 * Anything a person would not send by hand (too many fields, NUL bytes) is refused before it is read further.
 */
export function readSubmission(body: string, form: SiteForm): ReadSubmission {
  if (body.split('&').length > FORM_RULES.maxFields) {
    return { kind: 'invalid', message: 'This form was sent with too many fields.' };
  }
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(body);
  } catch {
    return { kind: 'invalid', message: 'This form could not be read.' };
  }
  for (const [name, value] of params) {
    // PostgreSQL text cannot hold U+0000; nothing typed in a form contains it.
    if (name.includes('\0') || value.includes('\0')) {
      return { kind: 'invalid', message: 'This form was sent with characters that cannot be stored.' };
    }
  }
  if ((params.get(HONEYPOT_FIELD) ?? '') !== '') return { kind: 'bot' };

  const fields: SubmissionField[] = [];
  const missing: string[] = [];
  for (const field of form.fields) {
    const value = (params.get(field.name) ?? '').replace(/\r\n/g, '\n').trim();
    if (!value) {
      if (field.required) missing.push(field.label);
      if (field.type !== 'checkbox') fields.push({ name: field.name, label: field.label, value: '' });
      else fields.push({ name: field.name, label: field.label, value: 'No' });
      continue;
    }
    const max = field.type === 'textarea' ? FORM_RULES.valueMax : FORM_RULES.shortValueMax;
    if (value.length > max) return { kind: 'invalid', message: `${field.label} is at most ${max} characters.` };
    if (field.type === 'email' && !EMAIL.test(value)) {
      return { kind: 'invalid', message: `${field.label} is not an e-mail address.` };
    }
    if (field.type === 'select' && !field.options.includes(value)) {
      return { kind: 'invalid', message: `${field.label} is not one of its choices.` };
    }
    fields.push({ name: field.name, label: field.label, value: field.type === 'checkbox' ? 'Yes' : value });
  }
  if (missing.length) return { kind: 'invalid', message: `Please fill in: ${missing.join(', ')}.` };
  if (fields.every((field) => field.value === '' || field.value === 'No')) {
    return { kind: 'invalid', message: 'This form was sent empty.' };
  }
  return { kind: 'fields', fields };
}
