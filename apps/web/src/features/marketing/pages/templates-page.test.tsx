// @vitest-environment jsdom
import { SITE_TEMPLATES } from '@aerie/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { clearToken, storeToken } from '@/lib/auth-token';

import TemplatesPage from './templates-page';

afterEach(() => {
  cleanup();
  clearToken();
});

function showGallery() {
  const router = createMemoryRouter([{ path: '/templates', element: <TemplatesPage /> }], {
    initialEntries: ['/templates'],
  });
  render(<RouterProvider router={router} />);
}

const cardOf = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('[id^="template-"]')!;

describe('TemplatesPage (the public gallery, issue 25)', () => {
  it("lists every starter template under the spec's headings, each with a picture and a live preview", () => {
    showGallery();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Start your site from a template');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      expect.arrayContaining(['Select template', 'Agency templates']),
    );
    for (const template of SITE_TEMPLATES) {
      const card = within(cardOf(template.name) as HTMLElement);
      expect(card.getByRole('img', { name: `Preview of the ${template.name} template` })).toBeTruthy();
      const preview = card.getByRole('link', { name: `Preview ${template.name} (opens in a new tab)` });
      expect(preview.getAttribute('href')).toMatch(new RegExp(`/templates/${template.id}/preview$`));
      expect(preview.getAttribute('target')).toBe('_blank');
    }
  });

  it('sends a signed-out visitor to register with the template kept in the link', () => {
    showGallery();
    for (const template of SITE_TEMPLATES) {
      const use = within(cardOf(template.name) as HTMLElement).getByRole('link', {
        name: `Use this template: ${template.name}`,
      });
      expect(use.getAttribute('href')).toBe(`/register?template=${template.id}`);
    }
  });

  it('sends someone signed in straight to creating a site from the template', () => {
    storeToken('a-session-token');
    showGallery();
    const use = screen.getByRole('link', { name: 'Use this template: Agency starter' });
    expect(use.getAttribute('href')).toBe('/dashboard/new-site?template=agency');
  });
});
