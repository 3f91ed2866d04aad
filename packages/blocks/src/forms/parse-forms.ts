import { Parser } from 'htmlparser2';

import { DEFAULT_FORM_NAME, FIELD_NAME, FORM_ATTRIBUTES, FORM_PATH_PREFIX, isSitePath } from './site-form.js';

export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'textarea', 'select', 'checkbox'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

export interface FormField {
  name: string;
  type: FormFieldType;
  /** What the visitor read beside it (its `<label>`), else its name. */
  label: string;
  required: boolean;
  /** A select's choices: a value outside them is refused. */
  options: string[];
}

/** A form of a published page, as the server knows it from the page itself. */
export interface SiteForm {
  /** `/_forms/{key}`. */
  key: string;
  name: string;
  fields: FormField[];
  success: string | null;
  redirect: string | null;
  createsTask: boolean;
}

const INPUT_TYPES: Record<string, FormFieldType> = { text: 'text', email: 'email', tel: 'tel', checkbox: 'checkbox' };

interface Draft {
  form: SiteForm;
  /** Fields by element id, to name them after the `<label for>` that may come before or after. */
  byId: Map<string, FormField>;
  labels: Map<string, string>;
}

/**
 * The forms of a published (already sanitised) page with their fields and settings, in page order. Fields the
 * server takes are the builder's: text, e-mail, phone, long text, select and checkbox (a consent box is a required
 * checkbox); buttons, the honeypot and names outside FIELD_NAME are not fields.
 */
export function parseForms(html: string): SiteForm[] {
  const forms: SiteForm[] = [];
  let draft: Draft | null = null;
  let label: { for: string | null; text: string; field: FormField | null } | null = null;
  let select: FormField | null = null;
  let option: { value: string | null; text: string } | null = null;

  const addField = (attribs: Record<string, string>, type: FormFieldType): FormField | null => {
    const name = attribs.name ?? '';
    if (!draft || !FIELD_NAME.test(name) || draft.form.fields.some((field) => field.name === name)) return null;
    const field: FormField = { name, type, label: name, required: 'required' in attribs, options: [] };
    draft.form.fields.push(field);
    if (attribs.id) draft.byId.set(attribs.id, field);
    if (label && !label.for) label.field = field;
    return field;
  };

  const parser = new Parser(
    {
      onopentag(tag, attribs) {
        if (tag === 'form') {
          const key = (attribs.action ?? '').startsWith(FORM_PATH_PREFIX)
            ? attribs.action!.slice(FORM_PATH_PREFIX.length)
            : '';
          const redirect = attribs[FORM_ATTRIBUTES.redirect];
          draft = {
            form: {
              key,
              name: attribs[FORM_ATTRIBUTES.name]?.trim() || DEFAULT_FORM_NAME,
              fields: [],
              success: attribs[FORM_ATTRIBUTES.success]?.trim() || null,
              redirect: redirect && isSitePath(redirect) ? redirect : null,
              createsTask: attribs[FORM_ATTRIBUTES.task] === 'task',
            },
            byId: new Map(),
            labels: new Map(),
          };
        } else if (tag === 'label') label = { for: attribs.for ?? null, text: '', field: null };
        else if (tag === 'input') {
          // Submit buttons, hidden and file inputs are not fields.
          const type = INPUT_TYPES[(attribs.type ?? 'text').toLowerCase()];
          if (type) addField(attribs, type);
        } else if (tag === 'textarea') addField(attribs, 'textarea');
        else if (tag === 'select') select = addField(attribs, 'select');
        else if (tag === 'option') option = { value: attribs.value ?? null, text: '' };
      },
      ontext(text) {
        if (label) label.text += text;
        if (option) option.text += text;
      },
      onclosetag(tag) {
        if (tag === 'label' && label) {
          // The required marker ("Your name *") says something to the visitor, nothing in the inbox.
          const text = label.text
            .replace(/\s+/g, ' ')
            .trim()
            .replace(/\s*\*$/, '');
          if (text && label.for) draft?.labels.set(label.for, text);
          if (text && label.field) label.field.label = text;
          label = null;
        } else if (tag === 'option' && option && select) {
          select.options.push(option.value ?? option.text.trim());
          option = null;
        } else if (tag === 'select') select = null;
        else if (tag === 'form' && draft) {
          for (const [id, text] of draft.labels) {
            const field = draft.byId.get(id);
            if (field) field.label = text.slice(0, 120);
          }
          if (draft.form.key) forms.push(draft.form);
          draft = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return forms;
}
