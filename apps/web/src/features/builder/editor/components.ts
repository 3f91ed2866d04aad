import type { Component, Editor } from 'grapesjs';

import type { BuilderMode } from './modes';

/** The page's sections: the top-level components of its body. */
export function pageSections(editor: Editor, page = editor.Pages.getSelected()): Component[] {
  const wrapper = page?.getMainComponent();
  return wrapper ? wrapper.components().models : [];
}

/** The section (top-level component) a component belongs to, or null for the body itself. */
export function sectionOf(component: Component): Component | null {
  let current: Component | undefined = component;
  while (current) {
    const parent = current.parent();
    if (!parent) return null;
    if (parent.is('wrapper')) return current;
    current = parent;
  }
  return null;
}

/** A short name for a section in lists: its first heading's text, else its type or tag. */
export function sectionLabel(section: Component): string {
  const heading = section.find('h1, h2, h3, h4')[0];
  const text =
    heading?.getEl()?.textContent?.trim() ||
    heading
      ?.getInnerHTML()
      .replace(/<[^>]*>/g, '')
      .trim();
  if (text) return text.length > 40 ? `${text.slice(0, 39)}…` : text;
  const tag = section.get('tagName') ?? 'section';
  return section.getName() || tag;
}

export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';
export const HEADING_TAGS: HeadingTag[] = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'];

export function isHeadingOrParagraph(component: Component): boolean {
  return (HEADING_TAGS as string[]).includes(String(component.get('tagName')).toLowerCase());
}

/**
 * Changes a heading's tag (H1–H6 or P) by replacing the component with a copy under the new tag: its
 * content, classes, attributes (the id its styles hang on) and styles stay. The remove and the add
 * happen in one call stack, which the undo manager records as one step, so one Undo brings the old tag
 * back.
 */
export function replaceTag(editor: Editor, component: Component, tagName: HeadingTag): Component {
  if (!component.parent()) return component;
  const json = component.toJSON() as Record<string, unknown>;
  const added = component.replaceWith({ ...json, tagName });
  const replacement = Array.isArray(added) ? added[0] : added;
  if (replacement) editor.select(replacement);
  return replacement ?? component;
}

/** In edit-sections mode a click anywhere in a section selects the section itself. */
export function selectionFor(mode: BuilderMode, component: Component): Component {
  if (mode !== 'edit-sections') return component;
  return sectionOf(component) ?? component;
}
