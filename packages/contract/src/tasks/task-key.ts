import { z } from 'zod';

/**
 * Task keys (docs/product.md § Task keys): a project's prefix and a task's number make "AER-12". The prefix is
 * 2 to 5 capital letters, derived from the project's name when it is created.
 */
export const TASK_KEY_PREFIX_PATTERN = /^[A-Z]{2,5}$/;

/** The prefix a project without enough letters in its name gets. */
export const FALLBACK_TASK_KEY_PREFIX = 'TASK';

/** "Aerie shop" → "AER": the first three letters A–Z of the name, capitalised. */
export function taskKeyPrefixFor(projectName: string): string {
  const letters = projectName.toUpperCase().replace(/[^A-Z]/g, '');
  return letters.length >= 2 ? letters.slice(0, 3) : FALLBACK_TASK_KEY_PREFIX;
}

export function taskKey(prefix: string, number: number): string {
  return `${prefix}-${number}`;
}

export const TaskKeyPrefixField = z
  .string({ error: 'Key prefix is required' })
  .trim()
  .regex(TASK_KEY_PREFIX_PATTERN, 'Key prefix must be 2 to 5 capital letters (A–Z)');
