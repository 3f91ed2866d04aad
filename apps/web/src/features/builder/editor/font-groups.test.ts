import { describe, expect, it } from 'vitest';

import { FONT_GROUPS } from './font-groups';
import { FONT_STACKS } from './theme';

describe('FONT_GROUPS', () => {
  it('lists every font stack once, system first, then Sans, Serif, Display and Mono', () => {
    expect(FONT_GROUPS.map((group) => group.label)).toEqual(['System', 'Sans', 'Serif', 'Display', 'Mono']);
    const listed = FONT_GROUPS.flatMap((group) => group.stacks.map((stack) => stack.value));
    expect(listed.sort()).toEqual(FONT_STACKS.map((stack) => stack.value).sort());
    expect(FONT_GROUPS.find((group) => group.label === 'Serif')!.stacks.map((stack) => stack.label)).toContain('Lora');
  });
});
