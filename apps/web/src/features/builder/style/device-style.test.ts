// @vitest-environment jsdom
import grapesjs, { type Component, type Editor } from 'grapesjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { DEVICES } from '../editor/editor-options';
import { readDeviceStyle, readDeviceStyles, resolveValue, writeDeviceStyle, type StyleTarget } from './device-style';

let editor: Editor;
let heading: StyleTarget;

beforeEach(() => {
  // The builder's own device and selector settings (editor-options.ts), on a headless editor.
  editor = grapesjs.init({
    headless: true,
    storageManager: false,
    undoManager: { trackSelection: false },
    selectorManager: { componentFirst: true },
    deviceManager: { default: 'desktop', devices: DEVICES },
  });
  // The editor view sets this once the canvas has loaded; headless there is none, and changes are not counted before.
  (editor.getModel() as unknown as { loadTriggered: boolean }).loadTriggered = true;
  editor.setComponents('<section class="hero"><h1 class="hero-title">Hello</h1><p class="lead">Text</p></section>');
  editor.setStyle('.hero-title{font-size:36px;padding:8px 16px}');
  // Headless, there is no DOM to query: walk the component tree.
  let h1: Component | undefined;
  editor.getWrapper()!.onAll((component) => {
    if (component.get('tagName') === 'h1') h1 ??= component;
  });
  heading = { kind: 'element', id: h1!.getId() };
});
afterEach(() => editor.destroy());

/** GrapesJS counts a change on the next task and says `update` on the one after. */
const nextTask = async () => {
  for (let task = 0; task < 2; task += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
/** How many times the editor said the draft changed (what the builder's saver listens to) from now on. */
function countUpdates(): () => number {
  let count = 0;
  editor.on('update', () => (count += 1));
  return () => count;
}
const css = () => editor.getCss({ keepUnusedStyles: true }) ?? '';

describe('writeDeviceStyle', () => {
  it('writes desktop without media and phone in the phone media only, for the page the site publishes', () => {
    writeDeviceStyle(editor, heading, 'desktop', { 'font-size': '56px', 'font-weight': '700' });
    writeDeviceStyle(editor, heading, 'phone', { 'font-size': '32px' });
    const id = (heading as { id: string }).id;
    expect(css()).toContain(`#${id}{font-size:56px;font-weight:700;}`);
    expect(css()).toMatch(new RegExp(`@media \\(max-width: 480px\\)\\{#${id}\\{font-size:32px;\\}\\}`));
    expect(readDeviceStyle(editor, heading, 'tablet')).toEqual({});
    expect(editor.getHtml()).toContain(`id="${id}"`);
  });

  it('is one undo step per write, and counts as an unsaved change (which starts the autosave)', async () => {
    const updates = countUpdates();
    writeDeviceStyle(editor, heading, 'tablet', { 'letter-spacing': '0.05em' });
    // The undo manager merges what happens in one task; each edit in the panel is its own.
    await nextTask();
    writeDeviceStyle(editor, heading, 'tablet', { 'letter-spacing': '0.1em', 'text-align': 'center' });
    await nextTask();
    expect(updates()).toBe(2);
    editor.UndoManager.undo();
    expect(readDeviceStyle(editor, heading, 'tablet')).toEqual({ 'letter-spacing': '0.05em' });
    editor.UndoManager.undo();
    expect(readDeviceStyle(editor, heading, 'tablet')).toEqual({});
  });

  it('clears one property, and the last one leaves no rule in the stylesheet, undoably', async () => {
    writeDeviceStyle(editor, heading, 'phone', { 'font-size': '32px', color: '#b42318' });
    writeDeviceStyle(editor, heading, 'phone', { 'font-size': null });
    expect(readDeviceStyle(editor, heading, 'phone')).toEqual({ color: '#b42318' });
    await nextTask();
    const updates = countUpdates();
    writeDeviceStyle(editor, heading, 'phone', { color: null });
    await nextTask();
    expect(updates()).toBe(1);
    expect(css()).not.toContain('max-width: 480px');
    editor.UndoManager.undo();
    expect(readDeviceStyle(editor, heading, 'phone')).toEqual({ color: '#b42318' });
  });

  it('styles a class on one device, for every element that has it', () => {
    const lead: StyleTarget = { kind: 'class', name: 'lead' };
    writeDeviceStyle(editor, lead, 'desktop', { 'line-height': '1.6' });
    writeDeviceStyle(editor, lead, 'phone', { 'line-height': '1.4' });
    expect(css()).toContain('.lead{line-height:1.6;}');
    expect(css()).toMatch(/@media \(max-width: 480px\)\{\.lead\{line-height:1\.4;\}\}/);
  });

  it('changes one side of a shorthand written by a block and keeps the other three', () => {
    const title: StyleTarget = { kind: 'class', name: 'hero-title' };
    writeDeviceStyle(editor, title, 'desktop', { 'padding-left': '40px' });
    expect(readDeviceStyle(editor, title, 'desktop')).toEqual({
      'font-size': '36px',
      'padding-top': '8px',
      'padding-right': '16px',
      'padding-bottom': '8px',
      'padding-left': '40px',
    });
  });
});

describe('resolveValue', () => {
  it('tells a value set on this device from one inherited from Desktop or Tablet, or the page', () => {
    writeDeviceStyle(editor, heading, 'desktop', { 'font-size': '56px', color: '#111111' });
    writeDeviceStyle(editor, heading, 'tablet', { 'font-size': '44px' });
    writeDeviceStyle(editor, heading, 'phone', { 'font-size': '32px' });
    const styles = readDeviceStyles(editor, heading);
    expect(resolveValue(styles, 'phone', 'font-size')).toEqual({ value: '32px', origin: 'here' });
    expect(resolveValue(styles, 'phone', 'color')).toEqual({ value: '#111111', origin: 'desktop' });
    writeDeviceStyle(editor, heading, 'phone', { 'font-size': null });
    const afterReset = readDeviceStyles(editor, heading);
    expect(resolveValue(afterReset, 'phone', 'font-size')).toEqual({ value: '44px', origin: 'tablet' });
    expect(resolveValue(afterReset, 'desktop', 'line-height', '1.2')).toEqual({ value: '1.2', origin: 'page' });
    expect(resolveValue(afterReset, 'desktop', 'line-height')).toBeNull();
  });
});
