// @vitest-environment jsdom
import { STORE_MESSAGES } from '@aerie/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { aStore, fakeNetwork, withQueryClient } from '../test-support';
import { DeleteStoreModal } from './delete-store-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const store = aStore();

describe('DeleteStoreModal', () => {
  it('deletes the store by its id and says so', async () => {
    const calls = fakeNetwork(() => ({ body: { success: true, message: STORE_MESSAGES.deleted } }));
    render(withQueryClient(<DeleteStoreModal store={store} onClose={vi.fn()} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete store' })));
    expect((await screen.findByRole('status')).textContent).toBe(STORE_MESSAGES.deleted);
    expect(calls).toEqual([{ method: 'GET', path: `/store-api/store/delete/${store.id}`, body: undefined }]);
  });

  it('shows a refusal in a red alert and stays open (the FAILED state)', async () => {
    fakeNetwork(() => ({
      status: 403,
      body: { success: false, message: 'Only the project owner can delete this store.', error: 'forbidden' },
    }));
    const onClose = vi.fn();
    render(withQueryClient(<DeleteStoreModal store={store} onClose={onClose} />));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete store' })));
    expect((await screen.findByRole('alert')).textContent).toBe('Only the project owner can delete this store.');
    expect(screen.getByRole('button', { name: 'Delete store' })).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
