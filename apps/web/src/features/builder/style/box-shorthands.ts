/**
 * Shorthands the panel edits side by side (margin, padding, corner radii). A rule written by a block or in the code
 * editor may hold `padding: 8px 16px`; the panel reads and writes the four longhands, so the shorthand is expanded
 * first and one side can change without losing the other three.
 */
const SIDES = ['top', 'right', 'bottom', 'left'] as const;
const CORNERS = ['top-left', 'top-right', 'bottom-right', 'bottom-left'] as const;

export const BOX_SHORTHANDS: Record<string, readonly string[]> = {
  margin: SIDES.map((side) => `margin-${side}`),
  padding: SIDES.map((side) => `padding-${side}`),
  'border-radius': CORNERS.map((corner) => `border-${corner}-radius`),
};

/** `calc(var(--a) * 2) 0` → two parts: splits on spaces outside parentheses. */
function splitTopLevel(value: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value.trim()) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (/\s/.test(char) && depth === 0) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

/** The four values of a 1-to-4-value shorthand in CSS order (top, right, bottom, left); null when it has a `/`. */
function fourValues(value: string): string[] | null {
  const parts = splitTopLevel(value);
  if (parts.length < 1 || parts.length > 4 || parts.includes('/')) return null;
  const [top, right = top, bottom = top, left = right] = parts;
  return [top!, right!, bottom!, left!];
}

/**
 * The style with the box shorthands replaced by their longhands (longhands already present win, as they come later in
 * the rule GrapesJS writes). A shorthand that cannot be split (`!important`, `/` radii) is left as it is.
 */
export function expandBoxShorthands(style: Record<string, string>): Record<string, string> {
  const expanded: Record<string, string> = {};
  for (const [property, value] of Object.entries(style)) {
    const longhands = BOX_SHORTHANDS[property];
    const values = longhands && !value.includes('!important') ? fourValues(value) : null;
    if (!longhands || !values) {
      expanded[property] = value;
      continue;
    }
    longhands.forEach((longhand, index) => {
      expanded[longhand] ??= values[index]!;
    });
  }
  // Longhands written after the shorthand in the original rule override the expanded values.
  for (const [property, value] of Object.entries(style)) if (!BOX_SHORTHANDS[property]) expanded[property] = value;
  return expanded;
}
