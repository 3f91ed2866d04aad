import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload">` for the Latin subset of Inter, so the text of the first paint is set in the
 * right font instead of swapping (and shifting) when the font arrives late. The other subsets stay
 * on demand: their @font-face rules carry a unicode-range, so a browser fetches them only for a page
 * that uses one of their characters.
 */
export function preloadFont(sourceName = 'inter-latin-wght-normal.woff2'): Plugin {
  return {
    name: 'aerie:preload-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const font = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(sourceName)),
        );
        if (!font) throw new Error(`preloadFont: ${sourceName} is not in the build; did the font import change?`);
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font.fileName}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
