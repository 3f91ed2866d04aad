import type { Editor } from 'grapesjs';
import { RotateCcw } from 'lucide-react';
import { useId } from 'react';

import { Select } from '@/components/ui/input';

import {
  FONT_STACKS,
  LENGTH_RANGES,
  THEME_VARIABLES,
  asHexColour,
  lengthInPx,
  type ThemeVariable,
} from '../editor/theme';
import { FONT_GROUPS } from '../editor/font-groups';
import { useEditorTick } from '../editor/use-editor-tick';
import { SiteIconControl } from './site-icon-control';
import { TextStylesGroup } from './text-styles-group';

/** The site's `:root` rule, where the theme's variables live (created on first edit if missing). */
function readTheme(editor: Editor): Record<string, string> {
  const style = editor.Css.getRule(':root')?.getStyle() ?? {};
  return Object.fromEntries(Object.entries(style).map(([name, value]) => [name, String(value)]));
}

function writeTheme(editor: Editor, name: string, value: string): void {
  editor.Css.setRule(':root', { ...readTheme(editor), [name]: value });
}

/**
 * Global styling (docs/product.md § Visual builder, left rail): the site icon, then the site-wide fonts, colours, text
 * styles, spacing and radius. Each style control edits one CSS variable of the `:root` rule, which every block reads,
 * so the whole site changes at once (and one Undo takes a change back). The icon is kept beside the styles in the
 * project data (editor/site-icon.ts); Reset leaves it alone.
 */
export function GlobalStylingPanel({ editor, uuid }: { editor: Editor; uuid: string }) {
  useEditorTick(editor, 'update undo redo');
  const theme = readTheme(editor);
  const valueOf = (variable: ThemeVariable) => theme[variable.name] ?? variable.defaultValue;
  const valueOfName = (name: string) =>
    theme[name] ?? THEME_VARIABLES.find((variable) => variable.name === name)?.defaultValue ?? '';
  const set = (name: string, value: string) => writeTheme(editor, name, value);
  const reset = () =>
    editor.Css.setRule(
      ':root',
      Object.fromEntries(THEME_VARIABLES.map((variable) => [variable.name, variable.defaultValue])),
    );

  return (
    <div className="flex flex-col gap-5 p-3">
      <SiteIconControl editor={editor} uuid={uuid} />
      <Group title="Fonts">
        {THEME_VARIABLES.filter((variable) => variable.kind === 'font').map((variable) => (
          <FontControl key={variable.name} variable={variable} value={valueOf(variable)} onChange={set} />
        ))}
      </Group>
      <Group title="Colours">
        {THEME_VARIABLES.filter((variable) => variable.kind === 'color').map((variable) => (
          <ColourControl key={variable.name} variable={variable} value={valueOf(variable)} onChange={set} />
        ))}
      </Group>
      <TextStylesGroup valueOf={valueOfName} onChange={set} />
      <Group title="Spacing and shape">
        {THEME_VARIABLES.filter((variable) => variable.kind === 'length').map((variable) => (
          <LengthControl key={variable.name} variable={variable} value={valueOf(variable)} onChange={set} />
        ))}
      </Group>
      <button
        type="button"
        onClick={reset}
        className="inline-flex items-center gap-1.5 self-start rounded-md px-2 py-1 text-xs font-medium text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        <RotateCcw className="size-3.5" aria-hidden="true" />
        Reset to the defaults
      </button>
    </div>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-xs font-semibold text-zinc-500">{title}</legend>
      {children}
    </fieldset>
  );
}

interface ControlProps {
  variable: ThemeVariable;
  value: string;
  onChange: (name: string, value: string) => void;
}

function FontControl({ variable, value, onChange }: ControlProps) {
  const id = useId();
  const known = FONT_STACKS.some((stack) => stack.value === value);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-700">
        {variable.label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(variable.name, event.target.value)}
        className="h-8 text-sm"
        style={{ fontFamily: value }}
      >
        {!known && <option value={value}>Custom</option>}
        {FONT_GROUPS.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.stacks.map((stack) => (
              <option key={stack.id} value={stack.value} style={{ fontFamily: stack.value }}>
                {stack.label}
              </option>
            ))}
          </optgroup>
        ))}
      </Select>
    </div>
  );
}

function ColourControl({ variable, value, onChange }: ControlProps) {
  const id = useId();
  const hex = asHexColour(value) ?? asHexColour(variable.defaultValue) ?? '#000000';
  return (
    <div className="flex items-center justify-between gap-2">
      <label htmlFor={id} className="text-xs font-medium text-zinc-700">
        {variable.label}
      </label>
      <span className="flex items-center gap-1.5">
        <span className="font-mono text-[11px] text-zinc-500">{hex}</span>
        <input
          id={id}
          type="color"
          value={hex}
          onChange={(event) => onChange(variable.name, event.target.value)}
          className="h-7 w-9 cursor-pointer rounded border border-zinc-200 bg-white p-0.5"
        />
      </span>
    </div>
  );
}

function LengthControl({ variable, value, onChange }: ControlProps) {
  const id = useId();
  const range = LENGTH_RANGES[variable.name] ?? { min: 0, max: 64, step: 1 };
  const px = lengthInPx(value, lengthInPx(variable.defaultValue, range.min));
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center justify-between">
        <label htmlFor={id} className="text-xs font-medium text-zinc-700">
          {variable.label}
        </label>
        <span className="font-mono text-[11px] text-zinc-500">{px}px</span>
      </div>
      <input
        id={id}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={px}
        onChange={(event) => onChange(variable.name, `${event.target.value}px`)}
        className="accent-accent-600"
      />
    </div>
  );
}
