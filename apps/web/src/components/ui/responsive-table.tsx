import { clsx } from 'clsx';
import type { Key, ReactNode } from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './table';

/** Where a column's value sits on a phone's card. */
export type CardSlot =
  /** The first line, in the row's strongest type. */
  | 'title'
  /** A line of its own under the title. */
  | 'line'
  /** One of the small items wrapped together after the lines (badges, a date). */
  | 'meta'
  /** Beside the card's text, on the right: a status, the row's actions. */
  | 'end'
  /** Only in the table (its value is already on the card in another column's words). */
  | 'none';

export interface Column<Row> {
  /** The header; for a column whose header is hidden, still its name for screen readers. */
  header: string;
  isHeaderHidden?: boolean;
  cell: (row: Row) => ReactNode;
  /** Classes of the table's body cells (`whitespace-nowrap`, a width, `font-mono text-xs`). */
  className?: string;
  align?: 'start' | 'end';
  card: CardSlot;
  /** What the card shows when it differs from the cell: shorter, or two columns in one line. */
  cardCell?: (row: Row) => ReactNode;
  /** Classes of the value's place on the card (`truncate`, `font-mono text-xs`). */
  cardClassName?: string;
}

export interface ResponsiveTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** A column may be left out with `false` (an actions column the viewer may not use). */
  columns: readonly (Column<Row> | false)[];
  /** Names the list and the table for screen readers. */
  label?: string;
  /** The end items beside each other (`row`, the default) or under each other (`stack`). */
  cardEnd?: 'row' | 'stack';
  /** Cells a little narrower than the house table, so a wide table fits beside the sidebar at 1280 px. */
  isDense?: boolean;
}

/**
 * A list of records declared once, column by column: below 640 px each record is a card (a table's row
 * does not fit a phone), from 640 px a table. Both are in the page and CSS shows one, so the screen never
 * jumps after it loads; a hidden one is hidden from screen readers too.
 */
export function ResponsiveTable<Row>({
  rows,
  rowKey,
  columns,
  label,
  cardEnd = 'row',
  isDense = false,
}: ResponsiveTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  const inSlot = (slot: CardSlot) => shown.filter((column) => column.card === slot);
  const cardValue = (column: Column<Row>, row: Row) => (column.cardCell ?? column.cell)(row);
  const cellClass = (column: Column<Row>) =>
    clsx(isDense && 'px-3!', column.align === 'end' && 'text-right', column.className);
  const [titles, lines, metas, ends] = [inSlot('title'), inSlot('line'), inSlot('meta'), inSlot('end')];

  return (
    <>
      <ul aria-label={label} className="divide-y divide-zinc-100 rounded-xl border border-zinc-200 bg-white sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="flex items-start justify-between gap-3 p-4">
            <div className="min-w-0 flex-1 space-y-1">
              {titles.map((column) => (
                <div key={column.header} className={clsx('text-sm font-medium text-zinc-900', column.cardClassName)}>
                  {cardValue(column, row)}
                </div>
              ))}
              {lines.map((column) => (
                <div key={column.header} className={clsx('text-sm text-zinc-600', column.cardClassName)}>
                  {cardValue(column, row)}
                </div>
              ))}
              {metas.length > 0 && (
                <div className="flex flex-wrap items-center gap-2 pt-1 text-xs text-zinc-500">
                  {metas.map((column) => (
                    <span key={column.header} className={column.cardClassName}>
                      {cardValue(column, row)}
                    </span>
                  ))}
                </div>
              )}
            </div>
            {ends.length > 0 && (
              <div
                className={clsx(
                  'flex shrink-0',
                  cardEnd === 'stack' ? 'flex-col items-end gap-2' : 'items-center gap-1',
                )}
              >
                {ends.map((column) => (
                  <div key={column.header} className={column.cardClassName}>
                    {cardValue(column, row)}
                  </div>
                ))}
              </div>
            )}
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table aria-label={label}>
          <TableHead>
            <tr>
              {shown.map((column) => (
                <TableHeaderCell
                  key={column.header}
                  // Positioned, so the visually hidden name stays inside the table's scroll box.
                  className={clsx(
                    isDense && 'px-3!',
                    column.align === 'end' && 'text-right',
                    column.isHeaderHidden && 'relative',
                  )}
                >
                  {column.isHeaderHidden ? <span className="sr-only">{column.header}</span> : column.header}
                </TableHeaderCell>
              ))}
            </tr>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={rowKey(row)}>
                {shown.map((column) => (
                  <TableCell key={column.header} className={cellClass(column)}>
                    {column.cell(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </>
  );
}
