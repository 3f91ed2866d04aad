import type { ProjectData, SiteTemplateId } from '@aerie/contract';

/**
 * STAND-IN (helper B2's branch): the starter templates as GrapesJS project data. The real catalogue's
 * version replaces this file when the branches meet; only its signature matters here. `assetsBase` is
 * the origin builder and catalogue images are served from.
 */
export function templateProjectData(id: SiteTemplateId, assetsBase: string): ProjectData {
  const heading = {
    blank: 'A blank page',
    personal: 'Hello, I am Ada',
    agency: 'We build brands',
    corporate: 'Trusted by teams',
  }[id];
  return {
    pages: [
      {
        id: 'home',
        name: 'Home',
        title: heading,
        description: `The ${id} starter`,
        keywords: id,
        component: `<section class="hero"><h1>${heading}</h1><p><a href="/about">About us</a></p><img src="${assetsBase}/catalogue/hero.svg" alt=""></section>`,
        styles: ':root{--site-color-primary:#1a56db}.hero{padding:64px 16px;color:var(--site-color-primary)}',
      },
      {
        id: 'about',
        name: 'About',
        title: 'About',
        description: '',
        keywords: '',
        component: '<section><h2>About</h2></section>',
      },
    ],
  };
}
