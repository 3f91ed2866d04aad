import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

/**
 * Screenshots for a person to look at, only when SHOTS_DIR names a folder: `{SHOTS_DIR}/{name}-{width}.png`
 * at 1280×800 and 375×812, full page. Without it the journey runs at full speed and writes nothing.
 */
export async function shoot(page: Page, name: string): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const size of [
    { width: 1280, height: 800 },
    { width: 375, height: 812 },
  ]) {
    await page.setViewportSize(size);
    // From the top: a page scrolled by a save or a fill otherwise draws its sticky header mid-picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(250);
    // A layout that eases into the new width (the dashboard's sidebar padding) is pictured once it has arrived.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
        ),
    );
    await page.screenshot({ path: `${folder}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}
