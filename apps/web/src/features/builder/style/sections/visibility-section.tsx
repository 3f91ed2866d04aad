import { EyeOff } from 'lucide-react';
import { useId } from 'react';

import type { Component } from 'grapesjs';

import { useStyleProperty } from '../style-context';
import { StyleSection } from '../style-section';

// Desktop first: a smaller device inherits what a wider one hides (its max-width media matches smaller screens too).
const HIDDEN_HERE_NOTE: Record<string, string> = {
  Desktop: 'Hidden on every device, unless Tablet or Phone shows it.',
  Tablet: 'Also hidden on Phone, unless Phone shows it. Still shown on Desktop.',
  Phone: 'Still shown on Desktop and Tablet.',
};

const INLINE_TAGS = new Set(['a', 'span', 'strong', 'em', 'small', 'b', 'i', 'label', 'img', 'cite']);

/**
 * Hide on this device: `display: none` in this device's media only, so the element stays on the others. Showing it
 * again clears that value; an element hidden on a wider device is shown here with its natural display.
 */
export function VisibilitySection({ component }: { component: Component }) {
  const id = useId();
  const display = useStyleProperty('display');
  const isHidden = display.resolved?.value === 'none';
  const isHiddenHere = isHidden && display.isSetHere;
  const inheritedFrom = isHidden && !display.isSetHere ? display.resolved?.origin : null;

  const toggle = (hide: boolean) => {
    if (hide) display.set('none');
    else if (display.isSetHere) display.clear();
    else display.set(INLINE_TAGS.has(String(component.get('tagName')).toLowerCase()) ? 'inline' : 'block');
  };

  return (
    <StyleSection title="Visibility">
      <label htmlFor={id} className="flex items-center gap-2 text-xs text-zinc-700">
        <input
          id={id}
          type="checkbox"
          checked={isHidden}
          onChange={(event) => toggle(event.target.checked)}
          className="size-3.5 accent-accent-600"
        />
        <EyeOff className="size-3.5 text-zinc-400" aria-hidden="true" />
        Hide on {display.deviceLabel}
      </label>
      {inheritedFrom && inheritedFrom !== 'page' && (
        <p className="text-[11px] text-amber-700">
          Hidden on {inheritedFrom === 'desktop' ? 'Desktop' : 'Tablet'} too; untick to show it on {display.deviceLabel}
          .
        </p>
      )}
      {isHiddenHere && <p className="text-[11px] text-zinc-500">{HIDDEN_HERE_NOTE[display.deviceLabel]}</p>}
    </StyleSection>
  );
}
