// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { ProjectTabs } from './project-tabs';

/**
 * jsdom lays nothing out: the strip's widths are given as a browser would measure them, and its scroll
 * position is kept between 0 and the widest it can scroll, as a browser keeps it.
 */
function sizeStrip(list: HTMLElement, { clientWidth, scrollWidth }: { clientWidth: number; scrollWidth: number }) {
  let scrollLeft = 0;
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: clientWidth });
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(list, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => {
      scrollLeft = Math.min(Math.max(value, 0), scrollWidth - clientWidth);
    },
  });
}

function renderTabs() {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard/project/:uid/activity',
        handle: { name: 'ProjectActivity' },
        element: <ProjectTabs uid="p1" />,
      },
    ],
    { initialEntries: ['/dashboard/project/p1/activity'] },
  );
  render(<RouterProvider router={router} />);
  return screen.getByRole('navigation', { name: 'Project' }).querySelector('ul')!;
}

afterEach(cleanup);

describe('ProjectTabs', () => {
  it('marks the active tab', () => {
    renderTabs();
    expect(screen.getByRole('link', { name: 'Activity' }).getAttribute('aria-current')).toBe('page');
  });

  it('fades only the edges that hide more tabs, as the strip scrolls and the window resizes', () => {
    const list = renderTabs();
    sizeStrip(list, { clientWidth: 300, scrollWidth: 1000 });

    act(() => {
      list.scrollLeft = 0;
      list.dispatchEvent(new Event('scroll'));
    });
    expect(list.className).toContain('mask-image:linear-gradient(to_left');

    act(() => {
      list.scrollLeft = 300;
      list.dispatchEvent(new Event('scroll'));
    });
    expect(list.className).toContain('mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc');

    act(() => {
      list.scrollLeft = 700;
      list.dispatchEvent(new Event('scroll'));
    });
    expect(list.className).toContain('mask-image:linear-gradient(to_right,transparent,black_2.5rem)]');

    // Wide enough for every tab: nothing is hidden, nothing fades.
    sizeStrip(list, { clientWidth: 1000, scrollWidth: 1000 });
    act(() => {
      list.scrollLeft = 0;
      window.dispatchEvent(new Event('resize'));
    });
    expect(list.className).not.toContain('mask-image');
  });
});
