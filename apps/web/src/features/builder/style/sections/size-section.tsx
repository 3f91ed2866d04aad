import type { LengthRules } from '../css-values';
import { LengthField } from '../fields/length-field';
import { FieldPair, StyleSection } from '../style-section';

const UNITS = ['px', '%', 'rem', 'em', 'vw', 'vh'] as const;
const SIZE: LengthRules = { units: UNITS, defaultUnit: 'px', keywords: ['auto'] };
const MIN_SIZE: LengthRules = { units: UNITS, defaultUnit: 'px', keywords: ['auto'] };
const MAX_SIZE: LengthRules = { units: UNITS, defaultUnit: 'px', keywords: ['none'] };

export function SizeSection() {
  return (
    <StyleSection title="Size">
      <FieldPair>
        <LengthField property="width" label="Width" rules={SIZE} />
        <LengthField property="height" label="Height" rules={SIZE} />
      </FieldPair>
      <FieldPair>
        <LengthField property="min-width" label="Min width" rules={MIN_SIZE} />
        <LengthField property="min-height" label="Min height" rules={MIN_SIZE} />
      </FieldPair>
      <FieldPair>
        <LengthField property="max-width" label="Max width" rules={MAX_SIZE} />
        <LengthField property="max-height" label="Max height" rules={MAX_SIZE} />
      </FieldPair>
    </StyleSection>
  );
}
