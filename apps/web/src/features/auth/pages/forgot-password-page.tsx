import { emailField, ForgotPasswordSchema, type ForgotPassword } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft, Mail } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button, ButtonLink } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { useForgotPassword } from '../api/forgot-password';
import { AuthHeading } from '../components/auth-heading';
import { ConfirmationView } from '../components/confirmation-view';

export default function ForgotPasswordPage() {
  const forgotPassword = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<ForgotPassword>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  // docs/product.md § Password reset: the e-mail must be filled in and look like an address.
  const canSubmit = emailField.safeParse(email).success;

  const onSubmit = form.handleSubmit((values) => {
    forgotPassword.mutate(values, { onSuccess: () => setSentTo(values.email) });
  });

  if (sentTo) {
    return (
      <ConfirmationView
        icon={Mail}
        title="Check your Email"
        actions={
          <ButtonLink to="/login" variant="secondary" size="lg">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to login
          </ButtonLink>
        }
      >
        <p>
          If an account uses <span className="font-medium text-zinc-900">{sentTo}</span>, we sent it a link to reset the
          password. The link works once.
        </p>
        <p className="text-zinc-500">
          Didn&apos;t get the e-mail?{' '}
          <Button
            variant="link"
            onClick={() => {
              forgotPassword.reset();
              setSentTo(null);
            }}
          >
            Click to resend
          </Button>
        </p>
      </ConfirmationView>
    );
  }

  return (
    <>
      <AuthHeading
        title="Forgot your password?"
        description="Enter the e-mail you signed up with and we'll send you a link to choose a new one."
      />
      {forgotPassword.isError && (
        <Banner tone="error" onDismiss={() => forgotPassword.reset()} className="mb-6">
          {forgotPassword.error.message}
        </Banner>
      )}
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <FormField control={form.control} name="email" label="Email" id="forgot-email">
          {(field) => <Input {...field} type="email" autoComplete="email" placeholder="you@company.com" />}
        </FormField>
        <Button type="submit" size="lg" className="w-full" disabled={!canSubmit} loading={forgotPassword.isPending}>
          Send reset link
        </Button>
      </form>
      <p className="mt-8 text-center text-sm text-zinc-500">
        Remembered it?{' '}
        <Link to="/login" className="font-medium text-accent-600 hover:text-accent-700">
          Back to login
        </Link>
      </p>
    </>
  );
}
