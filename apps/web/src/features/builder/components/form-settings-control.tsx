import { FORM_ATTRIBUTES } from '@aerie/blocks';
import type { Component, Editor } from 'grapesjs';
import { useId } from 'react';

import { Checkbox, Input, Select, Textarea } from '@/components/ui/input';

import { pagePath } from '../page-names';

/** The form the selected element is, or is inside of. */
export function formOf(component: Component): Component | null {
  let current: Component | undefined = component;
  while (current) {
    if (String(current.get('tagName')).toLowerCase() === 'form') return current;
    current = current.parent();
  }
  return null;
}

/**
 * A site form's settings (docs/product.md § Site forms), kept as data attributes of the `<form>` that the publish
 * keeps and the server reads back: the name the inbox shows, what the visitor sees after sending (a message, or a
 * page of the site), and whether each submission also becomes a task on the board. Where it posts is not a
 * setting: every form posts to the site's own inbox.
 */
export function FormSettingsControl({ editor, form }: { editor: Editor; form: Component }) {
  const id = useId();
  const attributes = form.getAttributes() as Record<string, string | undefined>;
  const set = (name: string, value: string | null) => {
    if (value === null || value === '') form.removeAttributes(name);
    else form.addAttributes({ [name]: value });
  };
  const pages = editor.Pages.getAll().map((page, index) => ({
    name: page.getName(),
    path: pagePath(page.getName(), index),
  }));
  const redirect = attributes[FORM_ATTRIBUTES.redirect] ?? '';
  return (
    <fieldset className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3">
      <legend className="px-1 text-xs font-semibold text-zinc-800">Form settings</legend>
      <p className="text-xs text-zinc-500">
        Messages arrive in the site&apos;s inbox and by e-mail to the people chosen there (the project owner until
        someone is).
      </p>
      <label htmlFor={`${id}-name`} className="text-xs font-medium text-zinc-700">
        Name in the inbox
      </label>
      <Input
        id={`${id}-name`}
        defaultValue={attributes[FORM_ATTRIBUTES.name] ?? ''}
        placeholder="Contact"
        maxLength={60}
        onBlur={(event) => set(FORM_ATTRIBUTES.name, event.target.value.trim())}
        className="h-8 text-sm"
      />
      <label htmlFor={`${id}-after`} className="text-xs font-medium text-zinc-700">
        After sending
      </label>
      <Select
        id={`${id}-after`}
        value={redirect}
        onChange={(event) => set(FORM_ATTRIBUTES.redirect, event.target.value || null)}
        className="h-8 text-sm"
      >
        <option value="">Show a thank-you message</option>
        {pages.map((page) => (
          <option key={page.path} value={page.path}>
            Go to {page.name} ({page.path})
          </option>
        ))}
      </Select>
      {!redirect && (
        <>
          <label htmlFor={`${id}-success`} className="text-xs font-medium text-zinc-700">
            Thank-you message
          </label>
          <Textarea
            id={`${id}-success`}
            rows={2}
            maxLength={300}
            defaultValue={attributes[FORM_ATTRIBUTES.success] ?? ''}
            placeholder="Thank you: your message was sent."
            onBlur={(event) => set(FORM_ATTRIBUTES.success, event.target.value.trim())}
            className="text-sm"
          />
        </>
      )}
      <Checkbox
        label="Also add each message as a task on the board"
        checked={attributes[FORM_ATTRIBUTES.task] === 'task'}
        onChange={(event) => set(FORM_ATTRIBUTES.task, event.target.checked ? 'task' : null)}
      />
    </fieldset>
  );
}
