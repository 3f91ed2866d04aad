import { FONT_LIBRARY, fontFaceCss } from '@aerie/blocks';
import type { Editor } from 'grapesjs';

const STYLE_ID = 'aerie-library-fonts';

function addFontFaces(target: Document, css: string): void {
  if (target.getElementById(STYLE_ID)) return;
  const style = target.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  target.head.appendChild(style);
}

/**
 * The `@font-face` rules of the whole font library, from the sites' assets host (docs/product.md § Visual
 * builder, Fonts): in the canvas, so a font chosen in Global styling shows at once, and in the builder's own
 * page, so the font select shows each name in its font. A browser downloads a file only when text uses it.
 * These rules are not the site's: a publish writes the ones the site uses into its own stylesheet.
 */
export function loadLibraryFonts(editor: Editor, assetsOrigin: string | null): void {
  if (!assetsOrigin) return;
  const css = fontFaceCss(FONT_LIBRARY, assetsOrigin);
  addFontFaces(document, css);
  const canvas = editor.Canvas.getDocument();
  if (canvas?.head) addFontFaces(canvas, css);
  editor.on('canvas:frame:load', ({ window }: { window: Window }) => addFontFaces(window.document, css));
}
