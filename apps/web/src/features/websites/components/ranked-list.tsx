import { Card } from '@/components/ui/card';

export interface RankedListProps {
  title: string;
  /** Said when there is nothing to list. */
  empty: string;
  items: readonly { name: string; count: number }[];
}

/** A short ranked list (top pages, referrers…): each name with its count and a bar for its share of the first. */
export function RankedList({ title, empty, items }: RankedListProps) {
  const top = Math.max(1, ...items.map((item) => item.count));
  return (
    <Card padding="sm" className="sm:p-6">
      <h3 className="text-sm font-semibold text-zinc-900">{title}</h3>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-500">{empty}</p>
      ) : (
        <ol className="mt-3 space-y-1.5" aria-label={title}>
          {items.map((item) => (
            <li key={item.name} className="relative flex items-center gap-3 rounded-md px-2 py-1 text-sm">
              <span
                className="absolute inset-y-0 left-0 rounded-md bg-accent-50"
                style={{ width: `${(item.count / top) * 100}%` }}
                aria-hidden="true"
              />
              <span className="relative min-w-0 flex-1 truncate text-zinc-800" title={item.name}>
                {item.name}
              </span>
              <span className="relative font-medium text-zinc-900 tabular-nums">{item.count.toLocaleString()}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
