import type { UpdatePassword } from '@aerie/contract';
import { PASSWORD_POLICY_TEXT } from '@aerie/contract';
import { useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useUpdatePassword } from '../api/update-password';

const EMPTY: UpdatePassword = { current_password: '', password: '', confirm_password: '' };
const FIELDS = ['current_password', 'password', 'confirm_password'] as const;

/**
 * Update password (docs/product.md § Password change). docs/product.md § Password change: these fields are sent without
 * client checks, so the server's answer is what the user reads: its success text, or its error.
 */
export function UpdatePasswordForm() {
  const update = useUpdatePassword();
  const notice = useNotice();
  const form = useForm<UpdatePassword>({ defaultValues: EMPTY });
  const values = useWatch({ control: form.control });
  const isIncomplete = FIELDS.some((name) => !values[name]);

  const onSubmit = form.handleSubmit((input) => {
    notice.clear();
    form.clearErrors();
    update.mutate(input, {
      onSuccess: (response) => {
        form.reset(EMPTY);
        notice.show(response.message);
      },
      onError: (error) => {
        const failure = placeServerErrors(error, form.setError, FIELDS);
        if (failure) notice.show(failure, 'error');
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-md space-y-5">
      <NoticeBanner notice={notice} />
      <FormField
        control={form.control}
        name="current_password"
        label="Current password"
        id="profile-current-password"
        hint="We ask for it so that an open session alone can't change your password."
      >
        {(field) => <Input {...field} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField
        control={form.control}
        name="password"
        label="New password"
        id="profile-new-password"
        hint={PASSWORD_POLICY_TEXT}
      >
        {(field) => <Input {...field} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField control={form.control} name="confirm_password" label="Confirm password" id="profile-confirm-password">
        {(field) => <Input {...field} type="password" autoComplete="new-password" />}
      </FormField>
      <p className="text-xs text-zinc-500">Changing your password signs you out on your other devices.</p>
      <Button type="submit" disabled={isIncomplete} loading={update.isPending}>
        Update password
      </Button>
    </form>
  );
}
