import type { Component, Editor } from 'grapesjs';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';

import { sectionLabel, sectionOf } from '../editor/components';

interface CodeEditorModalProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const codeClasses =
  'block w-full resize-y rounded-lg border border-zinc-300 bg-zinc-950 p-3 font-mono text-xs leading-5 text-zinc-100 ' +
  'focus:border-accent-500 focus:ring-2 focus:ring-accent-500/20 focus:outline-none';

/**
 * The code editor (docs/product.md § Visual builder): the HTML and CSS of the selected section, or of the whole page
 * when nothing is selected. Apply hands the HTML to GrapesJS' parser, which drops scripts, `on*` attributes and unsafe
 * URLs; CSS rules are added or updated (the publish step cleans both again on the server).
 */
export function CodeEditorModal({ editor, open, onOpenChange }: CodeEditorModalProps) {
  const [target] = useState<Component | null>(() => {
    const selected = editor.getSelected();
    return selected ? (sectionOf(selected) ?? null) : null;
  });
  const wrapper = editor.getWrapper();
  const [html, setHtml] = useState(() => (target ? target.toHTML() : (wrapper?.getInnerHTML() ?? '')));
  const [css, setCss] = useState(() => editor.getCss({ component: target ?? wrapper, keepUnusedStyles: false }) ?? '');

  const apply = () => {
    if (target) {
      const added = target.replaceWith(html);
      const first = Array.isArray(added) ? added[0] : added;
      if (first) editor.select(first);
    } else {
      editor.setComponents(html);
    }
    if (css.trim()) editor.Css.addRules(css);
    onOpenChange(false);
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={
        target
          ? `Code of the section “${sectionLabel(target)}”`
          : `Code of the page “${editor.Pages.getSelected()?.getName() ?? ''}”`
      }
      description="Edit the HTML and CSS, then Apply. Scripts are removed: published sites never run them."
      className="sm:max-w-3xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={apply}>Apply</Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <label className="flex flex-col gap-1.5 text-sm font-medium text-zinc-800">
          HTML
          <textarea
            value={html}
            onChange={(event) => setHtml(event.target.value)}
            rows={12}
            spellCheck={false}
            className={codeClasses}
          />
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium text-zinc-800">
          CSS
          <textarea
            value={css}
            onChange={(event) => setCss(event.target.value)}
            rows={8}
            spellCheck={false}
            className={codeClasses}
          />
        </label>
      </div>
    </Modal>
  );
}
