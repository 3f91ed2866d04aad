import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** The widths every screen is checked at: the desktop frame and the narrowest phone we design for. */
export const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
] as const;

/** WCAG 2.0 and 2.1, levels A and AA: what issue 14 holds the product to. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

interface Options {
  /** CSS selectors axe leaves out, e.g. the builder's canvas iframe (the user's own page, not our chrome). */
  exclude?: string[];
}

/**
 * Runs axe on the page as it is and fails the test on any serious or critical violation, listing each as
 * `rule (impact) target: summary` so the failure reads without opening a report.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, options: Options = {}): Promise<void> {
  // Only violations are read: collecting every passing node too makes each run several times slower.
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({ resultTypes: ['violations'] });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const blocking = violations.filter((violation) => BLOCKING.has(violation.impact ?? ''));
  const lines = blocking.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${node.target.join(' ')}: ${
          node.failureSummary?.replace(/\s+/g, ' ').trim() ?? violation.help
        }`,
    ),
  );
  const width = page.viewportSize()?.width ?? 0;
  // Soft: one run lists every screen's violations, not only the first screen's.
  expect.soft(lines, `serious or critical axe violations on ${screen} at ${width} px`).toEqual([]);
}

/**
 * Checks the screen at both widths. `ready` waits for what makes the screen itself (a heading, a list),
 * so axe never judges a loading state; it runs again after each resize, since a layout can swap parts.
 */
export async function expectAccessibleAtBothWidths(
  page: Page,
  screen: string,
  ready: () => Promise<void>,
  options: Options = {},
): Promise<void> {
  await test.step(`axe: ${screen}`, async () => {
    const original = page.viewportSize() ?? WIDTHS[0];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await ready();
      await expectNoSeriousViolations(page, screen, options);
    }
    await page.setViewportSize(original);
  });
}
