import { expect, type Locator, type Page } from '@playwright/test';

/** More stops than any of our screens has before its form: a target not reached by then is not reachable. */
const MAX_STOPS = 60;

/**
 * Whether focus shows: the element draws an outline (ours or the browser's `auto`) or a ring (box-shadow), or
 * one of its nearest ancestors draws one because it holds the focus (a card's `has-[:focus-visible]:ring`
 * round a button stretched over it). An ancestor counts only if its outline or shadow changes when the
 * element loses focus (transitions off, so the change shows at once); focus is then put back.
 */
async function hasVisibleFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const draws = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    if (draws(getComputedStyle(element))) return true;
    const ancestors: HTMLElement[] = [];
    for (let node = element.parentElement; node && ancestors.length < 4; node = node.parentElement)
      ancestors.push(node);
    const looks = () =>
      ancestors.map((node) => {
        const style = getComputedStyle(node);
        return { look: `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`, draws: draws(style) };
      });
    const transitions = ancestors.map((node) => node.style.transition);
    for (const node of ancestors) node.style.transition = 'none';
    const focused = looks();
    (element as HTMLElement).blur();
    const unfocused = looks();
    (element as HTMLElement).focus();
    ancestors.forEach((node, index) => (node.style.transition = transitions[index]!));
    return focused.some((each, index) => each.draws && each.look !== unfocused[index]!.look);
  });
}

/**
 * Moves focus with Tab (or Shift+Tab) until `target` has it, as a keyboard user does, and checks the
 * target shows that it has focus. Fails when the target is never reached.
 */
export async function tabTo(page: Page, target: Locator, direction: 'forward' | 'backward' = 'forward') {
  await expect(target).toBeVisible();
  const key = direction === 'forward' ? 'Tab' : 'Shift+Tab';
  for (let stop = 0; stop < MAX_STOPS; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      expect(await hasVisibleFocus(target), 'the focused element shows a focus indicator').toBe(true);
      return;
    }
    await page.keyboard.press(key);
  }
  throw new Error(`${target} was not reached with ${key} in ${MAX_STOPS} stops`);
}

/** Tabs to a text field and types into it (replacing what it held). */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+A');
  // Long values (a private key) arrive as a paste would; short ones key by key.
  if (text.length > 80) await page.keyboard.insertText(text);
  else await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Tabs to a native select and picks the option whose label starts with `label` by typing it. */
export async function chooseOption(page: Page, select: Locator, label: string): Promise<void> {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select.locator('option:checked')).toHaveText(new RegExp(`^${label}`));
}

/** Tabs to a button, link or checkbox and presses it with `key`. */
export async function press(page: Page, control: Locator, key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
  await tabTo(page, control);
  await page.keyboard.press(key);
}

/**
 * A dialog keeps focus inside while Tab goes round it past its last stop and Shift+Tab back past its
 * first; Escape closes it and focus goes back to `opener`.
 */
export async function expectFocusTrappedThenReturned(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const stops = await dialog.locator('a[href], button, input, select, textarea, [tabindex]').count();
  // Once round forwards (so Tab has wrapped past the last stop), then past the first stop backwards.
  for (const [key, presses] of [
    ['Tab', stops + 1],
    ['Shift+Tab', 2],
  ] as const) {
    for (let stop = 0; stop < presses; stop += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((element) => element.contains(document.activeElement)),
        `focus stays in the dialog after ${key}`,
      ).toBe(true);
    }
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
