import type { Component, CssRule, Editor } from 'grapesjs';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';

import type { DeviceId } from '../editor/editor-options';
import { readDeviceStyles, selectorOf, writeDeviceStyle, type DeviceStyles, type StyleTarget } from './device-style';
import { PANEL_PROPERTIES } from './panel-properties';

export interface DeviceStylesState {
  device: DeviceId;
  styles: DeviceStyles;
  /** What the page's CSS gives the element (blocks, theme), read from the canvas once per selection and device. */
  pageValues: Record<string, string>;
  write: (changes: Record<string, string | null>) => void;
}

const currentDevice = (editor: Editor) => (editor.Devices.getSelected()?.id as DeviceId | undefined) ?? 'desktop';

/** The device frame eases to its new width; computed values are read again once it has. */
const FRAME_RESIZE_MS = 400;

function readPageValues(component: Component): Record<string, string> {
  const element = component.getEl();
  const view = element?.ownerDocument.defaultView;
  if (!element || !view) return {};
  const computed = view.getComputedStyle(element);
  return Object.fromEntries(PANEL_PROPERTIES.map((property) => [property, computed.getPropertyValue(property)]));
}

/**
 * The target's styles on the three devices, and a writer. The panel re-renders on its own writes, undo and redo, a
 * device change, and a change to one of the target's own rules (from the code editor, say); it ignores every other
 * editor event, so typing in the canvas or restyling the theme costs it nothing (issue 29, speed on 100 sections).
 */
export function useDeviceStyles(editor: Editor, component: Component, target: StyleTarget): DeviceStylesState {
  const [version, bump] = useReducer((count: number) => count + 1, 0);
  const [device, setDevice] = useState<DeviceId>(() => currentDevice(editor));
  const [pageVersion, bumpPage] = useReducer((count: number) => count + 1, 0);
  const selector = selectorOf(target);

  useEffect(() => {
    let resized: number | undefined;
    const onDevice = () => {
      setDevice(currentDevice(editor));
      bumpPage();
      window.clearTimeout(resized);
      resized = window.setTimeout(bumpPage, FRAME_RESIZE_MS);
    };
    const onRuleChange = (model: unknown) => {
      const rule = model as Partial<CssRule>;
      if (typeof rule.selectorsToString === 'function' && rule.selectorsToString() === selector) bump();
    };
    const onHistory = () => {
      bump();
      bumpPage();
    };
    editor.on('device:select', onDevice);
    editor.on('styleable:change', onRuleChange);
    editor.on('undo redo', onHistory);
    return () => {
      window.clearTimeout(resized);
      editor.off('device:select', onDevice);
      editor.off('styleable:change', onRuleChange);
      editor.off('undo redo', onHistory);
    };
  }, [editor, selector]);

  // Reads the canvas once per selection, device and undo, never per keystroke (issue 29, speed).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- pageVersion is the signal to read again
  const pageValues = useMemo(() => readPageValues(component), [component, device, pageVersion]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- version is the signal to read again
  const styles = useMemo(() => readDeviceStyles(editor, target), [editor, selector, version]);

  const write = useCallback(
    (changes: Record<string, string | null>) => {
      writeDeviceStyle(editor, target, device, changes);
      // A cleared value falls back to what the page gives: read the canvas again for it.
      if (Object.values(changes).includes(null)) bumpPage();
      bump();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the selector names the target
    [editor, selector, device],
  );

  return { device, styles, pageValues, write };
}
