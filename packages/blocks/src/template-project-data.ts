import { SITE_TEMPLATES, type ProjectData, type SiteTemplateId } from '@aerie/contract';

/**
 * STAND-IN (issue 9, websites API branch): the real function, building every page of the starter template
 * from the block catalogue, is written on the blocks branch and replaces this file at merge. Same
 * signature: the GrapesJS project data a new site starts from, with catalogue images under `assetsBase`.
 */
export function templateProjectData(id: SiteTemplateId, assetsBase: string): ProjectData {
  const name = SITE_TEMPLATES.find((template) => template.id === id)?.name ?? 'Website';
  return {
    pages: [
      {
        id: 'home',
        name: 'Home',
        title: name,
        description: '',
        keywords: '',
        component: `<section class="hero"><h1>${name}</h1><img src="${assetsBase}/hero.svg" alt=""></section>`,
        styles: ':root { --site-color-primary: #1d4ed8; } .hero { padding: 48px; }',
      },
    ],
  };
}
