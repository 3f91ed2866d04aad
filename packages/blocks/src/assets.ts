/**
 * Catalogue images live in `packages/blocks/assets/images` and are served by the sites host at
 * `<assets origin>/catalogue/<file>`. Block HTML names them with a placeholder so the same HTML works in
 * the editor, in previews, in thumbnails (a local folder) and on published sites.
 */
export const ASSETS_PLACEHOLDER = '{{ASSETS}}';

/** `{{ASSETS}}/catalogue/<file>`: the address of a catalogue image inside block HTML. */
export function catalogueImage(file: string): string {
  return `${ASSETS_PLACEHOLDER}/catalogue/${file}`;
}

/** Replaces every `{{ASSETS}}` with `base` (without its trailing slash). */
export function withAssetsBase(html: string, base: string): string {
  return html.split(ASSETS_PLACEHOLDER).join(base.replace(/\/+$/, ''));
}
