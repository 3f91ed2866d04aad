import { useId } from 'react';

import { BoxField } from '../fields/box-field';
import { StyleSection } from '../style-section';

export function SpacingSection() {
  const id = useId();
  return (
    <StyleSection title="Spacing">
      <BoxField id={id} />
    </StyleSection>
  );
}
