import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react'/g;

/** `ArrowUpRight` → `arrow-up-right`, `Building2` → `building-2`: lucide-react's file name for an icon. */
function fileNameOf(icon: string): string {
  return icon
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])([0-9])/g, '$1-$2')
    .toLowerCase();
}

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

/**
 * The lucide-react modules (`icons/<name>.js`) imported by the given source files and folders, read from
 * their import lines. The build groups these into one chunk: the public pages then fetch their icons in
 * one request instead of one per icon (each is a few hundred bytes).
 */
export function iconFilesUsedBy(paths: string[]): Set<string> {
  const icons = new Set<string>();
  for (const file of paths.flatMap(sourceFiles)) {
    if (!/\.tsx?$/.test(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(LUCIDE_IMPORT)) {
      for (const specifier of match[1]!.split(',')) {
        const name = specifier
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)[0];
        if (name && name !== 'LucideIcon' && name !== 'LucideProps') icons.add(`${fileNameOf(name)}.js`);
      }
    }
  }
  return icons;
}
