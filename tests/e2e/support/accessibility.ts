import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * A screen is ready when its top heading (or the dialog on show) is visible and its first data has arrived:
 * nothing says it is loading, and nothing fades in. (Not the network going idle: the dashboard keeps the bell's
 * live count open for good.)
 */
export async function settled(page: Page, dialog?: Locator): Promise<void> {
  await expect(dialog ?? page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Loading\b/)).toHaveCount(0);
  // Fade-ins finished (endless ones, a spinner, aside): axe reads a colour mid-transition as too faint.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
}

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
  /** Also fail when the page does not fit its content (`expectPageFits`), at both widths once axe has run. */
  pageFits?: boolean;
}

/**
 * Runs axe on the page as it is and fails the test on any serious or critical violation, listing each as
 * `rule (impact) target: summary` so the failure reads without opening a report.
 */
export async function expectNoSeriousViolations(page: Page, screen: string, options: Options = {}): Promise<void> {
  // Only violations are read: collecting every passing node too makes each run several times slower.
  let builder = new AxeBuilder({ page }).withTags(TAGS).options({
    resultTypes: ['violations'],
    // axe's label-in-name rule too (WCAG 2.5.3: a control's visible words are in its accessible name), which
    // axe before 4.14 marks experimental and leaves out.
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const { violations, incomplete } = await builder.analyze();
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
  // A rule that throws stops checking the page and reports no violation: axe could not read Tailwind's zinc-50,
  // `oklch(98.5% 0 none)`, and so skipped colour contrast on every screen with that background (docs/accessibility.md).
  const failedRules = incomplete.flatMap((result) =>
    result.nodes.flatMap((node) =>
      [...node.any, ...node.all, ...node.none]
        .filter((check) => check.id === 'error-occurred')
        .map((check) => `${result.id}: ${(check.data as { message?: string } | null)?.message ?? check.message}`),
    ),
  );
  expect.soft(failedRules, `axe rules that could not run on ${screen} at ${width} px`).toEqual([]);
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
      if (options.pageFits) await expectPageFits(page, screen);
    }
    await page.setViewportSize(original);
  });
}

/**
 * The page is as big as what it shows: nothing is wider than the window, so it never scrolls sideways (a part
 * that scrolls inside its own box on purpose, such as the project tabs or the board's columns, does not count),
 * and nothing hidden hangs below its `<main>` to scroll into blank space. Lists what sticks out, to say what to fix.
 */
export async function expectPageFits(page: Page, screen: string): Promise<void> {
  const misfits = await page.evaluate(() => {
    const root = document.documentElement;
    const mainBottom = Math.ceil((document.querySelector('main')?.getBoundingClientRect().bottom ?? 0) + scrollY);
    const overhang = root.scrollHeight - Math.max(root.clientHeight, mainBottom);
    const right = (element: Element) => element.getBoundingClientRect().right;
    const bottom = (element: Element) => element.getBoundingClientRect().bottom + scrollY;
    // Inside a box that scrolls or clips, a part cannot stretch the page.
    const isClipped = (element: Element, axis: 'overflowX' | 'overflowY') => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement)
        if (getComputedStyle(node)[axis] !== 'visible') return true;
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${Array.from(element.classList).slice(0, 4).join('.')}`;
    // What sticks out of a parent that fits: the part to fix, not each of its ancestors.
    const sticksOut = (limit: number, edge: (element: Element) => number, axis: 'overflowX' | 'overflowY') =>
      Array.from(document.querySelectorAll('body *'))
        .filter(
          (element) =>
            edge(element) > limit + 1 &&
            !(element.parentElement && edge(element.parentElement) > limit + 1) &&
            !isClipped(element, axis),
        )
        .slice(0, 5)
        .map(name);
    return [
      ...(root.scrollWidth > root.clientWidth ? sticksOut(root.clientWidth, right, 'overflowX') : []).map(
        (part) => `wider than the window: ${part}`,
      ),
      ...(overhang > 1 ? sticksOut(Math.max(root.clientHeight, mainBottom), bottom, 'overflowY') : []).map(
        (part) => `below the page (${overhang} px of blank): ${part}`,
      ),
    ];
  });
  const width = page.viewportSize()?.width ?? 0;
  expect.soft(misfits, `what does not fit on ${screen} at ${width} px`).toEqual([]);
}
