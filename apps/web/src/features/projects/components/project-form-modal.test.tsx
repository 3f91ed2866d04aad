// @vitest-environment jsdom
import { planRefusal } from '@aerie/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';

import { fakeNetwork, withQueryClient } from '@/lib/testing/fake-network';

import { ProjectFormModal } from './project-form-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('words a full plan as the plan table does, with a link to upgrade', async () => {
  const message = planRefusal('air', 'projects');
  fakeNetwork((call) =>
    call.path.startsWith('/api/api/categories')
      ? { body: { success: true, data: [{ id: 1, name: 'Website' }] } }
      : { status: 403, body: { success: false, error: 'forbidden', message, errors: { plan: ['upgrade'] } } },
  );
  const element = (
    <ProjectFormModal open onOpenChange={() => {}} mode={{ kind: 'create', businessId: 3, onCreated: () => {} }} />
  );
  render(withQueryClient(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />));
  const dialog = await screen.findByRole('dialog');
  fireEvent.change(within(dialog).getByLabelText('Project name'), { target: { value: 'Second' } });
  fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Another one' } });
  await within(dialog).findByRole('option', { name: 'Website' });
  fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: '1' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Create Project' }));
  expect(await within(dialog).findByText(message)).toBeTruthy();
  expect(message).toBe('Your Air plan allows 1 project. Upgrade to Earth for more.');
  expect(within(dialog).getByRole('link', { name: 'Upgrade your plan' }).getAttribute('href')).toBe(
    '/dashboard/billing',
  );
});
