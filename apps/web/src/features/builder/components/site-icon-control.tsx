import type { Editor } from 'grapesjs';
import { ImageOff, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { SITE_ICON_CHANGED, setSiteIcon, siteIconOf } from '../editor/site-icon';
import { useEditorTick } from '../editor/use-editor-tick';
import { ImageUploadButton } from './image-upload-button';

/**
 * The site icon (docs/product.md § Site icon): the small picture a browser shows in the tab and the bookmarks. One of
 * the site's own uploaded images, made a 48×48 PNG when the site is published; without one, the site's initial.
 */
export function SiteIconControl({ editor, uuid }: { editor: Editor; uuid: string }) {
  useEditorTick(editor, SITE_ICON_CHANGED);
  const src = siteIconOf(editor);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-xs font-semibold text-zinc-500">Site icon</legend>
      <div className="flex items-center gap-3">
        <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md border border-zinc-200 bg-zinc-50">
          {src ? (
            <img src={src} alt="The site icon" className="size-full object-contain" />
          ) : (
            <ImageOff className="size-5 text-zinc-400" aria-hidden="true" />
          )}
        </span>
        <p className="text-xs text-zinc-600">
          {src ? 'Shown in browser tabs and bookmarks.' : 'None chosen: browser tabs show the site’s initial.'}
        </p>
      </div>
      <ImageUploadButton uuid={uuid} text="Choose image" onUploaded={(next) => setSiteIcon(editor, next)} />
      {src && (
        <Button size="sm" variant="ghost" className="self-start" onClick={() => setSiteIcon(editor, '')}>
          <Trash2 className="size-4" aria-hidden="true" />
          Remove
        </Button>
      )}
    </fieldset>
  );
}
