import { PASSWORD_POLICY_TEXT, ResetPasswordSchema, type ResetPassword } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';

import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { ConfirmationView } from '../components/confirmation-view';

export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const resetPassword = useResetPassword();
  const form = useForm<ResetPassword>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '', confirm_password: '', token },
  });
  const [password, confirmPassword] = useWatch({ control: form.control, name: ['password', 'confirm_password'] });
  // docs/product.md § Password reset: both filled in, equal, and a token present.
  const canSubmit = password.length > 0 && password === confirmPassword && token.length > 0;

  const onSubmit = form.handleSubmit((values) => resetPassword.mutate({ ...values, token }));

  if (resetPassword.isSuccess) {
    return (
      <ConfirmationView
        icon={ShieldCheck}
        title="Password reset success"
        actions={
          <ButtonLink to="/login" size="lg">
            Log in
          </ButtonLink>
        }
      >
        <p>Your password has been changed and other sessions were signed out. Log in with your new password.</p>
      </ConfirmationView>
    );
  }

  const { errors } = form.formState;
  return (
    <>
      <AuthHeading title="Choose a new password" description="Pick a password you don't use anywhere else." />
      {resetPassword.isError && (
        <Banner tone="error" onDismiss={() => resetPassword.reset()} className="mb-6">
          {resetPassword.error.message}
        </Banner>
      )}
      {errors.token && (
        <Banner tone="error" className="mb-6">
          This reset link is not valid. Ask for a new one from the forgot password page.
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField
          control={form.control}
          name="password"
          label="New password"
          id="reset-password"
          hint={PASSWORD_POLICY_TEXT}
        >
          {(field) => <PasswordInput {...field} autoComplete="new-password" />}
        </FormField>
        <FormField control={form.control} name="confirm_password" label="Confirm password" id="reset-confirm">
          {(field) => <PasswordInput {...field} autoComplete="new-password" />}
        </FormField>
        {confirmPassword.length > 0 && password !== confirmPassword && !errors.confirm_password && (
          <p className="-mt-3 text-xs text-zinc-500">The two passwords don&apos;t match yet.</p>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={resetPassword.isPending}>
          Reset password
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-zinc-500">
        <Link to="/login" className="font-medium text-accent-600 hover:text-accent-700">
          Back to login
        </Link>
      </p>
    </>
  );
}
