import {
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type PointerSensorOptions,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { PointerEvent } from 'react';

/**
 * The pointer sensor for mouse and pen only: fingers go through the touch sensor's press-and-hold, so a
 * swipe across the board scrolls it instead of grabbing the card under the thumb.
 */
class MouseAndPenSensor extends PointerSensor {
  static override activators = [
    {
      eventName: 'onPointerDown' as const,
      handler: ({ nativeEvent: event }: PointerEvent, { onActivation }: PointerSensorOptions) => {
        if (!event.isPrimary || event.button !== 0 || event.pointerType === 'touch') return false;
        onActivation?.({ event });
        return true;
      },
    },
  ];
}

/**
 * Space picks a card up; Enter is left to the title button, which opens the task. Once a card is up,
 * either key drops it (dnd-kit cancels the key's default, so the drop never also opens the card).
 */
const keyboardCodes = { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] };

/** Mouse after 5 px (a click still opens the card), touch after a 200 ms press, keyboard with Space. */
export function useBoardSensors() {
  return useSensors(
    useSensor(MouseAndPenSensor, { activationConstraint: { distance: 5 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes }),
  );
}
