import { emailField, SellerForgotPasswordSchema, SellerLoginSchema, type SellerLogin } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Navigate, useNavigate, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

import { useForgotPassword } from '../api/forgot-password';
import { useLogIn } from '../api/log-in';
import { AuthCard } from '../components/auth-card';
import { adminPathAfterLogin, readSellerToken } from '../seller-session';

/** The seller's sign-in on the store's origin, with the forgotten-password form one click away. */
export function LoginPage() {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const next = adminPathAfterLogin(useSearchParams()[0].get('next'));
  if (readSellerToken()) return <Navigate to={next} replace />;
  return mode === 'login' ? (
    <AuthCard title="Store admin" description="Log in with your seller account.">
      <LoginForm next={next} onForgot={() => setMode('forgot')} />
    </AuthCard>
  ) : (
    <AuthCard title="Reset your password" description="We will e-mail you a link to choose a new one.">
      <ForgotForm onBack={() => setMode('login')} />
    </AuthCard>
  );
}

function LoginForm({ next, onForgot }: { next: string; onForgot: () => void }) {
  const navigate = useNavigate();
  const form = useForm<SellerLogin>({
    resolver: zodResolver(SellerLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const [email, password] = useWatch({ control: form.control, name: ['email', 'password'] });
  const login = useLogIn();
  return (
    <>
      {login.isError && (
        <Banner tone="error" onDismiss={() => login.reset()} className="mb-5">
          {login.error.message}
        </Banner>
      )}
      <form
        onSubmit={form.handleSubmit((values) =>
          login.mutate(values, { onSuccess: () => void navigate(next, { replace: true }) }),
        )}
        noValidate
        className="space-y-5"
      >
        <FormField control={form.control} name="email" label="Email" id="seller-email">
          {(field) => <Input {...field} type="email" autoComplete="email" />}
        </FormField>
        <FormField control={form.control} name="password" label="Password" id="seller-password">
          {(field) => <PasswordInput {...field} autoComplete="current-password" />}
        </FormField>
        <div className="flex justify-end">
          <Button variant="link" onClick={onForgot}>
            Forgot password?
          </Button>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!emailField.safeParse(email).success || !password}
          loading={login.isPending}
        >
          Log in
        </Button>
      </form>
    </>
  );
}

function ForgotForm({ onBack }: { onBack: () => void }) {
  const form = useForm<{ email: string }>({
    resolver: zodResolver(SellerForgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const send = useForgotPassword();
  return (
    <>
      {send.isSuccess && (
        <Banner tone="success" className="mb-5">
          {send.data.message}
        </Banner>
      )}
      {send.isError && (
        <Banner tone="error" onDismiss={() => send.reset()} className="mb-5">
          {send.error.message}
        </Banner>
      )}
      <form onSubmit={form.handleSubmit((values) => send.mutate(values))} noValidate className="space-y-5">
        <FormField control={form.control} name="email" label="Email" id="forgot-email">
          {(field) => <Input {...field} type="email" autoComplete="email" />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={send.isPending}>
          Send reset link
        </Button>
        <Button variant="link" className="w-full" onClick={onBack}>
          Back to log in
        </Button>
      </form>
    </>
  );
}
