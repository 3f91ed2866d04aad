import type { UpdatePassword } from '@aerie/contract';
import { PASSWORD_POLICY_TEXT } from '@aerie/contract';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

import { useUpdatePassword } from '../api/update-password';
import { ProfileNotice, useNotice } from './profile-notice';

const EMPTY: UpdatePassword = { current_password: '', password: '', confirm_password: '' };
const FIELDS = ['current_password', 'password', 'confirm_password'] as const;

/**
 * Update password (000 §2). 000 §5: these fields are sent without client checks, so the server's answer is
 * what the user reads: its success text, or its error.
 */
export function UpdatePasswordForm() {
  const update = useUpdatePassword();
  const { notice, show, clear } = useNotice();
  const form = useForm<UpdatePassword>({ defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const isIncomplete = FIELDS.some((name) => !values[name]);

  const onSubmit = form.handleSubmit((input) => {
    clear();
    form.clearErrors();
    update.mutate(input, {
      onSuccess: (response) => {
        form.reset(EMPTY);
        show('success', response.message);
      },
      onError: (error) => {
        // The server's words go beside the field they concern, or else in the banner (000 §8).
        const fieldErrors = error instanceof ApiError ? FIELDS.filter((name) => error.fieldError(name)) : [];
        for (const name of fieldErrors) form.setError(name, { message: (error as ApiError).fieldError(name) });
        if (fieldErrors.length === 0) show('error', error.message);
      },
    });
  });

  const { errors } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <ProfileNotice notice={notice} onDismiss={clear} />
      <Field
        label="Current password"
        htmlFor="profile-current-password"
        error={errors.current_password?.message}
        hint="We ask for it so that an open session alone can't change your password."
      >
        <Input
          id="profile-current-password"
          type="password"
          autoComplete="current-password"
          invalid={Boolean(errors.current_password)}
          {...form.register('current_password')}
        />
      </Field>
      <Field
        label="New password"
        htmlFor="profile-new-password"
        error={errors.password?.message}
        hint={PASSWORD_POLICY_TEXT}
      >
        <Input
          id="profile-new-password"
          type="password"
          autoComplete="new-password"
          invalid={Boolean(errors.password)}
          {...form.register('password')}
        />
      </Field>
      <Field label="Confirm password" htmlFor="profile-confirm-password" error={errors.confirm_password?.message}>
        <Input
          id="profile-confirm-password"
          type="password"
          autoComplete="new-password"
          invalid={Boolean(errors.confirm_password)}
          {...form.register('confirm_password')}
        />
      </Field>
      <p className="text-xs text-zinc-500">Changing your password signs you out on your other devices.</p>
      <Button type="submit" disabled={isIncomplete} loading={update.isPending}>
        Update password
      </Button>
    </form>
  );
}
