import { useEffect, useState } from 'react';

import type { LeftPanel } from './components/left-rail';

const STORAGE_KEY = 'aerie:builder-panels';
const LEFT_PANELS: readonly LeftPanel[] = ['sections', 'styling', 'pages'];

export interface PanelLayout {
  left: LeftPanel | null;
  isRightOpen: boolean;
}

const isWide = () => window.matchMedia('(min-width: 1024px)').matches;

/**
 * Which side panels are open on a wide screen, as the person left them (kept in localStorage, so the canvas keeps
 * the room they gave it). Below 1024 px the panels are drawers over the canvas: they start closed and are not kept.
 */
export function readPanelLayout(): PanelLayout {
  if (!isWide()) return { left: null, isRightOpen: false };
  const fallback: PanelLayout = { left: 'sections', isRightOpen: true };
  try {
    const saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<PanelLayout> | null;
    if (!saved || typeof saved !== 'object') return fallback;
    return {
      left: LEFT_PANELS.includes(saved.left as LeftPanel) ? (saved.left as LeftPanel) : null,
      isRightOpen: saved.isRightOpen !== false,
    };
  } catch {
    // Storage refused (private mode) or a value from elsewhere: start as a first visit.
    return fallback;
  }
}

export function usePanelLayout() {
  const [layout, setLayout] = useState<PanelLayout>(readPanelLayout);
  useEffect(() => {
    if (!isWide()) return;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(layout));
    } catch {
      // Not kept: the panels still open and close.
    }
  }, [layout]);
  return {
    ...layout,
    setLeft: (left: LeftPanel | null | ((open: LeftPanel | null) => LeftPanel | null)) =>
      setLayout((current) => ({ ...current, left: typeof left === 'function' ? left(current.left) : left })),
    setRightOpen: (isOpen: boolean | ((open: boolean) => boolean)) =>
      setLayout((current) => ({
        ...current,
        isRightOpen: typeof isOpen === 'function' ? isOpen(current.isRightOpen) : isOpen,
      })),
  };
}
