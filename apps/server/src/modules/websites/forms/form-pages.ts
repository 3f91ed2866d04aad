import { escapeHtml } from '../../../lib/escape-html.js';

/**
 * The small pages a form post answers with on the site's own origin, in the site's look (its stylesheet and
 * container), script-free like the site: the thank-you page, and the page that says why a post was refused
 * with a way back. `noindex`: they are answers, not content.
 */
export function formAnswerPage(input: { cssPath: string | null; heading: string; message: string }): string {
  const stylesheet = input.cssPath ? `<link rel="stylesheet" href="${escapeHtml(input.cssPath)}">` : '';
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(input.heading)}</title>${stylesheet}</head>`,
    '<body><main class="site-container">',
    `<h1>${escapeHtml(input.heading)}</h1><p>${escapeHtml(input.message)}</p>`,
    '<p><a class="site-btn" href="/">Back to the site</a></p>',
    '</main></body>',
    '</html>',
    '',
  ].join('\n');
}

export const DEFAULT_SUCCESS = 'Thank you: your message was sent.';
