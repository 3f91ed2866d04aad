import { LABEL_COLORS } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the label palette (issue 27)', () => {
  it.each(Object.entries(LABEL_COLORS))(
    '%s: the chip’s text passes WCAG AA (4.5:1) on its background',
    (_name, palette) => {
      expect(contrast(palette.text, palette.background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('the chip stands apart from a white card (its dot at 3:1, as a non-text mark)', () => {
    for (const palette of Object.values(LABEL_COLORS))
      expect(contrast(palette.text, '#ffffff')).toBeGreaterThanOrEqual(3);
  });

  it('offers about ten colours, each once', () => {
    const backgrounds = Object.values(LABEL_COLORS).map((palette) => palette.background);
    expect(new Set(backgrounds).size).toBe(backgrounds.length);
    expect(backgrounds.length).toBeGreaterThanOrEqual(8);
  });

  it('checks the measure itself: black on white is 21:1', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
