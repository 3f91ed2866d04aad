// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/api-client';
import { placeServerErrors } from '@/lib/place-server-errors';

import { FormDialog } from './form-dialog';
import { FormField } from './form-field';
import { Input } from './input';

type Values = { name: string; email: string };

/** A form as the screens write one: the call is a promise the test settles, its errors placed by `placeServerErrors`. */
function InviteForm({ send, closeAfterMs }: { send: (values: Values) => Promise<string>; closeAfterMs?: number }) {
  const [open, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const form = useForm<Values>({ defaultValues: { name: '', email: '' } });
  const name = useWatch({ control: form.control, name: 'name' });
  const close = () => {
    form.reset();
    setFailure(null);
    setSuccess(null);
    setOpen(false);
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    setFailure(null);
    try {
      setSuccess(await send(values));
    } catch (error) {
      setFailure(placeServerErrors(error as Error, form.setError, ['name', 'email']));
    } finally {
      setPending(false);
    }
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Invite someone
      </button>
      <FormDialog
        open={open}
        onClose={close}
        title="Invite"
        onSubmit={onSubmit}
        submitLabel="Send invitation"
        canSubmit={name.trim() !== ''}
        isPending={isPending}
        failure={failure}
        onDismissFailure={() => setFailure(null)}
        success={success}
        closeAfterMs={closeAfterMs}
      >
        <FormField control={form.control} name="name" label="Name" id="invite-name">
          {(field) => <Input {...field} />}
        </FormField>
        <FormField control={form.control} name="email" label="Email" id="invite-email">
          {(field) => <Input {...field} type="email" />}
        </FormField>
      </FormDialog>
    </>
  );
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

async function openDialog() {
  const opener = screen.getByRole('button', { name: 'Invite someone' });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return { opener, dialog: screen.getByRole('dialog', { name: 'Invite' }) };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('FormDialog', () => {
  it('waits for its required field, then submits the values once, by the button or by Enter', async () => {
    let settle: (message: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (settle = resolve)));
    render(<InviteForm send={send} />);
    await openDialog();
    const submit = screen.getByRole('button', { name: 'Send invitation' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    type('Name', 'Casey');
    type('Email', 'casey@example.com');
    await act(async () => fireEvent.click(submit));
    expect(send).toHaveBeenCalledWith({ name: 'Casey', email: 'casey@example.com' });
    expect(submit.getAttribute('aria-busy')).toBe('true');

    // While the call runs, Enter in a field does not send it again, and Escape does not close the dialog.
    await act(async () => fireEvent.submit(screen.getByLabelText('Email').closest('form')!));
    await act(async () => fireEvent.keyDown(screen.getByLabelText('Email'), { key: 'Escape' }));
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Invite' })).toBeTruthy();

    await act(async () => settle('Invitation sent.'));
    expect(screen.getByRole('status').textContent).toContain('Invitation sent.');
  });

  it('puts the server’s field errors beside their fields and its other message on top', async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiError(422, { message: 'The given data was invalid.', errors: { email: ['The email is taken.'] } }),
      )
      .mockRejectedValueOnce(new ApiError(500, { message: 'Sorry, an error occured. Try again' }));
    render(<InviteForm send={send} />);
    await openDialog();
    type('Name', 'Casey');
    type('Email', 'casey@example.com');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));

    const email = screen.getByLabelText('Email');
    expect(screen.getByText('The email is taken.').id).toBe('invite-email-error');
    expect(email.getAttribute('aria-describedby')).toBe('invite-email-error');
    expect(document.activeElement).toBe(email);
    expect(screen.queryByText('The given data was invalid.')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    const banner = screen.getAllByRole('alert').find((node) => node.textContent?.includes('Sorry'));
    expect(banner?.textContent).toContain('Sorry, an error occured. Try again');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Dismiss' })));
    expect(screen.queryByText('Sorry, an error occured. Try again')).toBeNull();
  });

  it('gives focus back to the opener when cancelled', async () => {
    render(<InviteForm send={vi.fn()} />);
    const { opener, dialog } = await openDialog();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('after a success locks the fields, offers only Close, and closes itself when told to', async () => {
    render(<InviteForm send={() => Promise.resolve('Invitation sent.')} closeAfterMs={2000} />);
    const { opener } = await openDialog();
    type('Name', 'Casey');
    vi.useFakeTimers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send invitation' })));
    expect(screen.getByRole('status').textContent).toContain('Invitation sent.');
    expect(screen.getByLabelText('Name').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    // The locked field no longer holds focus: the footer's Close takes it, inside the dialog.
    expect(document.activeElement?.textContent).toBe('Close');
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);

    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('dialog', { name: 'Invite' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // Radix gives focus back in a task of its own.
    act(() => vi.runOnlyPendingTimers());
    expect(document.activeElement).toBe(opener);
  });

  it('submits a form its children draw themselves, named by formId', async () => {
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
    render(
      <FormDialog title="Payment details" formId="card-form" submitLabel="Start free trial" onClose={() => {}}>
        <form id="card-form" onSubmit={onSubmit}>
          <input aria-label="Card number" />
        </form>
      </FormDialog>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start free trial' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog').querySelectorAll('form')).toHaveLength(1);
  });
});
