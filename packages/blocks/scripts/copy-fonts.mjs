/**
 * Copies the font library's files (src/fonts.ts) from their Fontsource packages into assets/fonts/<id>/,
 * each family's licence beside its files (the SIL Open Font License travels with every copy).
 *
 * Run from the repository root after changing FONT_LIBRARY, then commit assets/fonts:
 *   npx tsx packages/blocks/scripts/copy-fonts.mjs
 */
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { FONT_LIBRARY } from '../src/fonts.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const target = path.join(root, 'assets', 'fonts');
const require = createRequire(import.meta.url);

rmSync(target, { recursive: true, force: true });
for (const font of FONT_LIBRARY) {
  const packageDir = path.dirname(require.resolve(`${font.fontPackage}/package.json`));
  const familyDir = path.join(target, font.id);
  mkdirSync(familyDir, { recursive: true });
  copyFileSync(path.join(packageDir, 'LICENSE'), path.join(familyDir, 'LICENSE'));
  for (const { file } of font.files) copyFileSync(path.join(packageDir, 'files', file), path.join(familyDir, file));
}
console.log(`${FONT_LIBRARY.length} families copied to ${path.relative(process.cwd(), target)}`);
