import type { SshAccess } from '@aerie/contract';
import { Trash2 } from 'lucide-react';

import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { formatDate } from '@/lib/format-date';

import { personName } from '../server-display';

export interface SshAccessTableProps {
  entries: readonly SshAccess[];
  /** Only the project's owner deletes (001 §2, §6). */
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
    <>
      <ul className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
        {entries.map((entry) => (
          <li key={entry.id} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0 space-y-1">
              <p className="truncate text-sm font-medium text-zinc-900">{entry.name}</p>
              <p className="font-mono text-xs break-all text-zinc-500">{entry.fingerprint}</p>
              <p className="text-sm text-zinc-600">
                {personName(entry.created_by)} · {formatDate(entry.created_at)}
              </p>
            </div>
            {canDelete && <div className="shrink-0">{deleteButton(entry)}</div>}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table>
          <TableHead>
            <tr>
              <TableHeaderCell>Name</TableHeaderCell>
              <TableHeaderCell>Key fingerprint</TableHeaderCell>
              <TableHeaderCell>Added by</TableHeaderCell>
              <TableHeaderCell>Date added</TableHeaderCell>
              {canDelete && (
                // Visible text, not an sr-only span: an absolutely placed span escapes the table's scroll box
                // and widens the page.
                <TableHeaderCell className="text-right">Action</TableHeaderCell>
              )}
            </tr>
          </TableHead>
          <TableBody>
            {entries.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell className="font-medium text-zinc-900">{entry.name}</TableCell>
                <TableCell className="font-mono text-xs text-zinc-600">{entry.fingerprint}</TableCell>
                <TableCell className="whitespace-nowrap">{personName(entry.created_by)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDate(entry.created_at)}</TableCell>
                {canDelete && <TableCell className="text-right">{deleteButton(entry)}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
