import type { ParsedCssRule } from 'grapesjs';

/**
 * Splits a declaration block (`a: 1; b: url("x;y")`) into properties, keeping `;` and `:` inside quotes
 * and parentheses, and `!important` with its value.
 */
export function splitDeclarations(cssText: string): Record<string, string> {
  const style: Record<string, string> = {};
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  const flush = (end: number) => {
    const declaration = cssText.slice(start, end);
    const colon = declaration.indexOf(':');
    if (colon > 0) {
      const name = declaration.slice(0, colon).trim();
      const value = declaration.slice(colon + 1).trim();
      if (name && value) style[name.startsWith('--') ? name : name.toLowerCase()] = value;
    }
    start = end + 1;
  };
  for (let index = 0; index < cssText.length; index += 1) {
    const char = cssText[index];
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth += 1;
    else if (char === ')') depth = Math.max(0, depth - 1);
    else if (char === ';' && depth === 0) flush(index);
  }
  flush(cssText.length);
  return style;
}

const MEDIA_RULE = 4;
const FONT_FACE_RULE = 5;
const KEYFRAMES_RULE = 7;
const SUPPORTS_RULE = 12;

function rulesOf(list: CSSRuleList, atRule?: { name: string; params: string }): ParsedCssRule[] {
  const rules: ParsedCssRule[] = [];
  for (const rule of Array.from(list)) {
    if (rule.type === MEDIA_RULE || rule.type === SUPPORTS_RULE) {
      const grouping = rule as CSSMediaRule | CSSSupportsRule;
      rules.push(
        ...rulesOf(grouping.cssRules, {
          name: rule.type === MEDIA_RULE ? 'media' : 'supports',
          params: grouping.conditionText,
        }),
      );
    } else if (rule.type === KEYFRAMES_RULE) {
      const keyframes = rule as CSSKeyframesRule;
      for (const frame of Array.from(keyframes.cssRules) as CSSKeyframeRule[]) {
        rules.push({
          selectors: frame.keyText,
          style: splitDeclarations(frame.style.cssText),
          atRule: 'keyframes',
          params: keyframes.name,
        });
      }
    } else if (rule.type === FONT_FACE_RULE) {
      rules.push({
        selectors: '',
        style: splitDeclarations((rule as CSSFontFaceRule).style.cssText),
        atRule: 'font-face',
      });
    } else if (rule instanceof CSSStyleRule) {
      rules.push({
        selectors: rule.selectorText,
        style: splitDeclarations(rule.style.cssText),
        ...(atRule ? { atRule: atRule.name, params: atRule.params } : {}),
      });
    }
  }
  return rules;
}

/**
 * GrapesJS' own CSS parser reads each longhand from the browser's CSSOM, and the CSSOM leaves the
 * longhands of a shorthand written with `var()` empty (`padding: var(--site-space)`), so every such
 * declaration of the blocks and of the theme vanished. This parser reads each rule's `cssText`
 * instead, where the browser keeps the shorthand as written.
 */
export function parseCssKeepingVariables(css: string): ParsedCssRule[] {
  const element = document.createElement('style');
  element.textContent = css;
  document.head.append(element);
  const sheet = element.sheet;
  element.remove();
  return sheet ? rulesOf(sheet.cssRules) : [];
}
