import { PASSWORD_POLICY_TEXT, SellerResetPasswordSchema } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';

type ResetForm = z.input<typeof SellerResetPasswordSchema>;

/** The e-mailed link's page: a new password, then every session of the seller is signed out. */
export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const form = useForm<ResetForm>({
    resolver: zodResolver(SellerResetPasswordSchema),
    defaultValues: { token, password: '', confirm_password: '' },
  });
  const reset = useResetPassword();
  const banner = reset.error ? placeServerErrors(reset.error, form.setError, ['password', 'confirm_password']) : null;
  const tokenError = form.formState.errors.token?.message;
  return (
    <AuthCard title="Choose a new password" description={PASSWORD_POLICY_TEXT}>
      {reset.isSuccess ? (
        <div className="space-y-5">
          <Banner tone="success">{reset.data.message}</Banner>
          <Link to="/login" className={buttonClasses({ size: 'lg', className: 'w-full' })}>
            Log in
          </Link>
        </div>
      ) : (
        <>
          {(banner || tokenError) && (
            <Banner tone="error" className="mb-5">
              {banner ?? tokenError}
            </Banner>
          )}
          <form onSubmit={form.handleSubmit((values) => reset.mutate(values))} noValidate className="space-y-5">
            <FormField control={form.control} name="password" label="New password" id="reset-password">
              {(field) => <PasswordInput {...field} autoComplete="new-password" />}
            </FormField>
            <FormField control={form.control} name="confirm_password" label="Confirm password" id="reset-confirm">
              {(field) => <PasswordInput {...field} autoComplete="new-password" />}
            </FormField>
            <Button type="submit" size="lg" className="w-full" loading={reset.isPending}>
              Save password
            </Button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
