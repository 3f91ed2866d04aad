import type { Component, Editor } from 'grapesjs';
import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useMemo, useState } from 'react';

import type { DeviceId } from '../editor/editor-options';
import { isReservedClass } from './class-names';
import type { StyleTarget } from './device-style';
import { BackgroundSection } from './sections/background-section';
import { BorderSection } from './sections/border-section';
import { EffectsSection } from './sections/effects-section';
import { LayoutSection } from './sections/layout-section';
import { SizeSection } from './sections/size-section';
import { SpacingSection } from './sections/spacing-section';
import { TypographySection } from './sections/typography-section';
import { VisibilitySection } from './sections/visibility-section';
import { StyleContext } from './style-context';
import { StyleTargetPicker } from './style-target-picker';
import { useDeviceStyles } from './use-device-styles';

const DEVICE_NOTES: Record<DeviceId, { icon: typeof Monitor; title: string; note: string }> = {
  desktop: { icon: Monitor, title: 'Editing Desktop', note: 'Tablet and Phone follow unless they set their own.' },
  tablet: { icon: Tablet, title: 'Editing Tablet', note: 'Values from Desktop are shown in grey.' },
  phone: { icon: Smartphone, title: 'Editing Phone', note: 'Values from Desktop and Tablet are shown in grey.' },
};

/**
 * The style panel (docs/product.md § Visual builder, style panel): typography, spacing, size, layout, background,
 * border, effects and visibility of the selected element or one of its classes, for the device being edited.
 */
export function StylePanel({ editor, component }: { editor: Editor; component: Component }) {
  const [className, setClassName] = useState<string | null>(null);
  const state = useDeviceStylesFor(editor, component, className);
  const classes = (component.getClasses() as string[]).filter((name) => !isReservedClass(name));
  const device = DEVICE_NOTES[state.device];
  const DeviceIcon = device.icon;

  return (
    <StyleContext value={state}>
      <div className="flex flex-col gap-3 px-3 pb-3">
        <div className="flex items-start gap-2 rounded-md bg-accent-50 px-2 py-1.5 text-accent-900" role="status">
          <DeviceIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <p className="text-[11px] leading-snug">
            <span className="font-semibold">{device.title}</span> — {device.note}
          </p>
        </div>
        <StyleTargetPicker
          component={component}
          classes={classes}
          current={className && classes.includes(className) ? className : null}
          onChoose={setClassName}
        />
        <p className="flex items-center gap-3 text-[10px] text-zinc-500">
          <span className="inline-flex items-center gap-1">
            <span className="size-1.5 rounded-full bg-accent-600" aria-hidden="true" /> Set here
          </span>
          <span className="inline-flex items-center gap-1">
            <span className="size-1.5 rounded-full border border-amber-500" aria-hidden="true" /> Inherited
          </span>
          <span>Grey: from the page</span>
        </p>
      </div>
      <TypographySection />
      <SpacingSection />
      <SizeSection />
      <LayoutSection />
      <BackgroundSection />
      <BorderSection />
      <EffectsSection />
      <VisibilitySection component={component} />
    </StyleContext>
  );
}

function useDeviceStylesFor(editor: Editor, component: Component, className: string | null) {
  const hasClass = className !== null && (component.getClasses() as string[]).includes(className);
  const target = useMemo<StyleTarget>(
    () => (hasClass ? { kind: 'class', name: className! } : { kind: 'element', id: component.getId() }),
    [component, className, hasClass],
  );
  return useDeviceStyles(editor, component, target);
}
