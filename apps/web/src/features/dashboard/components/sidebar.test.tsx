// @vitest-environment jsdom
import type { CurrentUser } from '@aerie/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { Sidebar } from './sidebar';

const USER = { first: 'Lena', last: 'Berg', email: 'lena@example.com', avatar: null } as unknown as CurrentUser;

function showSidebar(isStorePromptShown: boolean) {
  const router = createMemoryRouter([
    { path: '/', element: <Sidebar user={USER} isStorePromptShown={isStorePromptShown} workspaceSwitcher={null} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('Sidebar', () => {
  afterEach(cleanup);

  it('offers to open an online store while the workspace has none', () => {
    showSidebar(true);
    expect(screen.getByText('Open an online store')).toBeTruthy();
  });

  it('drops the store card once the workspace has a store', () => {
    showSidebar(false);
    expect(screen.queryByText('Open an online store')).toBeNull();
  });
});
