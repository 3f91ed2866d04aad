// @vitest-environment jsdom
import { MESSAGES } from '@aerie/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';

import { ProjectSelector } from './project-selector';

describe('ProjectSelector', () => {
  afterEach(cleanup);

  it('says it is loading, not that the workspace has no project, until the projects arrive', () => {
    render(<ProjectSelector projects={[]} isLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading projects…');
    expect(screen.queryByText(MESSAGES.noProjectInWorkspace)).toBeNull();
  });

  it('says the workspace has no project once the empty list has loaded', () => {
    render(<ProjectSelector projects={[]} />);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: MESSAGES.noProjectInWorkspace }).disabled).toBe(true);
  });

  it('offers the projects once loaded', () => {
    render(
      <MemoryRouter>
        <ProjectSelector projects={[{ uid: 'p1', name: 'Shop' }]} currentUid="p1" />
      </MemoryRouter>,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /Shop/ }).disabled).toBe(false);
  });
});
