import type { SshAccess } from '@aerie/contract';
import { Trash2 } from 'lucide-react';

import { ResponsiveTable } from '@/components/ui/responsive-table';
import { formatDate } from '@/lib/format-date';

import { personName } from '../server-display';

export interface SshAccessTableProps {
  entries: readonly SshAccess[];
  /** Only the project's owner deletes (docs/product.md § SSH users, § Roles and permissions). */
  canDelete: boolean;
  onDelete: (entry: SshAccess) => void;
}

/**
 * A server's SSH users: NAME, KEY FINGERPRINT, ADDED BY, DATE ADDED, and delete for the owner. A stacked
 * list on phones (a fingerprint is too long for a row there), a table from 640 px up.
 */
export function SshAccessTable({ entries, canDelete, onDelete }: SshAccessTableProps) {
  const deleteButton = (entry: SshAccess) => (
    <button
      type="button"
      onClick={() => onDelete(entry)}
      aria-label={`Delete ${entry.name}`}
      className="rounded-md p-1.5 text-zinc-400 transition-colors hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-accent-500"
    >
      <Trash2 className="size-4" aria-hidden="true" />
    </button>
  );
  return (
    <ResponsiveTable
      rows={entries}
      rowKey={(entry) => entry.id}
      columns={[
        {
          header: 'Name',
          card: 'title',
          cardClassName: 'truncate',
          className: 'font-medium text-zinc-900',
          cell: (entry) => entry.name,
        },
        {
          header: 'Key fingerprint',
          card: 'line',
          className: 'font-mono text-xs text-zinc-600',
          cardClassName: 'font-mono text-xs break-all text-zinc-500',
          cell: (entry) => entry.fingerprint,
        },
        {
          header: 'Added by',
          card: 'line',
          className: 'whitespace-nowrap',
          cell: (entry) => personName(entry.created_by),
          cardCell: (entry) => `${personName(entry.created_by)} · ${formatDate(entry.created_at)}`,
        },
        {
          header: 'Date added',
          card: 'none',
          className: 'whitespace-nowrap',
          cell: (entry) => formatDate(entry.created_at),
        },
        canDelete && { header: 'Action', card: 'end', align: 'end', cell: deleteButton },
      ]}
    />
  );
}
