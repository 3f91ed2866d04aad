import { escapeHtml } from '../../lib/escape-html.js';

/**
 * The Markdown subset of comments (docs/product.md § Comments), rendered to HTML on the server. Nothing of
 * the source is ever passed through as markup: every character is escaped, and the only tags in the output
 * are the ones written here (p, br, strong, em, code, pre, a, ul, ol, li, span). Links keep only http, https
 * and mailto addresses, so a `javascript:` link stays text; raw HTML in the source shows as the text it is.
 */

/** `@[Ada Lovelace](user:12)`: the composer writes a mention so; the id is what counts, the label is a fallback. */
export const MENTION = /@\[([^\]\n]{1,100})\]\(user:(\d{1,10})\)/g;

const INLINE = new RegExp(
  [
    /`([^`\n]+)`/.source, // 1: code span
    /@\[([^\]\n]{1,100})\]\(user:(\d{1,10})\)/.source, // 2, 3: mention
    /\[([^\]\n]{1,500})\]\(([^()\s]{1,2000})\)/.source, // 4, 5: link
    /\*\*(?=\S)([^\n]*?\S)\*\*/.source, // 6: bold
    /(?<![\w*])[*_](?=[^\s*_])([^\n*_]*?[^\s*_])[*_](?![\w*])/.source, // 7: italic
    /\b((?:https?:\/\/|mailto:)[^\s<>"']*[^\s<>"'.,;:!?)\]])/.source, // 8: bare link
  ].join('|'),
  'g',
);

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The address a link may point at, or null: anything that does not parse as http, https or mailto. */
export function safeHref(raw: string): string | null {
  try {
    const url = new URL(raw);
    return ALLOWED_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

const anchor = (href: string, inner: string) =>
  `<a href="${escapeHtml(href)}" rel="noopener noreferrer nofollow" target="_blank">${inner}</a>`;

/** Names of mentioned people as they are now (a renamed person shows their new name), by user id. */
export type MentionNames = ReadonlyMap<number, string>;

function renderInline(source: string, names: MentionNames, depth = 0): string {
  let html = '';
  let last = 0;
  for (const match of source.matchAll(INLINE)) {
    html += escapeHtml(source.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, code, mentionLabel, mentionId, linkText, linkUrl, bold, italic, bare] = match;
    if (code !== undefined) html += `<code>${escapeHtml(code)}</code>`;
    else if (mentionId !== undefined) {
      const id = Number(mentionId);
      const name = names.get(id) ?? mentionLabel!;
      html += `<span class="mention" data-user-id="${id}">@${escapeHtml(name)}</span>`;
    } else if (linkUrl !== undefined) {
      const href = safeHref(linkUrl);
      html += href ? anchor(href, escapeHtml(linkText!)) : escapeHtml(whole);
    } else if (bold !== undefined)
      html += depth < 4 ? `<strong>${renderInline(bold, names, depth + 1)}</strong>` : escapeHtml(whole);
    else if (italic !== undefined)
      html += depth < 4 ? `<em>${renderInline(italic, names, depth + 1)}</em>` : escapeHtml(whole);
    else if (bare !== undefined) {
      const href = safeHref(bare);
      html += href ? anchor(href, escapeHtml(bare)) : escapeHtml(whole);
    }
  }
  return html + escapeHtml(source.slice(last));
}

const FENCE = /^\s{0,3}```/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}\d{1,9}[.)]\s+(.*)$/;

/** Comment source to sanitised HTML: paragraphs (a single newline is a line break), lists, fenced code, inline marks. */
export function renderCommentMarkdown(source: string, names: MentionNames = new Map()): string {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const line = lines[index]!;
    if (FENCE.test(line)) {
      const code: string[] = [];
      index += 1;
      while (index < lines.length && !FENCE.test(lines[index]!)) code.push(lines[index++]!);
      index += 1; // the closing fence (or the end of an unclosed block)
      blocks.push(`<pre><code>${escapeHtml(code.join('\n'))}</code></pre>`);
      continue;
    }
    const listKind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : null;
    if (listKind) {
      const pattern = listKind === 'ul' ? BULLET : NUMBERED;
      const items: string[] = [];
      let item: RegExpExecArray | null;
      while (index < lines.length && (item = pattern.exec(lines[index]!))) {
        items.push(`<li>${renderInline(item[1]!, names)}</li>`);
        index += 1;
      }
      blocks.push(`<${listKind}>${items.join('')}</${listKind}>`);
      continue;
    }
    if (!line.trim()) {
      index += 1;
      continue;
    }
    const paragraph: string[] = [];
    while (
      index < lines.length &&
      lines[index]!.trim() &&
      !FENCE.test(lines[index]!) &&
      !BULLET.test(lines[index]!) &&
      !NUMBERED.test(lines[index]!)
    ) {
      paragraph.push(renderInline(lines[index++]!, names));
    }
    blocks.push(`<p>${paragraph.join('<br>')}</p>`);
  }
  return blocks.join('');
}

/** The user ids a source mentions, once each, outside code (a mention shown as code is not one). */
export function mentionedUserIds(source: string): number[] {
  const withoutCode = source.replace(/```[\s\S]*?(```|$)/g, '').replace(/`[^`\n]+`/g, '');
  const ids = [...withoutCode.matchAll(MENTION)].map((match) => Number(match[2]));
  return [...new Set(ids)];
}
