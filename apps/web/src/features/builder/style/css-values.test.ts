import { describe, expect, it } from 'vitest';

import { checkColour, checkFreeValue, checkLength, checkNumber, splitLength, type LengthRules } from './css-values';

const FONT_SIZE: LengthRules = { units: ['px', 'rem', 'em', '%'], defaultUnit: 'px' };
const MARGIN: LengthRules = { units: ['px', 'rem', '%'], defaultUnit: 'px', keywords: ['auto'], allowNegative: true };

describe('checkLength', () => {
  it('takes any size with the chosen unit, with no upper bound (issue 29)', () => {
    expect(checkLength('56', FONT_SIZE)).toEqual({ ok: true, value: '56px' });
    expect(checkLength('240', FONT_SIZE)).toEqual({ ok: true, value: '240px' });
    expect(checkLength('3.5', FONT_SIZE, 'rem')).toEqual({ ok: true, value: '3.5rem' });
    expect(checkLength('120%', FONT_SIZE)).toEqual({ ok: true, value: '120%' });
    expect(checkLength('0', FONT_SIZE, 'em')).toEqual({ ok: true, value: '0' });
  });

  it('refuses a mistyped unit, a unit the field does not offer and a negative size, with a message', () => {
    expect(checkLength('12pxx', FONT_SIZE)).toEqual({ ok: false, problem: 'Enter a number with px, rem, em, %' });
    expect(checkLength('12vw', FONT_SIZE)).toEqual({ ok: false, problem: 'Use one of px, rem, em, %' });
    expect(checkLength('-4', FONT_SIZE)).toEqual({ ok: false, problem: 'Enter 0 or more' });
    expect(checkLength('', FONT_SIZE).ok).toBe(false);
  });

  it('takes the keywords and negative values a field allows', () => {
    expect(checkLength('auto', MARGIN)).toEqual({ ok: true, value: 'auto' });
    expect(checkLength('-16', MARGIN)).toEqual({ ok: true, value: '-16px' });
    expect(checkLength('none', MARGIN)).toEqual({
      ok: false,
      problem: 'Enter a number with px, rem, % or auto',
    });
  });
});

describe('splitLength', () => {
  it('splits a length for the unit select, and leaves keywords alone', () => {
    expect(splitLength('2.5rem')).toEqual({ amount: '2.5', unit: 'rem' });
    expect(splitLength('1.4')).toEqual({ amount: '1.4', unit: '' });
    expect(splitLength('auto')).toBeNull();
  });
});

describe('checkNumber', () => {
  it('keeps opacity between 0 and 1', () => {
    expect(checkNumber('0.5', 0, 1)).toEqual({ ok: true, value: '0.5' });
    expect(checkNumber('1.5', 0, 1)).toEqual({ ok: false, problem: 'Enter a number from 0 to 1' });
    expect(checkNumber('half', 0, 1).ok).toBe(false);
  });
});

describe('checkColour', () => {
  it('takes hex, rgb and hsl colours and the theme colours', () => {
    for (const colour of ['#b42318', '#fff', '#1e3a5f80', 'rgb(30, 58, 95)', 'hsl(210 50% 40% / 0.5)']) {
      expect(checkColour(colour)).toEqual({ ok: true, value: colour });
    }
    expect(checkColour('var(--site-color-primary)')).toEqual({ ok: true, value: 'var(--site-color-primary)' });
  });

  it('refuses what is not a colour', () => {
    for (const typed of ['#12', '#ggg', 'rgb(1,2,3);x:y', 'var(--other)', 'url(x)', '']) {
      expect(checkColour(typed).ok, typed).toBe(false);
    }
  });
});

describe('checkFreeValue', () => {
  it('takes a shadow, a gradient and grid columns', () => {
    expect(checkFreeValue('box-shadow', '0 4px 12px rgba(0, 0, 0, 0.15)').ok).toBe(true);
    expect(checkFreeValue('background-image', 'linear-gradient(90deg, #fff, #000)').ok).toBe(true);
    expect(checkFreeValue('grid-template-columns', 'repeat(3, 1fr)').ok).toBe(true);
  });

  it('refuses what would end the declaration or the stylesheet, unbalanced brackets and typed images', () => {
    expect(checkFreeValue('box-shadow', '0 0 red; color: red')).toEqual({
      ok: false,
      problem: 'Remove ; { } < > and \\',
    });
    expect(checkFreeValue('box-shadow', '0 0 4px rgba(0,0,0')).toEqual({
      ok: false,
      problem: 'Close every bracket you open',
    });
    expect(checkFreeValue('background-image', 'url(https://example.com/a.png)').ok).toBe(false);
    expect(checkFreeValue('background-image', '</style>').ok).toBe(false);
  });
});
