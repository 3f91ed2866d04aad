import { describe, expect, it } from 'vitest';

import { emptyTaskForm, isTaskFormComplete, TaskFormSchema } from './task-form';

const valid = { ...emptyTaskForm('todo', '2025-06-01'), title: 'Ship it', end_date: '2025-06-03' };

describe('TaskFormSchema', () => {
  it('accepts a complete task', () => {
    expect(TaskFormSchema.safeParse(valid).success).toBe(true);
    expect(TaskFormSchema.safeParse({ ...valid, end_date: '2025-06-01' }).success).toBe(true);
  });

  it('refuses an end date before the start date, on the end date', () => {
    const result = TaskFormSchema.safeParse({ ...valid, end_date: '2025-05-31' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['end_date'],
      message: 'End date cannot be before the start date',
    });
  });

  it('refuses a title over 30 characters and a description over 300', () => {
    expect(TaskFormSchema.safeParse({ ...valid, title: 'x'.repeat(31) }).success).toBe(false);
    expect(TaskFormSchema.safeParse({ ...valid, description: 'x'.repeat(301) }).success).toBe(false);
  });
});

describe('isTaskFormComplete', () => {
  it('needs a title, a start and an end date', () => {
    expect(isTaskFormComplete(valid)).toBe(true);
    expect(isTaskFormComplete({ ...valid, title: '  ' })).toBe(false);
    expect(isTaskFormComplete({ ...valid, end_date: '' })).toBe(false);
  });
});
