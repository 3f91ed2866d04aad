/**
 * What a share link adds to the draft it shows: a banner saying so, first in the body, styled from the site's
 * own stylesheet (the sites' CSP allows no inline style and no script), kept above the page's own layers.
 */
export const PREVIEW_BANNER =
  '<div class="aerie-preview-banner" role="note"><strong>Preview</strong> — unpublished changes; this is not the live site.</div>';

export const PREVIEW_BANNER_CSS = [
  '.aerie-preview-banner{position:sticky;top:0;z-index:2147483647;margin:0;padding:6px 12px;',
  'background:#1e293b;color:#f8fafc;font:14px/1.4 system-ui,sans-serif;text-align:center;}',
  '.aerie-preview-banner strong{font-weight:700;margin-right:4px;}',
].join('');

function plainPage(title: string, text: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${title}</title></head>`,
    `<body><h1>${title}</h1><p>${text}</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

/** The page every expired or revoked link answers (410): the link existed, it is gone for good. */
export function goneSharePage(): string {
  return plainPage(
    'Preview link expired',
    'This preview link has expired or was revoked. Ask the site&#39;s owner for a new one.',
  );
}

/** What a link whose draft cannot be rendered answers (503): the visitor did nothing wrong, the draft may be fixed. */
export function unrenderableSharePage(): string {
  return plainPage(
    'Preview unavailable',
    'The unpublished changes this link shows could not be rendered. Ask the site&#39;s owner to check the site in the builder.',
  );
}
