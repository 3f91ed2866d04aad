import { LIMITS } from '@aerie/contract';
import { clsx } from 'clsx';
import { addSiteSymbols } from '@aerie/blocks';
import type { Editor, Page } from 'grapesjs';
import { FileText, Pencil, Plus, Tags, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { FormError } from '@/components/ui/field';
import { FormDialog } from '@/components/ui/form-dialog';
import { Input } from '@/components/ui/input';

import { markChanged } from '../editor/mark-changed';
import { useEditorTick } from '../editor/use-editor-tick';
import { pagePath, uniquePageName } from '../page-names';
import { PageMetaModal } from './page-meta-modal';

const pageName = (page: Page) => page.getName() || 'Untitled';

/** Every uploaded or catalogue image the site's pages show (absolute addresses), once each: link card choices. */
const siteImages = (editor: Editor) => [
  ...new Set(
    editor.Pages.getAll().flatMap((page) =>
      page
        .getMainComponent()
        .find('img')
        .map((image) => String(image.get('src') ?? ''))
        .filter((src) => /^https?:\/\//.test(src)),
    ),
  ),
];

/**
 * What a typed page name may hold: the saved document allows `pageNameMax`, and four characters stay free
 * for the `--0`, `--1`, … that keeps names unique (docs/product.md § Builder pages).
 */
const PAGE_NAME_TYPED_MAX = LIMITS.pageNameMax - 4;
const PAGE_NAME_TOO_LONG = `Page name must be at most ${PAGE_NAME_TYPED_MAX} characters`;

/** The field's message for a typed name, or null when it may be used. */
const pageNameProblem = (name: string) => (name.trim().length > PAGE_NAME_TYPED_MAX ? PAGE_NAME_TOO_LONG : null);

/**
 * List of Pages (docs/product.md § Builder pages): select, add ('Add a new page', the --0/--1 rule of
 * docs/product.md § Builder pages), rename, delete (never the last page) and each page's metadata.
 */
export function PagesPanel({ editor }: { editor: Editor }) {
  useEditorTick(editor, 'page update');
  const pages = editor.Pages.getAll();
  const selected = editor.Pages.getSelected();
  const [newName, setNewName] = useState('');
  const [newNameProblem, setNewNameProblem] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<Page | null>(null);
  const [deleting, setDeleting] = useState<Page | null>(null);
  const [describing, setDescribing] = useState<Page | null>(null);
  const names = pages.map(pageName);
  const isFull = pages.length >= LIMITS.pagesPerSiteMax;

  const addPage = (event: FormEvent) => {
    event.preventDefault();
    const wanted = newName.trim();
    if (!wanted || isFull) return;
    // A pasted name longer than the limit is kept whole in the input and refused, never cut (issue 25).
    const problem = pageNameProblem(wanted);
    setNewNameProblem(problem);
    if (problem) return;
    const name = uniquePageName(names, wanted);
    const page = editor.Pages.add(
      { name, title: name, description: '', keywords: '', component: '' },
      { select: true },
    );
    if (page) {
      // The site's header and footer symbols come with every new page (docs/product.md § Site-wide styles).
      addSiteSymbols(editor, page);
      markChanged(editor);
    }
    setNewName('');
  };

  return (
    <div className="flex flex-col gap-3 p-3">
      <ul className="flex flex-col gap-1" aria-label="Pages">
        {pages.map((page, index) => {
          const isSelected = page === selected;
          return (
            <li
              key={page.getId()}
              className={clsx(
                'group flex items-center gap-1 rounded-lg border px-1 py-1',
                isSelected ? 'border-accent-200 bg-accent-50' : 'border-transparent hover:bg-zinc-50',
              )}
            >
              <button
                type="button"
                aria-current={isSelected ? 'page' : undefined}
                onClick={() => editor.Pages.select(page)}
                className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-0.5 text-left focus-visible:outline-2 focus-visible:outline-accent-500"
              >
                <FileText className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-zinc-800">{pageName(page)}</span>
                  <span className="block truncate font-mono text-[11px] text-zinc-500">
                    {pagePath(pageName(page), index)}
                  </span>
                </span>
              </button>
              <RowButton label={`Page details of ${pageName(page)}`} onClick={() => setDescribing(page)}>
                <Tags className="size-3.5" aria-hidden="true" />
              </RowButton>
              <RowButton label={`Rename ${pageName(page)}`} onClick={() => setRenaming(page)}>
                <Pencil className="size-3.5" aria-hidden="true" />
              </RowButton>
              {pages.length > 1 && (
                <RowButton label={`Delete ${pageName(page)}`} onClick={() => setDeleting(page)}>
                  <Trash2 className="size-3.5" aria-hidden="true" />
                </RowButton>
              )}
            </li>
          );
        })}
      </ul>

      <form onSubmit={addPage} className="flex flex-col gap-2 border-t border-zinc-100 pt-3">
        <label htmlFor="new-page-name" className="text-xs font-medium text-zinc-700">
          Add a new page
        </label>
        <Input
          id="new-page-name"
          value={newName}
          onChange={(event) => {
            setNewName(event.target.value);
            setNewNameProblem(null);
          }}
          placeholder="About"
          invalid={newNameProblem !== null}
          aria-describedby={clsx(newNameProblem && 'new-page-name-error', 'new-page-name-count')}
          className="h-8"
        />
        <FormError id="new-page-name-error">{newNameProblem}</FormError>
        <CharacterCount id="new-page-name-count" length={newName.length} limit={PAGE_NAME_TYPED_MAX} />
        <Button type="submit" size="sm" variant="secondary" disabled={!newName.trim() || isFull}>
          <Plus className="size-4" aria-hidden="true" />
          Add a new page
        </Button>
        {isFull && <p className="text-xs text-zinc-500">A site can have at most {LIMITS.pagesPerSiteMax} pages.</p>}
      </form>

      {renaming && (
        <RenamePageModal
          page={renaming}
          otherNames={names.filter((name) => name !== pageName(renaming))}
          onClose={() => setRenaming(null)}
          onRenamed={() => markChanged(editor)}
        />
      )}
      {describing && (
        <PageMetaModal
          page={describing}
          onClose={() => setDescribing(null)}
          onApplied={() => markChanged(editor)}
          siteImages={siteImages(editor)}
        />
      )}
      <ConfirmModal
        open={deleting !== null}
        title={`Delete ${deleting ? pageName(deleting) : 'page'}?`}
        description="The page and its sections leave the draft. Undo cannot bring a page back."
        confirmLabel="Delete page"
        isPending={false}
        failure={null}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting && editor.Pages.getAll().length > 1) {
            editor.Pages.remove(deleting);
            markChanged(editor);
          }
          setDeleting(null);
        }}
      />
    </div>
  );
}

function RowButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="shrink-0 rounded-md p-1.5 text-zinc-400 opacity-100 transition hover:bg-white hover:text-zinc-700 focus-visible:outline-2 focus-visible:outline-accent-500 lg:opacity-0 lg:group-hover:opacity-100 lg:focus-visible:opacity-100"
    >
      {children}
    </button>
  );
}

interface RenamePageModalProps {
  page: Page;
  otherNames: string[];
  onClose: () => void;
  onRenamed: () => void;
}

/** Renaming keeps names unique by the same rule as adding (an existing name gets --0, --1, …). */
function RenamePageModal({ page, otherNames, onClose, onRenamed }: RenamePageModalProps) {
  const [name, setName] = useState(pageName(page));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    const tooLong = pageNameProblem(wanted);
    setProblem(tooLong);
    if (tooLong) return;
    page.set('name', uniquePageName(otherNames, wanted));
    onRenamed();
    onClose();
  };
  return (
    <FormDialog
      onClose={onClose}
      title="Rename page"
      onSubmit={submit}
      submitLabel="Rename"
      canSubmit={Boolean(name.trim())}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor="rename-page-name" className="text-sm font-medium text-zinc-700">
          Page name
        </label>
        <Input
          id="rename-page-name"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setProblem(null);
          }}
          invalid={problem !== null}
          aria-describedby={clsx(problem && 'rename-page-name-error', 'rename-page-name-count')}
          autoFocus
        />
        <FormError id="rename-page-name-error">{problem}</FormError>
        <CharacterCount id="rename-page-name-count" length={name.length} limit={PAGE_NAME_TYPED_MAX} />
      </div>
    </FormDialog>
  );
}
