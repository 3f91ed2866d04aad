// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

afterEach(cleanup);

function Page({ modal }: { modal?: boolean }) {
  return (
    <>
      <main>
        <a href="/elsewhere">A link on the page</a>
      </main>
      <DropdownMenu defaultOpen modal={modal}>
        <DropdownMenuTrigger>Account</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem>Sign out</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}

describe('DropdownMenu', () => {
  it('leaves the page in reach of screen readers while open, since its links stay focusable', async () => {
    render(<Page />);
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByText('A link on the page').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('hides the page only when a menu asks to be modal', async () => {
    render(<Page modal />);
    expect(await screen.findByRole('menuitem', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByText('A link on the page').closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
