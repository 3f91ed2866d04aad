import type { LengthRules } from '../css-values';
import { ColourField } from '../fields/colour-field';
import { LengthField } from '../fields/length-field';
import { SelectField } from '../fields/select-field';
import { FieldPair, StyleSection } from '../style-section';

const WIDTH: LengthRules = { units: ['px', 'em', 'rem'], defaultUnit: 'px' };
const RADIUS: LengthRules = { units: ['px', '%', 'rem', 'em'], defaultUnit: 'px' };
const STYLES = ['none', 'solid', 'dashed', 'dotted', 'double'].map((value) => ({
  value,
  label: value.replace(/^./, (first) => first.toUpperCase()),
}));

export function BorderSection() {
  return (
    <StyleSection title="Border">
      <FieldPair>
        <LengthField property="border-width" label="Width" rules={WIDTH} />
        <SelectField property="border-style" label="Style" choices={STYLES} />
      </FieldPair>
      <ColourField property="border-color" label="Border colour" />
      <FieldPair>
        <LengthField property="border-top-left-radius" label="Radius ↖" rules={RADIUS} />
        <LengthField property="border-top-right-radius" label="Radius ↗" rules={RADIUS} />
      </FieldPair>
      <FieldPair>
        <LengthField property="border-bottom-left-radius" label="Radius ↙" rules={RADIUS} />
        <LengthField property="border-bottom-right-radius" label="Radius ↘" rules={RADIUS} />
      </FieldPair>
    </StyleSection>
  );
}
