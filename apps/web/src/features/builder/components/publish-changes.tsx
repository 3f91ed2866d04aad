import type { PageChange } from '@aerie/contract';

import { useWebsiteChanges } from '../api/get-website-changes';
import type { BuilderContext } from './builder-editor';

/** At most this many lines; the rest is counted, so the menu stays short on a site with many pages. */
const LINES_SHOWN = 6;

function describe(change: PageChange): string {
  switch (change.change) {
    case 'added':
      return `Page “${change.name}” added`;
    case 'removed':
      return `Page “${change.name}” removed`;
    case 'renamed':
      return `Page “${change.previous_name ?? ''}” renamed to “${change.name}”`;
    case 'edited':
      return `Page “${change.name}” edited`;
  }
}

/** What changed since the last publish (docs/product.md § Draft and live), as the saved draft stands. */
export function PublishChanges({ context }: { context: BuilderContext }) {
  const { website, saver } = context;
  const { data } = useWebsiteChanges(website.uuid, saver.state.revision, website.published_at);
  if (!data || data.status === 'not_published') return null;
  if (data.status === 'published') {
    return <p className="text-xs text-zinc-600">The live site is the saved draft: nothing to publish.</p>;
  }
  if (!data.comparable) {
    return <p className="text-xs text-zinc-600">The draft was saved since the last publish.</p>;
  }
  const lines = [...data.pages.map(describe), ...(data.site_styles_changed ? ['Site-wide styles changed'] : [])];
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-zinc-800">Since the last publish</p>
      <ul
        aria-label="Changes since the last publish"
        className="flex list-disc flex-col gap-0.5 pl-4 text-xs text-zinc-600"
      >
        {lines.slice(0, LINES_SHOWN).map((line, index) => (
          <li key={`${index} ${line}`} className="break-words">
            {line}
          </li>
        ))}
        {lines.length > LINES_SHOWN && <li>and {lines.length - LINES_SHOWN} more</li>}
      </ul>
    </div>
  );
}
