/// <reference lib="dom" />
// What bench/editor-open.ts measures inside the page once the editor is open, with the page's own clock
// (performance.now()), so Playwright's round trips are not in the figures. The page functions name no inner
// function: tsx would wrap it in a helper the page does not have. "The frame after that painted" is the next
// animation frame plus a task, the earliest point after which the browser has drawn it.
import type { Page } from '@playwright/test';

/**
 * Selecting an element in the canvas: from the pointer's click on the first heading from `nth` sections down the page to the
 * element editor shown for it and the frame after that painted.
 */
export function timeSelection(page: Page, nth: number): Promise<number> {
  return page.evaluate(async (index) => {
    const frame = document.querySelector<HTMLIFrameElement>('.gjs-frame')!;
    // The first heading from the nth section on (a separator has none).
    const sections = [...frame.contentDocument!.querySelectorAll('[data-gjs-type="wrapper"] > *')].slice(index);
    const heading = sections.map((section) => section.querySelector<HTMLElement>('h1, h2, h3')).find(Boolean)!;
    heading.scrollIntoView({ block: 'center' });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const startedAt = performance.now();
    for (const type of ['mousedown', 'mouseup', 'click']) {
      heading.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: frame.contentWindow }));
    }
    while (!document.querySelector('input[type="color"][aria-label="Pick text colour"]')) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - startedAt;
  }, nth);
}

/**
 * A style edit on the selected element through the style panel's text colour picker: from the input event to the
 * canvas drawing the element in the new colour and the frame after that painted (React's chrome included).
 */
export function timeColourEdit(page: Page, colour: string): Promise<number> {
  return page.evaluate(async (hex) => {
    const input = document.querySelector<HTMLInputElement>('input[type="color"][aria-label="Pick text colour"]')!;
    const frame = document.querySelector<HTMLIFrameElement>('.gjs-frame')!;
    const selected = frame.contentDocument!.querySelector<HTMLElement>('.gjs-selected')!;
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
    const expected = `rgb(${r}, ${g}, ${b})`;
    const startedAt = performance.now();
    // React listens to the native `input` event; its value setter is the prototype's, not the instance's.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, hex);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    // The style panel writes a picked colour when the picker closes (its `change` event): one pick, one undo step.
    input.dispatchEvent(new Event('change', { bubbles: true }));
    while (frame.contentWindow!.getComputedStyle(selected).color !== expected) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return performance.now() - startedAt;
  }, colour);
}
