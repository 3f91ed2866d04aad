import { checkFreeValue } from '../css-values';
import { ColourField } from '../fields/colour-field';
import { FreeField } from '../fields/free-field';
import { SelectField } from '../fields/select-field';
import { FieldPair, StyleSection } from '../style-section';

const POSITIONS = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'left top',
  'right top',
  'left bottom',
  'right bottom',
].map((value) => ({ value, label: value.replace(/^./, (first) => first.toUpperCase()) }));
const SIZES = [
  { value: 'cover', label: 'Cover' },
  { value: 'contain', label: 'Contain' },
  { value: 'auto', label: 'Original' },
];
const REPEATS = [
  { value: 'no-repeat', label: 'No repeat' },
  { value: 'repeat', label: 'Tile' },
  { value: 'repeat-x', label: 'Across' },
  { value: 'repeat-y', label: 'Down' },
];

/** Colour, gradient and how the image sits; the image itself comes from the upload in the element editor. */
export function BackgroundSection() {
  return (
    <StyleSection title="Background">
      <ColourField property="background-color" label="Background colour" />
      <FreeField
        property="background-image"
        label="Image or gradient"
        check={(typed) => checkFreeValue('background-image', typed)}
      />
      <FieldPair>
        <SelectField property="background-size" label="Image size" choices={SIZES} />
        <SelectField property="background-repeat" label="Repeat" choices={REPEATS} />
      </FieldPair>
      <SelectField property="background-position" label="Position" choices={POSITIONS} />
    </StyleSection>
  );
}
