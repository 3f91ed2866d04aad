import { LIMITS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { descriptionPreview, formatTaskDay, isOverdue, todayIso } from './task-display';

describe('descriptionPreview', () => {
  it('keeps a description of up to 70 characters whole', () => {
    const seventy = 'x'.repeat(LIMITS.taskDescriptionPreview);
    expect(descriptionPreview(seventy)).toBe(seventy);
    expect(descriptionPreview('Short and sweet.')).toBe('Short and sweet.');
  });

  it('cuts a longer one at 70 characters and adds an ellipsis', () => {
    const preview = descriptionPreview('a'.repeat(71));
    expect(preview).toBe(`${'a'.repeat(70)}…`);
  });

  it('does not leave a space before the ellipsis', () => {
    const text = `${'word '.repeat(14)}and more`; // character 70 is a space
    expect(descriptionPreview(text)).toBe(`${'word '.repeat(14).trimEnd()}…`);
  });

  it('counts characters, not UTF-16 units, so an emoji is never split', () => {
    const text = '🚀'.repeat(71);
    expect(Array.from(descriptionPreview(text))).toHaveLength(71);
    expect(descriptionPreview(text).endsWith('🚀…')).toBe(true);
  });
});

describe('isOverdue', () => {
  const today = '2025-06-15';

  it('is overdue when the end date is before today and the task is not done', () => {
    expect(isOverdue({ end_date: '2025-06-14', status: 'in_progress' }, today)).toBe(true);
    expect(isOverdue({ end_date: '2024-12-31', status: 'todo' }, today)).toBe(true);
  });

  it('is not overdue on its last day, in the future, or once done', () => {
    expect(isOverdue({ end_date: '2025-06-15', status: 'todo' }, today)).toBe(false);
    expect(isOverdue({ end_date: '2025-07-01', status: 'review' }, today)).toBe(false);
    expect(isOverdue({ end_date: '2025-06-01', status: 'done' }, today)).toBe(false);
  });
});

describe('todayIso and formatTaskDay', () => {
  it('gives the local calendar day with zero padding', () => {
    expect(todayIso(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });

  it('shows a calendar day as itself whatever the time zone', () => {
    expect(formatTaskDay('2025-03-01')).toBe('1 Mar 2025');
  });
});
