// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { Modal } from './modal';

/** Opened from state, as every dialog of ours is: there is no Radix trigger to fall back on. */
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open the form
      </button>
      <Modal open={open} onOpenChange={setOpen} title="A form">
        <input aria-label="Name" />
      </Modal>
    </>
  );
}

afterEach(cleanup);

describe('Modal', () => {
  it('gives focus back to the control that opened it when closed with Escape', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open the form' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    expect(screen.getByRole('dialog', { name: 'A form' }).contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix moves focus on close in a task of its own.
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('gives focus back when closed with its Close button', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open the form' });
    opener.focus();
    await act(async () => fireEvent.click(opener));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
