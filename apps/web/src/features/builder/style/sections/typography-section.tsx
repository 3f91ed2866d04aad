import { AlignCenter, AlignJustify, AlignLeft, AlignRight } from 'lucide-react';

import { FONT_STACKS } from '../../editor/theme';
import type { LengthRules } from '../css-values';
import { ColourField } from '../fields/colour-field';
import { LengthField } from '../fields/length-field';
import { SelectField } from '../fields/select-field';
import { SegmentedField } from '../fields/segmented-field';
import { FieldPair, StyleSection } from '../style-section';

const FONT_FAMILIES = [
  { value: 'var(--site-font-heading)', label: 'Site heading font' },
  { value: 'var(--site-font-body)', label: 'Site body font' },
  ...FONT_STACKS.map((stack) => ({ value: stack.value, label: stack.label })),
];

const WEIGHTS = [
  ['100', 'Thin'],
  ['200', 'Extra light'],
  ['300', 'Light'],
  ['400', 'Regular'],
  ['500', 'Medium'],
  ['600', 'Semibold'],
  ['700', 'Bold'],
  ['800', 'Extra bold'],
  ['900', 'Black'],
].map(([value, name]) => ({ value: value!, label: `${value} ${name}` }));

// No upper bound: a heading may be 96px (issue 29; docs/spec-deviations.md).
const FONT_SIZE: LengthRules = { units: ['px', 'rem', 'em', '%'], defaultUnit: 'px' };
const LINE_HEIGHT: LengthRules = { units: ['px', 'em', 'rem', '%'], defaultUnit: '', keywords: ['normal'] };
const LETTER_SPACING: LengthRules = {
  units: ['px', 'em', 'rem'],
  defaultUnit: 'px',
  keywords: ['normal'],
  allowNegative: true,
};

const ALIGNMENTS = [
  { value: 'left', label: 'Align left', icon: AlignLeft },
  { value: 'center', label: 'Align centre', icon: AlignCenter },
  { value: 'right', label: 'Align right', icon: AlignRight },
  { value: 'justify', label: 'Justify', icon: AlignJustify },
];

const TRANSFORMS = [
  { value: 'none', label: 'None' },
  { value: 'uppercase', label: 'UPPERCASE' },
  { value: 'lowercase', label: 'lowercase' },
  { value: 'capitalize', label: 'Capitalise' },
];

const DECORATIONS = [
  { value: 'none', label: 'None' },
  { value: 'underline', label: 'Underline' },
  { value: 'line-through', label: 'Strike-through' },
  { value: 'overline', label: 'Overline' },
];

export function TypographySection() {
  return (
    <StyleSection title="Typography">
      <SelectField property="font-family" label="Font" choices={FONT_FAMILIES} />
      <FieldPair>
        <SelectField property="font-weight" label="Weight" choices={WEIGHTS} />
        <LengthField property="font-size" label="Font size" rules={FONT_SIZE} />
      </FieldPair>
      <FieldPair>
        <LengthField property="line-height" label="Line height" rules={LINE_HEIGHT} />
        <LengthField property="letter-spacing" label="Letter spacing" rules={LETTER_SPACING} />
      </FieldPair>
      <SegmentedField property="text-align" label="Alignment" segments={ALIGNMENTS} />
      <FieldPair>
        <SelectField property="text-transform" label="Case" choices={TRANSFORMS} />
        <SelectField property="text-decoration-line" label="Decoration" choices={DECORATIONS} />
      </FieldPair>
      <ColourField property="color" label="Text colour" />
    </StyleSection>
  );
}
