import { FONT_LIBRARY, SYSTEM_FONT_STACKS, libraryFontStack, type FontCategory, type FontStack } from '@aerie/blocks';

export interface FontGroup {
  label: string;
  stacks: FontStack[];
}

const CATEGORY_LABELS: Record<FontCategory, string> = {
  sans: 'Sans',
  serif: 'Serif',
  display: 'Display',
  mono: 'Mono',
};

/** The font choices as the select lists them: the system stacks, then the library by category. */
export const FONT_GROUPS: readonly FontGroup[] = [
  { label: 'System', stacks: [...SYSTEM_FONT_STACKS] },
  ...(Object.keys(CATEGORY_LABELS) as FontCategory[]).map((category) => ({
    label: CATEGORY_LABELS[category],
    stacks: FONT_LIBRARY.filter((font) => font.category === category).map((font) => ({
      id: font.id,
      label: font.family,
      value: libraryFontStack(font),
    })),
  })),
];
