import { describe, expect, it } from 'vitest';

import { classNameProblem, isReservedClass } from './class-names';

describe('classNameProblem', () => {
  it('takes letters, digits and hyphens starting with a letter', () => {
    expect(classNameProblem('brand-note')).toBeNull();
    expect(classNameProblem('Card2')).toBeNull();
  });

  it('refuses a digit first, other characters, an empty or over-long name', () => {
    expect(classNameProblem('2col')).toBe('A class name cannot start with a digit');
    expect(classNameProblem('big title')).toBe('Use letters, digits and hyphens, starting with a letter');
    expect(classNameProblem('x.y')).toBe('Use letters, digits and hyphens, starting with a letter');
    expect(classNameProblem('-x')).toBe('Use letters, digits and hyphens, starting with a letter');
    expect(classNameProblem('  ')).toBe('Enter a class name');
    expect(classNameProblem(`a${'b'.repeat(40)}`)).toBe('Class names are at most 40 characters');
  });

  it("refuses the theme's site- classes, the blocks' own classes and a class the element has", () => {
    expect(classNameProblem('site-btn')).toBe('"site-btn" belongs to the site\'s sections; choose another name');
    expect(classNameProblem('tes1-quote')).toMatch(/belongs to the site's sections/);
    expect(classNameProblem('tes1')).toMatch(/belongs to the site's sections/);
    expect(classNameProblem('note', ['note'])).toBe('This element already has that class');
  });
});

describe('isReservedClass', () => {
  it('knows block prefixes from user names that only look alike', () => {
    expect(isReservedClass('gjs-selected')).toBe(true);
    expect(isReservedClass('tes1-figure')).toBe(true);
    expect(isReservedClass('testimonial')).toBe(false);
  });
});
