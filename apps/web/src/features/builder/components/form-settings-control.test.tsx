// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import grapesjs, { type Component, type Editor } from 'grapesjs';
import { afterEach, describe, expect, it } from 'vitest';

import { ElementEditor } from './element-editor';

let editor: Editor | undefined;
afterEach(() => {
  cleanup();
  editor?.destroy();
});

/** A real (headless) GrapesJS with a Home and an About page; Home holds a section with `form`. */
function openSite(form: string): Editor {
  const home = `<section class="con"><h2>Write to us</h2>${form}</section>`;
  editor = grapesjs.init({
    headless: true,
    storageManager: false,
    projectData: {
      pages: [
        { name: 'Home', component: home },
        { name: 'About', component: '<section><h2>About</h2></section>' },
      ],
    },
  });
  return editor;
}

const FORM = `<form data-form-name="Enquiry" data-form-success="Thank you: we will reply soon." method="post">
<label for="f-name">Your name</label><input id="f-name" name="name" type="text" required>
<button type="submit">Send</button></form>`;

/** The first component of the open page with `tagName`. */
function find(site: Editor, tagName: string): Component {
  let found: Component | undefined;
  site.getWrapper()!.onAll((component) => {
    if (!found && component.get('tagName') === tagName) found = component;
  });
  return found!;
}

/**
 * Renders the element editor as the right panel does for the selected element; `settings` is its Form settings box.
 * In the builder a change re-renders it through the canvas view's `component:update`; headless GrapesJS has no views,
 * so `refresh` re-renders it as that event would.
 */
function editElement(site: Editor, component: Component) {
  const element = () => <ElementEditor editor={site} component={component} uuid="site-uuid" />;
  const { rerender } = render(element());
  return {
    settings: within(screen.getByRole('group', { name: 'Form settings' })),
    refresh: () => rerender(element()),
  };
}

/** Types into a field and leaves it, as a person does (the fields write when left). */
function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

describe('Form settings (docs/product.md § Site forms)', () => {
  it("shows the form's current name, thank-you message and choices", () => {
    const site = openSite(FORM);
    const { settings } = editElement(site, find(site, 'form'));
    expect((settings.getByLabelText('Name in the inbox') as HTMLInputElement).value).toBe('Enquiry');
    expect((settings.getByLabelText('After sending') as HTMLSelectElement).value).toBe('');
    expect((settings.getByLabelText('Thank-you message') as HTMLTextAreaElement).value).toBe(
      'Thank you: we will reply soon.',
    );
    expect((settings.getByLabelText('Also add each message as a task on the board') as HTMLInputElement).checked).toBe(
      false,
    );
    const pages = Array.from((settings.getByLabelText('After sending') as HTMLSelectElement).options, (o) => o.text);
    expect(pages).toEqual(['Show a thank-you message', 'Go to Home (/)', 'Go to About (/about)']);
  });

  it('shows a form that already asks for a task and goes to a page as such', () => {
    const site = openSite('<form data-form-task="task" data-form-redirect="/about"><input name="email"></form>');
    const { settings } = editElement(site, find(site, 'form'));
    expect((settings.getByLabelText('Also add each message as a task on the board') as HTMLInputElement).checked).toBe(
      true,
    );
    expect((settings.getByLabelText('After sending') as HTMLSelectElement).value).toBe('/about');
    // A page to go to replaces the thank-you message.
    expect(settings.queryByLabelText('Thank-you message')).toBeNull();
  });

  it('ticking "add a task" marks the form, from one of its fields too, and unticking clears it', () => {
    const site = openSite(FORM);
    const form = find(site, 'form');
    // A field inside the form is selected: the box edits the form around it.
    const { settings, refresh } = editElement(site, find(site, 'input'));
    const task = settings.getByLabelText('Also add each message as a task on the board') as HTMLInputElement;
    fireEvent.click(task);
    expect(form.getAttributes()['data-form-task']).toBe('task');
    expect(form.toHTML()).toContain('data-form-task="task"');
    refresh();
    expect(task.checked).toBe(true);
    fireEvent.click(task);
    expect(form.getAttributes()).not.toHaveProperty('data-form-task');
    refresh();
    expect(task.checked).toBe(false);
  });

  it('writes the name and the thank-you message when left, trimmed, and removes them when emptied', () => {
    const site = openSite(FORM);
    const form = find(site, 'form');
    const { settings } = editElement(site, form);
    type(settings.getByLabelText('Name in the inbox'), '  Contact ');
    type(settings.getByLabelText('Thank-you message'), 'Thanks, we will write back.');
    expect(form.getAttributes()).toMatchObject({
      'data-form-name': 'Contact',
      'data-form-success': 'Thanks, we will write back.',
    });
    type(settings.getByLabelText('Name in the inbox'), ' ');
    expect(form.getAttributes()).not.toHaveProperty('data-form-name');
  });

  it('going to a page sets it on the form and hides the thank-you message; back to the message clears it', () => {
    const site = openSite(FORM);
    const form = find(site, 'form');
    const { settings, refresh } = editElement(site, form);
    fireEvent.change(settings.getByLabelText('After sending'), { target: { value: '/about' } });
    expect(form.getAttributes()['data-form-redirect']).toBe('/about');
    refresh();
    expect((settings.getByLabelText('After sending') as HTMLSelectElement).value).toBe('/about');
    expect(settings.queryByLabelText('Thank-you message')).toBeNull();
    fireEvent.change(settings.getByLabelText('After sending'), { target: { value: '' } });
    expect(form.getAttributes()).not.toHaveProperty('data-form-redirect');
    refresh();
    expect((settings.getByLabelText('Thank-you message') as HTMLTextAreaElement).value).toBe(
      'Thank you: we will reply soon.',
    );
  });

  it('is not shown for an element outside a form', () => {
    const site = openSite(FORM);
    render(<ElementEditor editor={site} component={find(site, 'h2')} uuid="site-uuid" />);
    expect(screen.queryByRole('group', { name: 'Form settings' })).toBeNull();
  });
});
