import { checkFreeValue, type LengthRules } from '../css-values';
import { FreeField } from '../fields/free-field';
import { LengthField } from '../fields/length-field';
import { SelectField } from '../fields/select-field';
import { useStyleProperty } from '../style-context';
import { FieldPair, StyleSection } from '../style-section';

const choices = (...values: string[]) =>
  values.map((value) => ({ value, label: value.replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase()) }));

// `none` is not offered: hiding is the Visibility group's, per device.
const DISPLAYS = choices('block', 'flex', 'grid', 'inline-block', 'inline', 'inline-flex');
const DIRECTIONS = choices('row', 'column', 'row-reverse', 'column-reverse');
const WRAPS = choices('nowrap', 'wrap', 'wrap-reverse');
const JUSTIFY = choices('flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly');
const ALIGN = choices('stretch', 'flex-start', 'center', 'flex-end', 'baseline');
const GAP: LengthRules = { units: ['px', 'rem', 'em', '%'], defaultUnit: 'px' };

/** Display, and the flex or grid settings that apply to what the device shows. */
export function LayoutSection() {
  const display = useStyleProperty('display').resolved?.value ?? '';
  const isFlex = display === 'flex' || display === 'inline-flex';
  const isGrid = display === 'grid' || display === 'inline-grid';
  return (
    <StyleSection title="Layout">
      <SelectField property="display" label="Display" choices={DISPLAYS} />
      {isFlex && (
        <>
          <FieldPair>
            <SelectField property="flex-direction" label="Direction" choices={DIRECTIONS} />
            <SelectField property="flex-wrap" label="Wrap" choices={WRAPS} />
          </FieldPair>
          <FieldPair>
            <SelectField property="justify-content" label="Justify" choices={JUSTIFY} />
            <SelectField property="align-items" label="Align" choices={ALIGN} />
          </FieldPair>
        </>
      )}
      {isGrid && (
        <FreeField
          property="grid-template-columns"
          label="Columns"
          check={(typed) => checkFreeValue('grid-template-columns', gridColumns(typed))}
        />
      )}
      {(isFlex || isGrid) && <LengthField property="gap" label="Gap" rules={GAP} />}
    </StyleSection>
  );
}

/** `3` typed as grid columns means three equal columns. */
function gridColumns(typed: string): string {
  const count = /^\s*(\d{1,2})\s*$/.exec(typed)?.[1];
  return count && Number(count) > 0 ? `repeat(${count}, minmax(0, 1fr))` : typed;
}
