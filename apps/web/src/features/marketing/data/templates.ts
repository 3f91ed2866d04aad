/** The four sample templates shown on the home page (docs/product.md § Template gallery, § Business constants: templates are 'Free'). */
export const TEMPLATES = [
  { id: 'blank', name: 'Blank site', price: 'Free', summary: 'An empty canvas with a header and footer.' },
  { id: 'personal', name: 'Personal starter', price: 'Free', summary: 'Portfolio, about and contact in one page.' },
  { id: 'agency', name: 'Agency starter', price: 'Free', summary: 'Bold hero, services and case studies.' },
  {
    id: 'corporate',
    name: 'Corporate starter',
    price: 'Free',
    summary: 'Clear navigation, solutions and trust logos.',
  },
] as const;

export type TemplateId = (typeof TEMPLATES)[number]['id'];
