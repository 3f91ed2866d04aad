import type { Editor } from 'grapesjs';
import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Room left around a scaled frame, in screen px, so its edges and the selection outline stay visible. */
const GAP = 16;

export interface CanvasFit {
  /** The canvas zoom in percent: 100, or less when the frame is scaled to fit. */
  zoom: number;
  /** Whether the chosen frame is wider than the room the canvas has (then it is scaled, or scrolled sideways). */
  isWiderThanRoom: boolean;
  /** Scaled to fit (the default) or shown at 100 % and scrolled sideways. */
  isFit: boolean;
  setFit: (isFit: boolean) => void;
}

const frameWidthOf = (editor: Editor) => Number.parseInt(editor.Devices.getSelected()?.get('width') ?? '', 10) || null;

/**
 * Shows the chosen frame at its real width (docs/product.md § Visual builder: desktop 1280, tablet 1024, phone 375).
 * When the canvas has less room, the frame is scaled down to fit with GrapesJS' canvas zoom, which keeps selection
 * outlines and the toolbar on the elements; at 100 % the canvas grows to the frame's width and `scroller` scrolls
 * sideways instead.
 */
export function useCanvasFit(editor: Editor | null, scroller: RefObject<HTMLElement | null>): CanvasFit {
  const [isFit, setFit] = useState(true);
  const [fit, setFitState] = useState({ zoom: 100, isWiderThanRoom: false });

  const apply = useCallback(() => {
    const room = scroller.current;
    if (!editor || !room) return;
    const canvas = room.firstElementChild as HTMLElement | null;
    const frame = editor.Pages.getSelected()?.getMainFrame();
    const frameWidth = frameWidthOf(editor);
    const roomWidth = room.clientWidth;
    const roomHeight = room.clientHeight;
    const isWiderThanRoom = frameWidth !== null && frameWidth > roomWidth;
    const scale = isFit && isWiderThanRoom ? Math.floor(((roomWidth - 2 * GAP) / frameWidth) * 100) / 100 : 1;
    const isScrolled = isWiderThanRoom && scale === 1;
    if (canvas) canvas.style.width = isScrolled ? `${frameWidth + 2 * GAP}px` : '';
    // A frame without a height of its own (desktop) fills the canvas: scaled down, it has to be taller to fill it.
    const deviceHeight = editor.Devices.getSelected()?.get('height');
    frame?.set({ height: deviceHeight || (scale < 1 ? `${Math.round(roomHeight / scale)}px` : '') }, { noUndo: true });
    editor.Canvas.setZoom(scale * 100);
    // GrapesJS scales the frames around the canvas' centre, from a frame aligned left: move it back to the middle
    // and the top (the translation is in screen px).
    if (scale < 1 && frameWidth !== null) {
      editor.Canvas.setCoords((roomWidth / 2 - frameWidth / 2) * scale, (-roomHeight / 2) * (1 - scale));
    } else {
      editor.Canvas.setCoords(0, 0);
    }
    editor.refresh({ tools: true });
    setFitState({ zoom: Math.round(scale * 100), isWiderThanRoom });
  }, [editor, scroller, isFit]);

  useEffect(() => {
    const room = scroller.current;
    if (!editor || !room) return;
    // After GrapesJS has given the page's frame the device's size.
    const later = () => window.setTimeout(apply, 0);
    apply();
    const observer = new ResizeObserver(later);
    observer.observe(room);
    editor.on('device:select page', later);
    const followScroll = () => editor.refresh({ tools: true });
    room.addEventListener('scroll', followScroll, { passive: true });
    return () => {
      observer.disconnect();
      editor.off('device:select page', later);
      room.removeEventListener('scroll', followScroll);
    };
  }, [editor, scroller, apply]);

  return { ...fit, isFit, setFit };
}
