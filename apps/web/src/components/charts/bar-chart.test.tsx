// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { BarChart } from './bar-chart';

afterEach(cleanup);

const points = [
  { label: 'Mon 3 Nov', shortLabel: '3 Nov', value: 4, lineValue: 2 },
  { label: 'Tue 4 Nov', shortLabel: '4 Nov', value: 0, lineValue: 0 },
  { label: 'Wed 5 Nov', shortLabel: '5 Nov', value: 8, lineValue: 5 },
];

describe('BarChart', () => {
  it('gives screen readers the numbers as a table, named by the title', () => {
    render(<BarChart title="Views per day" points={points} valueName="Views" lineName="Visitors" />);
    const table = screen.getByRole('table', { name: 'Views per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[3]!).getByRole('rowheader').textContent).toBe('Wed 5 Nov');
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['8', '5']);
  });

  it('puts the table on screen when asked, since a bar shows its numbers only under a pointer', () => {
    render(<BarChart title="Views per day" points={points} valueName="Views" lineName="Visitors" />);
    const table = screen.getByRole('table', { name: 'Views per day' });
    expect(table.parentElement!.className).toBe('sr-only');
    fireEvent.click(screen.getByRole('button', { name: 'Show the numbers' }));
    expect(screen.getByRole('button', { name: 'Hide the numbers' }).getAttribute('aria-expanded')).toBe('true');
    expect(table.parentElement!.className).not.toContain('sr-only');
  });

  it('draws one bar per point, the tallest filling the height, and a zero as no bar', () => {
    const { container } = render(<BarChart title="Views" points={points} valueName="Views" />);
    const bars = [...container.querySelectorAll('rect')];
    expect(bars).toHaveLength(3);
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([90, 0, 180]);
    expect(container.querySelector('polyline')).toBeNull();
    expect(screen.getByText('max 8')).toBeTruthy();
  });
});
