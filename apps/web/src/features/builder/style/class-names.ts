import { BLOCKS } from '@aerie/blocks';

/**
 * Named classes of the style panel (docs/product.md § Visual builder, style panel). A user class is reused across
 * elements and pages; it must not collide with the classes the site already depends on: the theme's `site-…`
 * classes, every block's own prefix (`tes1`, `tes1-quote`) and GrapesJS's `gjs-…` editing classes.
 */

export const CLASS_NAME_MAX = 40;

const RESERVED_PREFIXES = ['site-', 'gjs-'];

/** Each block's root class (`<section class="tes1 …">`), the prefix of every class of that block. */
let blockPrefixes: ReadonlySet<string> | undefined;
function blockClassPrefixes(): ReadonlySet<string> {
  blockPrefixes ??= new Set(
    BLOCKS.map((block) => /^<\w+[^>]*\sclass="([^"\s]+)/.exec(block.html)?.[1]?.toLowerCase()).filter(
      (prefix): prefix is string => Boolean(prefix),
    ),
  );
  return blockPrefixes;
}

/** True for a class the site's blocks or theme own (the panel never offers them as a style target). */
export function isReservedClass(name: string): boolean {
  const lower = name.toLowerCase();
  if (RESERVED_PREFIXES.some((prefix) => lower.startsWith(prefix))) return true;
  const prefix = lower.split('-')[0]!;
  return blockClassPrefixes().has(prefix);
}

/** Why a typed class name cannot be used, or null when it can. */
export function classNameProblem(typed: string, existing: readonly string[] = []): string | null {
  const name = typed.trim();
  if (!name) return 'Enter a class name';
  if (name.length > CLASS_NAME_MAX) return `Class names are at most ${CLASS_NAME_MAX} characters`;
  if (/^\d/.test(name)) return 'A class name cannot start with a digit';
  if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name)) return 'Use letters, digits and hyphens, starting with a letter';
  if (isReservedClass(name)) return `"${name}" belongs to the site's sections; choose another name`;
  if (existing.includes(name)) return 'This element already has that class';
  return null;
}
