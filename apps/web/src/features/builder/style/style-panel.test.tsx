// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import grapesjs, { type Component, type Editor } from 'grapesjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEVICES } from '../editor/editor-options';
import { readDeviceStyle } from './device-style';
import { StylePanel } from './style-panel';

let editor: Editor;
let heading: Component;

beforeEach(() => {
  editor = grapesjs.init({
    headless: true,
    storageManager: false,
    selectorManager: { componentFirst: true },
    deviceManager: { default: 'desktop', devices: DEVICES },
  });
  editor.setComponents('<section class="hdr1"><h1 class="hdr1-title">Hello</h1></section>');
  editor.getWrapper()!.onAll((component) => {
    if (component.get('tagName') === 'h1') heading = component;
  });
});
afterEach(() => {
  cleanup();
  editor.destroy();
});

const element = () => ({ kind: 'element', id: heading.getId() }) as const;

/** Types into a field and presses Enter, as a person does (fields write on Enter). */
function type(name: RegExp, value: string) {
  const field = screen.getByRole('textbox', { name });
  fireEvent.change(field, { target: { value } });
  fireEvent.keyDown(field, { key: 'Enter' });
}

describe('StylePanel', () => {
  it('writes a size past the old 32 px cap on Desktop, and refuses a mistyped one with a message', () => {
    render(<StylePanel editor={editor} component={heading} />);
    type(/^Font size/, '12pxx');
    expect(screen.getByRole('alert').textContent).toBe('Enter a number with px, rem, em, %');
    expect(readDeviceStyle(editor, element(), 'desktop')).toEqual({});
    type(/^Font size/, '56');
    expect(readDeviceStyle(editor, element(), 'desktop')).toEqual({ 'font-size': '56px' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on Phone shows Desktop values as inherited, writes its own, and clears it again', () => {
    render(<StylePanel editor={editor} component={heading} />);
    type(/^Font size/, '56');
    act(() => editor.Devices.select('phone'));
    expect(screen.getByRole('status').textContent).toContain('Editing Phone');
    const inherited = screen.getByRole('textbox', { name: 'Font size (from Desktop)' }) as HTMLInputElement;
    expect(inherited.value).toBe('');
    expect(inherited.placeholder).toBe('56');
    type(/^Font size/, '32');
    expect(readDeviceStyle(editor, element(), 'phone')).toEqual({ 'font-size': '32px' });
    expect(readDeviceStyle(editor, element(), 'desktop')).toEqual({ 'font-size': '56px' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the Phone value of Font size' }));
    expect(readDeviceStyle(editor, element(), 'phone')).toEqual({});
  });

  it("adds a checked class name, styles the class instead of the element, and refuses a block's class", () => {
    render(<StylePanel editor={editor} component={heading} />);
    const name = screen.getByRole('textbox', { name: 'New class name' });
    fireEvent.change(name, { target: { value: 'hdr1-big' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the class' }));
    expect(screen.getByRole('alert').textContent).toMatch(/belongs to the site's sections/);
    fireEvent.change(name, { target: { value: 'headline' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add the class' }));
    expect(heading.getClasses()).toEqual(['hdr1-title', 'headline']);
    expect((screen.getByRole('combobox', { name: 'Style' }) as HTMLSelectElement).value).toBe('headline');
    type(/^Letter spacing/, '2');
    expect(readDeviceStyle(editor, { kind: 'class', name: 'headline' }, 'desktop')).toEqual({
      'letter-spacing': '2px',
    });
    expect(readDeviceStyle(editor, element(), 'desktop')).toEqual({});
    const classes = screen.getByRole('list', { name: 'Classes of this element' });
    fireEvent.click(within(classes).getByRole('button', { name: 'Remove the class headline from this element' }));
    expect(heading.getClasses()).toEqual(['hdr1-title']);
  });

  it('hides the element on Phone only', () => {
    render(<StylePanel editor={editor} component={heading} />);
    act(() => editor.Devices.select('phone'));
    fireEvent.click(screen.getByRole('button', { name: 'Visibility' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hide on Phone' }));
    expect(readDeviceStyle(editor, element(), 'phone')).toEqual({ display: 'none' });
    expect(readDeviceStyle(editor, element(), 'desktop')).toEqual({});
  });
});
