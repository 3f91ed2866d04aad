// @vitest-environment jsdom
import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { FormField } from './form-field';
import { Input, Select } from './input';

const Schema = z.object({
  name: z.string().min(1, 'Name is required'),
  role: z.enum(['owner', 'developer'], { message: 'Choose a role' }),
});
type Values = z.input<typeof Schema>;

let submitted: Values | null = null;

function Harness() {
  const form = useForm<Values>({ resolver: zodResolver(Schema), defaultValues: { name: '' } });
  return (
    <form onSubmit={form.handleSubmit((values) => (submitted = values))} noValidate>
      <FormField control={form.control} name="name" label="Name" id="t-name" hint="As on the invoice">
        {(field) => <Input {...field} />}
      </FormField>
      <FormField control={form.control} name="role" label="Role" id="t-role">
        {(field) => (
          <Select {...field}>
            <option value="">Pick one</option>
            <option value="owner">Owner</option>
            <option value="developer">Developer</option>
          </Select>
        )}
      </FormField>
      <button type="submit">Send</button>
    </form>
  );
}

afterEach(() => {
  cleanup();
  submitted = null;
});

describe('FormField', () => {
  it('labels the control and points it at the hint while there is no error', () => {
    render(<Harness />);
    const name = screen.getByLabelText('Name');
    expect(name.id).toBe('t-name');
    expect(name.getAttribute('aria-describedby')).toBe('t-name-hint');
    expect(document.getElementById('t-name-hint')?.textContent).toBe('As on the invoice');
    // A field without a default is still a controlled control, showing its empty option.
    expect((screen.getByLabelText('Role') as HTMLSelectElement).value).toBe('');
  });

  it("shows the field's error in place of the hint, marks the control invalid and points it at the error", async () => {
    render(<Harness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    const name = screen.getByLabelText('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('t-name-error');
    expect(document.getElementById('t-name-error')?.textContent).toBe('Name is required');
    expect(document.getElementById('t-name-hint')).toBeNull();
    expect(document.getElementById('t-role-error')?.textContent).toBe('Choose a role');
    expect(submitted).toBeNull();
  });

  it('feeds what is typed and chosen into the form', async () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'developer' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(submitted).toEqual({ name: 'Ada', role: 'developer' });
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
  });

  it('counts against a limit instead of cutting, and lets the schema refuse what is too long', async () => {
    const LimitSchema = z.object({ title: z.string().max(5, 'Title must be at most 5 characters') });
    let sent: unknown = null;
    function Limited() {
      const form = useForm<{ title: string }>({ resolver: zodResolver(LimitSchema), defaultValues: { title: '' } });
      return (
        <form onSubmit={form.handleSubmit((values) => (sent = values))} noValidate>
          <FormField control={form.control} name="title" label="Title" id="t-title" limit={5}>
            {(field) => <Input {...field} />}
          </FormField>
          <button type="submit">Send</button>
        </form>
      );
    }
    render(<Limited />);
    const title = screen.getByLabelText('Title') as HTMLInputElement;
    expect(title.maxLength).toBe(-1);
    expect(title.getAttribute('aria-describedby')).toBe('t-title-count');
    expect(document.getElementById('t-title-count')?.textContent).toBe('0 / 5 characters');

    fireEvent.change(title, { target: { value: 'pasted words' } });
    expect(title.value).toBe('pasted words');
    expect(document.getElementById('t-title-count')?.textContent).toBe('12 / 5 characters, 7 too many');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));
    expect(title.getAttribute('aria-describedby')).toBe('t-title-error t-title-count');
    expect(document.getElementById('t-title-error')?.textContent).toBe('Title must be at most 5 characters');
    expect(sent).toBeNull();
  });
});
