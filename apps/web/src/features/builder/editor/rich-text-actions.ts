import type { RichTextEditorAction } from 'grapesjs';

/** GrapesJS's text editor, as its actions receive it (the class itself is not exported). */
type RichTextEditor = Parameters<RichTextEditorAction['result']>[0];

/** GrapesJS selects an element it inserted when it carries this attribute (and then removes it). */
const SELECT_AFTER_INSERT = 'data-selectme';

const selectedText = (rte: RichTextEditor) => rte.selection()?.toString() ?? '';

function isInside(rte: RichTextEditor, tagName: string): boolean {
  const node = rte.selection()?.anchorNode;
  const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
  return Boolean(element?.closest(tagName));
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The text toolbar's actions. GrapesJS's own Link and "Wrap for style" insert an element around the
 * selection even when nothing is selected: a click on the toolbar (it floats over the text above the one
 * being edited) left an empty `<a>` or `<span>` in the heading, which then reached the published page.
 * Here both act only on selected text, which they escape (GrapesJS inserts it as HTML). Icons, titles and
 * states stay GrapesJS's: it merges these over its defaults by name.
 */
export const RICH_TEXT_ACTIONS = [
  'bold',
  'italic',
  'underline',
  'strikethrough',
  {
    name: 'link',
    result: (rte: RichTextEditor) => {
      if (isInside(rte, 'a')) return rte.exec('unlink');
      const text = selectedText(rte);
      if (!text.trim()) return;
      rte.insertHTML(`<a href="" ${SELECT_AFTER_INSERT}>${escapeText(text)}</a>`, { select: true });
    },
  },
  {
    name: 'wrap',
    result: (rte: RichTextEditor) => {
      const text = selectedText(rte);
      if (!text.trim() || isInside(rte, 'span')) return;
      rte.insertHTML(`<span ${SELECT_AFTER_INSERT}>${escapeText(text)}</span>`, { select: true });
    },
  },
];
