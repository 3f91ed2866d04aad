import { checkFreeValue, checkNumber } from '../css-values';
import { FreeField } from '../fields/free-field';
import { SelectField } from '../fields/select-field';
import { StyleSection } from '../style-section';

const SHADOWS = [
  { value: 'none', label: 'None' },
  { value: '0 1px 3px rgba(15, 23, 42, 0.12)', label: 'Subtle' },
  { value: '0 4px 12px rgba(15, 23, 42, 0.15)', label: 'Medium' },
  { value: '0 12px 32px rgba(15, 23, 42, 0.2)', label: 'Strong' },
];

export function EffectsSection() {
  return (
    <StyleSection title="Effects">
      <SelectField property="box-shadow" label="Shadow" choices={SHADOWS} />
      <FreeField property="box-shadow" label="Custom shadow" check={(typed) => checkFreeValue('box-shadow', typed)} />
      <FreeField property="opacity" label="Opacity (0 to 1)" check={(typed) => checkNumber(typed, 0, 1)} />
    </StyleSection>
  );
}
