import { createContext, useContext } from 'react';

import { deviceName, resolveValue, type ResolvedValue } from './device-style';
import type { DeviceStylesState } from './use-device-styles';

export const StyleContext = createContext<DeviceStylesState | null>(null);

export interface StyleProperty {
  /** What this device shows and where it comes from; null when nothing is known. */
  resolved: ResolvedValue | null;
  /** True when the value is set on the device being edited (it can be cleared). */
  isSetHere: boolean;
  deviceLabel: string;
  set: (value: string) => void;
  clear: () => void;
}

function useStyleState(): DeviceStylesState {
  const state = useContext(StyleContext);
  if (!state) throw new Error('Style fields are used inside the style panel');
  return state;
}

/** One property of the style panel's target on the device being edited. */
export function useStyleProperty(property: string): StyleProperty {
  const { device, styles, pageValues, write } = useStyleState();
  const resolved = resolveValue(styles, device, property, pageValues[property]);
  return {
    resolved,
    isSetHere: resolved?.origin === 'here',
    deviceLabel: deviceName(device),
    set: (value) => write({ [property]: value }),
    clear: () => write({ [property]: null }),
  };
}

/** Several properties written in one step (the four sides of a box, say). */
export function useStyleWriter() {
  return useStyleState().write;
}
