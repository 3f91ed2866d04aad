import { TEXT_STYLES, textStyleVariable, type TextStyle, type TextStyleProperty } from '@aerie/blocks';
import { clsx } from 'clsx';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { useState } from 'react';

import { sizeInPx } from '../editor/theme';
import { ColourValueControl, NumberControl, SizeControl, UnderlineControl, WeightControl } from './text-style-controls';

interface TextStylesGroupProps {
  /** The value of a `--site-*` variable (the site's or its default). */
  valueOf: (name: string) => string;
  onChange: (name: string, value: string) => void;
}

/**
 * Text styles (docs/product.md § Site-wide styles): H1…H6, Body, Link and Button, one row each with a
 * preview in its own font; a row opens its controls. Every control edits one `--site-<style>-<property>` variable.
 */
export function TextStylesGroup({ valueOf, onChange }: TextStylesGroupProps) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <fieldset className="flex min-w-0 flex-col">
      <legend className="mb-2 text-xs font-semibold text-zinc-500">Text styles</legend>
      <ul className="flex min-w-0 flex-col divide-y divide-zinc-100 rounded-md border border-zinc-200">
        {TEXT_STYLES.map((style) => (
          <li key={style.id}>
            <TextStyleRow
              style={style}
              isOpen={open === style.id}
              onToggle={() => setOpen(open === style.id ? null : style.id)}
              valueOf={valueOf}
              onChange={onChange}
            />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

interface TextStyleRowProps extends TextStylesGroupProps {
  style: TextStyle;
  isOpen: boolean;
  onToggle: () => void;
}

function TextStyleRow({ style, isOpen, onToggle, valueOf, onChange }: TextStyleRowProps) {
  const variable = (property: TextStyleProperty) => textStyleVariable(style.id, property);
  const value = (property: TextStyleProperty) => valueOf(variable(property));
  const set = (property: TextStyleProperty) => (next: string) => onChange(variable(property), next);
  const has = (property: TextStyleProperty) => style.defaults[property] !== undefined;
  const desktop = sizeInPx(value('size'));
  const phone = sizeInPx(value('size-phone'));
  const isHeading = style.id.startsWith('h');
  const panelId = `text-style-${style.id}`;

  return (
    <>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={onToggle}
        className="flex w-full items-center gap-1.5 px-2 py-1.5 text-left hover:bg-zinc-50 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        {isOpen ? (
          <ChevronDown className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />
        ) : (
          <ChevronRight className="size-3.5 shrink-0 text-zinc-400" aria-hidden="true" />
        )}
        <span
          className={clsx(
            'min-w-0 flex-1 truncate leading-tight text-zinc-900',
            style.id === 'link' && 'text-accent-700',
          )}
          style={{
            fontFamily: valueOf(isHeading ? '--site-font-heading' : '--site-font-body'),
            fontWeight: has('weight') ? Number(value('weight')) || undefined : undefined,
            // The preview grows with the style, within what the row can hold.
            fontSize: `${Math.min(Math.max(desktop ?? 14, 12), 18)}px`,
            textDecorationLine: style.id === 'link' ? value('decoration') : undefined,
          }}
        >
          {style.label}
        </span>
        {desktop !== null && (
          <span className="shrink-0 font-mono text-[10px] text-zinc-500" title="Desktop / phone size in px">
            {desktop}/{phone ?? desktop}
          </span>
        )}
      </button>
      {isOpen && (
        <div id={panelId} className="flex flex-col gap-2 border-t border-zinc-100 bg-zinc-50/60 px-2 py-2.5">
          {has('size') && <SizeControl label="Size" value={value('size')} onChange={set('size')} />}
          {has('size-phone') && (
            <SizeControl label="Phone size" value={value('size-phone')} onChange={set('size-phone')} />
          )}
          {has('weight') && <WeightControl label="Weight" value={value('weight')} onChange={set('weight')} />}
          {has('line-height') && (
            <NumberControl label="Line height" step={0.05} value={value('line-height')} onChange={set('line-height')} />
          )}
          {has('letter-spacing') && (
            <NumberControl
              label="Letter spacing"
              unit="em"
              step={0.01}
              value={value('letter-spacing')}
              onChange={set('letter-spacing')}
            />
          )}
          {has('color') && (
            <ColourValueControl
              label="Colour"
              value={value('color')}
              fallback={valueOf('--site-color-accent')}
              onChange={set('color')}
            />
          )}
          {has('decoration') && (
            <UnderlineControl label="Underline" value={value('decoration')} onChange={set('decoration')} />
          )}
          {has('radius') && <SizeControl label="Corner radius" value={value('radius')} onChange={set('radius')} />}
          <p className="text-[11px] leading-snug text-zinc-500">Desktop from 900 px wide; phone below.</p>
        </div>
      )}
    </>
  );
}
