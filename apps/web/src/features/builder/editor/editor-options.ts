import { BUILDER_FRAMES, type ProjectData } from '@aerie/contract';
import type { EditorConfig, ProjectData as GrapesProjectData } from 'grapesjs';

import { parseCssKeepingVariables } from './css-parser';
import { RICH_TEXT_ACTIONS } from './rich-text-actions';

export type DeviceId = 'desktop' | 'tablet' | 'phone';

/**
 * The preview frames of docs/product.md § Visual builder, shown at their real width (scaled when the canvas has less
 * room, editor/use-canvas-fit.ts). A style edited while tablet or phone is shown lands in a
 * max-width media rule of that frame's width, so desktop keeps its own (desktop first).
 */
export const DEVICES: { id: DeviceId; name: string; width: string; height: string; widthMedia: string }[] = [
  { id: 'desktop', name: 'Desktop', width: `${BUILDER_FRAMES.desktop.width}px`, height: '', widthMedia: '' },
  {
    id: 'tablet',
    name: 'Tablet',
    width: `${BUILDER_FRAMES.tablet.width}px`,
    height: `${BUILDER_FRAMES.tablet.height}px`,
    widthMedia: `${BUILDER_FRAMES.tablet.width}px`,
  },
  {
    id: 'phone',
    name: 'Phone',
    width: `${BUILDER_FRAMES.phone.width}px`,
    height: `${BUILDER_FRAMES.phone.height}px`,
    widthMedia: '480px',
  },
];

/**
 * GrapesJS with our own chrome: no default panels, no storage of its own (saves go through the builder
 * API with their revision), no base64 images (uploads go to the sites' assets origin), and the HTML
 * parser's defaults that drop scripts, `on*` attributes and unsafe URLs from code people paste.
 */
export function editorOptions(projectData: ProjectData): EditorConfig {
  return {
    height: '100%',
    width: 'auto',
    projectData: projectData as GrapesProjectData,
    // `false` alone leaves GrapesJS' autosave on: it serialised the whole project after every edit for a storage that
    // does not exist (150 ms a colour change on a 100-section page, issue 29 § Speed). Saves are use-site-saver's.
    storageManager: { type: '', autosave: false, autoload: false },
    undoManager: { trackSelection: false },
    selectorManager: { componentFirst: true },
    deviceManager: { default: 'desktop', devices: DEVICES },
    assetManager: { embedAsBase64: false, upload: false, autoAdd: true },
    blockManager: { custom: true },
    parser: {
      optionsHtml: { allowScripts: false, allowUnsafeAttr: false, allowUnsafeAttrValue: false },
      parserCss: (css) => parseCssKeepingVariables(css),
    },
    canvas: { scripts: [], styles: [] },
    // GrapesJS types the list as names, but merges action objects over its defaults by name.
    richTextEditor: { actions: RICH_TEXT_ACTIONS as unknown as string[] },
    // Component scripts never reach the canvas or the exported HTML (sites run no scripts).
    jsInHtml: false,
    // The default loads an icon font from a CDN; the chrome is ours and everything stays offline.
    cssIcons: '',
    showOffsets: false,
    telemetry: false,
  };
}
