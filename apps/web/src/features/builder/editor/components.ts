import type { Component, Editor } from 'grapesjs';

import type { BuilderMode } from './modes';

/**
 * A page keeps most of its sections in a `<main>` (the landmark every published page needs, between its
 * navigation and its footer): the sections are the body's children, with that `<main>` opened up.
 */
const isMainLandmark = (component: Component) => String(component.get('tagName')).toLowerCase() === 'main';
const holdsSections = (component: Component) =>
  component.is('wrapper') || (isMainLandmark(component) && Boolean(component.parent()?.is('wrapper')));

/** The page's sections, top to bottom. */
export function pageSections(editor: Editor, page = editor.Pages.getSelected()): Component[] {
  const wrapper = page?.getMainComponent();
  if (!wrapper) return [];
  return wrapper.components().models.flatMap((child) => (isMainLandmark(child) ? child.components().models : [child]));
}

/** Where a new section goes: the end of the page's `<main>`, or of the body when it has none. */
export function sectionsContainer(editor: Editor): Component | undefined {
  const wrapper = editor.getWrapper();
  return wrapper?.components().models.find(isMainLandmark) ?? wrapper;
}

/** The section a component belongs to, or null for the body (or the `<main>`) itself. */
export function sectionOf(component: Component): Component | null {
  let current: Component | undefined = component;
  while (current) {
    const parent = current.parent();
    if (!parent) return null;
    if (holdsSections(parent) && !holdsSections(current)) return current;
    current = parent;
  }
  return null;
}

/** The first component under `root` (depth first) whose tag is one of `tags`; works on pages not shown. */
function firstWithTag(root: Component, tags: readonly string[]): Component | undefined {
  for (const child of root.components().models) {
    if (tags.includes(String(child.get('tagName')).toLowerCase())) return child;
    const found = firstWithTag(child, tags);
    if (found) return found;
  }
  return undefined;
}

/** A short name for a section in lists: its first heading's text, else its name in GrapesJS. */
export function sectionLabel(section: Component): string {
  const heading = firstWithTag(section, ['h1', 'h2', 'h3', 'h4']);
  const text = heading
    ?.getInnerHTML()
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (text) return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  return section.getName();
}

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';
export const HEADING_TAGS: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];

export function isHeadingOrParagraph(component: Component): boolean {
  return (HEADING_TAGS as string[]).includes(String(component.get('tagName')).toLowerCase());
}

/**
 * Changes a heading's tag (H1–H6 or P). The component itself takes the new tag and GrapesJS renders it
 * again, so its content, classes, attributes (the id its styles hang on) and styles stay; the change is
 * one step of the undo history. (Replacing the component by a copy lost the text of the copy.)
 */
export function replaceTag(editor: Editor, component: Component, tagName: HeadingTag): Component {
  component.set('tagName', tagName);
  editor.select(component);
  return component;
}

/** In edit-sections mode a click anywhere in a section selects the section itself. */
export function selectionFor(mode: BuilderMode, component: Component): Component {
  if (mode !== 'edit-sections') return component;
  return sectionOf(component) ?? component;
}
