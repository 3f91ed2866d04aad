import { describe, expect, it } from 'vitest';

import { boardQueryOf, hasActiveFilters, NO_FILTERS, withExistingLabels, type TaskFilters } from './task-filters';

const BUG = 31;
const DESIGN = 32;
const TODAY = '2026-03-02';
const query = (filters: Partial<TaskFilters>) => boardQueryOf({ ...NO_FILTERS, ...filters }, TODAY);

describe('the filters as the column call reads them (issue 33)', () => {
  it('sends only the day without filters', () => {
    expect(query({})).toEqual({ today: TODAY });
    expect(hasActiveFilters({ ...NO_FILTERS, search: '   ' })).toBe(false);
    expect(query({ search: '   ' })).toEqual({ today: TODAY });
  });

  it('sends the search trimmed, and each filter that is not "all"', () => {
    expect(query({ search: '  launch ', priority: 'critical', assignee: 9, onlyMine: true })).toEqual({
      today: TODAY,
      search: 'launch',
      assignee: '9',
      priority: 'critical',
      mine: 'true',
      labels: undefined,
    });
    expect(query({ assignee: 'unassigned' })).toMatchObject({ assignee: 'unassigned', search: undefined });
    expect(query({ onlyMine: true })).toMatchObject({ mine: 'true', assignee: undefined, priority: undefined });
  });

  it('sends the labels as sorted ids, so one choice is one cached column', () => {
    expect(query({ labels: [DESIGN, BUG] }).labels).toBe(`${BUG},${DESIGN}`);
    expect(query({ labels: [BUG, DESIGN] })).toEqual(query({ labels: [DESIGN, BUG] }));
  });
});

describe('the label filter (issue 27)', () => {
  it('forgets a chosen label the project no longer has', () => {
    const filters = { ...NO_FILTERS, labels: [BUG, 99] };
    expect(withExistingLabels(filters, [BUG, DESIGN]).labels).toEqual([BUG]);
    const unchanged = { ...NO_FILTERS, labels: [BUG] };
    expect(withExistingLabels(unchanged, [BUG])).toBe(unchanged);
  });
});
