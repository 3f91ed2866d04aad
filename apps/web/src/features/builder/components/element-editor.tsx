import type { Component, Editor } from 'grapesjs';
import { Link2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/input';

import { HEADING_TAGS, isHeadingOrParagraph, replaceTag, type HeadingTag } from '../editor/components';
import { useEditorTick } from '../editor/use-editor-tick';
import { FormSettingsControl, formOf } from './form-settings-control';
import { ImageUploadButton } from './image-upload-button';
import { isAllowedLink } from '../link-rules';
import { pagePath } from '../page-names';

const TEXT_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'a',
  'span',
  'li',
  'blockquote',
  'cite',
  'strong',
  'em',
  'button',
  'label',
  'small',
]);

const tagOf = (component: Component) => String(component.get('tagName') ?? '').toLowerCase();
const isImage = (component: Component) => component.is('image') || tagOf(component) === 'img';
const isLink = (component: Component) => component.is('link') || tagOf(component) === 'a';
const isText = (component: Component) => component.is('text') || TEXT_TAGS.has(tagOf(component));

/**
 * The element editor (docs/product.md § Visual builder): the controls that fit the selected element (its style is the
 * style panel's, style/). Every change goes through GrapesJS, so it is undoable and saved with the draft. Images upload to the site's image store and only their
 * address enters the page (never base64).
 */
export function ElementEditor({ editor, component, uuid }: { editor: Editor; component: Component; uuid: string }) {
  useEditorTick(editor, 'component:update undo redo');
  const name = elementName(component);
  const form = formOf(component);
  return (
    <div className="flex flex-col gap-4">
      <p className="truncate text-xs text-zinc-500">
        Selected: <span className="font-medium text-zinc-800">{name}</span>
      </p>
      {form && <FormSettingsControl key={form.getId()} editor={editor} form={form} />}
      {isHeadingOrParagraph(component) && <HeadingControl editor={editor} component={component} />}
      {isLink(component) && <LinkControl editor={editor} component={component} />}
      {isImage(component) ? (
        <ImageControl uuid={uuid} label="Image" onUploaded={(src) => component.set('src', src)} />
      ) : (
        !isText(component) && (
          <ImageControl
            uuid={uuid}
            label="Background image"
            onUploaded={(src) =>
              component.addStyle({
                'background-image': `url("${src}")`,
                'background-size': 'cover',
                'background-position': 'center',
              })
            }
          />
        )
      )}
    </div>
  );
}

const NAMES: Record<string, string> = {
  p: 'Paragraph',
  a: 'Link',
  img: 'Image',
  button: 'Button',
  ul: 'List',
  li: 'List item',
};

/** What the selected element is, in words people use ("Heading H2", "Link", "Image"). */
function elementName(component: Component): string {
  const tag = tagOf(component);
  if (/^h[1-6]$/.test(tag)) return `Heading ${tag.toUpperCase()}`;
  return NAMES[tag] ?? component.getName();
}

function ControlLabel({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="text-xs font-medium text-zinc-700">
      {children}
    </label>
  );
}

function HeadingControl({ editor, component }: { editor: Editor; component: Component }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <ControlLabel htmlFor={id}>Heading tag</ControlLabel>
      <Select
        id={id}
        value={tagOf(component)}
        onChange={(event) => replaceTag(editor, component, event.target.value as HeadingTag)}
        className="h-8 text-sm"
      >
        {HEADING_TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {tag === 'p' ? 'P (paragraph)' : tag.toUpperCase()}
          </option>
        ))}
      </Select>
    </div>
  );
}

function LinkControl({ editor, component }: { editor: Editor; component: Component }) {
  const id = useId();
  const current = String(component.getAttributes().href ?? '');
  const [href, setHref] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const pages = editor.Pages.getAll().map((page, index) => ({
    name: page.getName(),
    path: pagePath(page.getName(), index),
  }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!isAllowedLink(href)) {
      setProblem('Use a web address (https://…), mailto:, tel:, or a page of this site');
      return;
    }
    setProblem(null);
    component.addAttributes({ href: href.trim() });
  };

  return (
    <form onSubmit={apply} className="flex flex-col gap-1.5" noValidate>
      <ControlLabel htmlFor={id}>Link</ControlLabel>
      <Select
        aria-label="Link to a page of this site"
        value={pages.some((page) => page.path === href) ? href : ''}
        onChange={(event) => event.target.value && setHref(event.target.value)}
        className="h-8 text-sm"
      >
        <option value="">A page of this site…</option>
        {pages.map((page) => (
          <option key={page.path} value={page.path}>
            {page.name} ({page.path})
          </option>
        ))}
      </Select>
      <div className="flex gap-1.5">
        <Input
          id={id}
          value={href}
          onChange={(event) => setHref(event.target.value)}
          placeholder="https://"
          className="h-8 min-w-0 text-sm"
          invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <Button type="submit" size="sm" variant="secondary" aria-label="Apply the link">
          <Link2 className="size-4" aria-hidden="true" />
        </Button>
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {problem}
        </p>
      )}
    </form>
  );
}

/** A labelled upload button: the image lands in the element when it is uploaded. */
function ImageControl({ uuid, label, onUploaded }: { uuid: string; label: string; onUploaded: (src: string) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-xs font-medium text-zinc-700">{label}</span>
      <ImageUploadButton uuid={uuid} text={`Upload ${label.toLowerCase()}`} onUploaded={onUploaded} />
    </div>
  );
}
