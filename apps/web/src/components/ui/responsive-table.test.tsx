// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ResponsiveTable, type Column } from './responsive-table';

interface Person {
  id: number;
  name: string;
  email: string;
  role: string;
  joined: string;
}

const people: Person[] = [
  { id: 1, name: 'Ada Baker', email: 'ada@example.com', role: 'Owner', joined: '1 Oct 2026' },
  { id: 2, name: 'Cy Dale', email: 'cy@example.com', role: 'Developer', joined: '3 Nov 2026' },
];

function columns(canRemove: boolean): (Column<Person> | false)[] {
  return [
    { header: 'Name', card: 'title', cell: (person) => person.name },
    { header: 'Email', card: 'line', cell: (person) => person.email },
    { header: 'Role', card: 'meta', cell: (person) => person.role },
    {
      header: 'Joined',
      card: 'meta',
      cell: (person) => person.joined,
      cardCell: (person) => `Joined ${person.joined}`,
    },
    { header: 'Id', card: 'none', cell: (person) => `#${person.id}` },
    canRemove && {
      header: 'Actions',
      isHeaderHidden: true,
      card: 'end',
      align: 'end',
      cell: (person) => <button type="button">Remove {person.name}</button>,
    },
  ];
}

afterEach(cleanup);

describe('ResponsiveTable', () => {
  it('from 640 px: a table with one header per column, a hidden one named for screen readers, a row per record', () => {
    render(<ResponsiveTable rows={people} rowKey={(person) => person.id} columns={columns(true)} label="People" />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.closest('.hidden.sm\\:block')).not.toBeNull();
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Email', 'Role', 'Joined', 'Id', 'Actions']);
    expect(within(headers[5]!).getByText('Actions').className).toContain('sr-only');
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Ada Baker', 'ada@example.com', 'Owner', '1 Oct 2026', '#1', 'Remove Ada Baker']);
    expect(within(second!).getAllByRole('cell')[5]!.className).toContain('text-right');
  });

  it('below 640 px: a card per record, each value in its place, the card’s own words where given', () => {
    render(<ResponsiveTable rows={people} rowKey={(person) => person.id} columns={columns(true)} label="People" />);
    const list = screen.getByRole('list', { name: 'People' });
    expect(list.className).toContain('sm:hidden');
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const [text, end] = [...cards[1]!.children] as HTMLElement[];
    expect([...text!.children].map((line) => line.textContent)).toEqual([
      'Cy Dale',
      'cy@example.com',
      'DeveloperJoined 3 Nov 2026',
    ]);
    expect(text!.children[0]!.className).toContain('font-medium');
    // A column only for the table stays off the card; the actions sit at its end.
    expect(cards[1]!.textContent).not.toContain('#2');
    expect(within(end!).getByRole('button', { name: 'Remove Cy Dale' })).toBeTruthy();
  });

  it('leaves out a column given as false, in both layouts', () => {
    render(<ResponsiveTable rows={people} rowKey={(person) => person.id} columns={columns(false)} />);
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).toBeNull();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(within(screen.getAllByRole('listitem')[0]!).queryByText(/Remove/)).toBeNull();
  });
});
