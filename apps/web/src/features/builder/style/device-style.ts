import type { CssRule, Editor } from 'grapesjs';

import { DEVICES, type DeviceId } from '../editor/editor-options';
import { expandBoxShorthands } from './box-shorthands';

/**
 * The style of one target per device (docs/product.md § Visual builder, style panel), kept where GrapesJS keeps it: a
 * rule of the CSS composer for the target's selector (`#id` for this element, `.name` for a class) in the device's
 * media (none on desktop, `(max-width: 1024px)` on tablet, `(max-width: 480px)` on phone). Rules are the editor's own
 * models, so each write is one undo step, is saved with the draft and is published as it is.
 */

export type StyleTarget = { kind: 'element'; id: string } | { kind: 'class'; name: string };

/** Desktop first: each device inherits from the ones before it. */
export const DEVICE_ORDER: readonly DeviceId[] = ['desktop', 'tablet', 'phone'];

export const deviceName = (device: DeviceId) => DEVICES.find((entry) => entry.id === device)!.name;

/** The media GrapesJS gives a device's styles (its `mediaCondition` is max-width, the default). */
export function deviceMedia(device: DeviceId): string {
  const width = DEVICES.find((entry) => entry.id === device)?.widthMedia;
  return width ? `(max-width: ${width})` : '';
}

export const selectorOf = (target: StyleTarget) => (target.kind === 'element' ? `#${target.id}` : `.${target.name}`);

const ruleOptions = (device: DeviceId) => {
  const media = deviceMedia(device);
  return media ? { atRuleType: 'media', atRuleParams: media } : {};
};

/** The target's rule for the device, if it has one. */
export function findRule(editor: Editor, target: StyleTarget, device: DeviceId): CssRule | undefined {
  return editor.Css.getRule(selectorOf(target), ruleOptions(device)) ?? undefined;
}

function asStrings(style: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(style)
      .filter(([property, value]) => typeof value === 'string' && value !== '' && !property.startsWith('__'))
      .map(([property, value]) => [property, value as string]),
  );
}

/** What is set on the target for this device alone (margin and padding as their four sides). */
export function readDeviceStyle(editor: Editor, target: StyleTarget, device: DeviceId): Record<string, string> {
  const rule = findRule(editor, target, device);
  return rule ? expandBoxShorthands(asStrings(rule.getStyle() as Record<string, unknown>)) : {};
}

/**
 * Sets (a string) or clears (null) properties of the target on one device, in one step (one undo, one change for the
 * autosave).
 */
export function writeDeviceStyle(
  editor: Editor,
  target: StyleTarget,
  device: DeviceId,
  changes: Record<string, string | null>,
): void {
  const rule = findRule(editor, target, device);
  const style = readDeviceStyle(editor, target, device);
  for (const [property, value] of Object.entries(changes)) {
    if (value === null) delete style[property];
    else style[property] = value;
  }
  if (Object.keys(style).length === 0 && !rule) return;
  // A rule left empty stays (GrapesJS writes no CSS for it): removing it would not count as a change to save.
  if (rule) rule.setStyle(style);
  else editor.Css.setRule(selectorOf(target), style, ruleOptions(device));
}

export type ValueOrigin = 'here' | 'desktop' | 'tablet' | 'page';

export interface ResolvedValue {
  value: string;
  origin: ValueOrigin;
}

/** The target's own style on every device, read once per render of the panel. */
export type DeviceStyles = Record<DeviceId, Record<string, string>>;

export function readDeviceStyles(editor: Editor, target: StyleTarget): DeviceStyles {
  return {
    desktop: readDeviceStyle(editor, target, 'desktop'),
    tablet: readDeviceStyle(editor, target, 'tablet'),
    phone: readDeviceStyle(editor, target, 'phone'),
  };
}

/**
 * Where the value the device shows comes from: set on this device, inherited from a wider device (the nearest one
 * wins, as the max-width media cascade does), or else the page's CSS as the browser computed it (blocks, theme).
 */
export function resolveValue(
  styles: DeviceStyles,
  device: DeviceId,
  property: string,
  pageValue?: string,
): ResolvedValue | null {
  const own = styles[device][property];
  if (own !== undefined) return { value: own, origin: 'here' };
  const wider = DEVICE_ORDER.slice(0, DEVICE_ORDER.indexOf(device)).reverse();
  for (const candidate of wider) {
    const value = styles[candidate][property];
    if (value !== undefined) return { value, origin: candidate as 'desktop' | 'tablet' };
  }
  return pageValue ? { value: pageValue, origin: 'page' } : null;
}
