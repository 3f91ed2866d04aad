import type { BUILDER_MODES } from '@aerie/contract';

export type BuilderMode = (typeof BUILDER_MODES)[number];

export const MODE_LABELS: Record<BuilderMode, string> = {
  'edit-sections': 'Sections',
  'edit-elements': 'Elements',
  'edit-pages': 'Pages',
};

export const MODE_HINTS: Record<BuilderMode, string> = {
  'edit-sections': 'Select, move and remove whole sections',
  'edit-elements': 'Select and edit the texts, images and links inside sections',
  'edit-pages': 'Add, rename and describe the pages of the site',
};
