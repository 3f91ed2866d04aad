import type { TaskPriority } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { filterTasks, hasActiveFilters, NO_FILTERS, withExistingLabels, type TaskFilters } from './task-filters';

const ME = 7;
const BUG = 31;
const DESIGN = 32;
const task = (id: number, title: string, priority: TaskPriority, assigneeIds: number[], labelIds: number[] = []) => ({
  id,
  title,
  priority,
  key: `AER-${id}`,
  assignees: assigneeIds.map((assigneeId) => ({ id: assigneeId })),
  labels: labelIds.map((labelId) => ({ id: labelId })),
});
const tasks = [
  task(1, 'Write the launch post', 'important', [ME, 9], [DESIGN]),
  task(2, 'Fix checkout bug', 'critical', [9], [BUG]),
  task(3, 'Tidy the footer', 'low', [], [BUG, DESIGN]),
  task(4, 'Launch checklist', 'normal', [ME]),
];
const ids = (filters: Partial<TaskFilters>) => filterTasks(tasks, { ...NO_FILTERS, ...filters }, ME).map((t) => t.id);

describe('filterTasks', () => {
  it('keeps everything, in order, without filters', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('searches titles case-insensitively, ignoring surrounding spaces', () => {
    expect(ids({ search: '  LAUNCH ' })).toEqual([1, 4]);
    expect(ids({ search: 'nothing like this' })).toEqual([]);
  });

  it('finds a task by its key, in any case', () => {
    expect(ids({ search: ' aer-2 ' })).toEqual([2]);
    expect(ids({ search: 'AER-22' })).toEqual([]);
  });

  it('filters by priority', () => {
    expect(ids({ priority: 'critical' })).toEqual([2]);
  });

  it('filters by assignee, or by having nobody assigned', () => {
    expect(ids({ assignee: 9 })).toEqual([1, 2]);
    expect(ids({ assignee: 'unassigned' })).toEqual([3]);
  });

  it('"My tasks" keeps the tasks the signed-in user is assigned to', () => {
    expect(ids({ onlyMine: true })).toEqual([1, 4]);
  });

  it('combines filters (all must match)', () => {
    expect(ids({ onlyMine: true, assignee: 9 })).toEqual([1]);
    expect(ids({ onlyMine: true, priority: 'normal', search: 'check' })).toEqual([4]);
    expect(hasActiveFilters({ ...NO_FILTERS, priority: 'low' })).toBe(true);
  });
});

describe('the label filter (issue 27)', () => {
  it('keeps the cards with any of the chosen labels, in order', () => {
    expect(ids({ labels: [BUG] })).toEqual([2, 3]);
    expect(ids({ labels: [BUG, DESIGN] })).toEqual([1, 2, 3]);
    expect(hasActiveFilters({ ...NO_FILTERS, labels: [BUG] })).toBe(true);
  });

  it('combines with the other filters', () => {
    expect(ids({ labels: [DESIGN], assignee: ME })).toEqual([1]);
    expect(ids({ labels: [BUG], search: 'footer' })).toEqual([3]);
    expect(ids({ labels: [BUG], onlyMine: true })).toEqual([]);
  });

  it('forgets a chosen label the project no longer has', () => {
    const filters = { ...NO_FILTERS, labels: [BUG, 99] };
    expect(withExistingLabels(filters, [BUG, DESIGN]).labels).toEqual([BUG]);
    const unchanged = { ...NO_FILTERS, labels: [BUG] };
    expect(withExistingLabels(unchanged, [BUG])).toBe(unchanged);
  });
});
