import {
  ACCOUNT_TYPES,
  PASSWORD_POLICY_TEXT,
  RegisterSchema,
  SELECTED_WORKSPACE_KEY,
  type Register,
} from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

import { useLogin } from '../api/login';
import { useInvitationForRegister, useRegister } from '../api/register';
import { AuthHeading } from '../components/auth-heading';
import { CheckInbox } from '../components/check-inbox';
import { PasswordInput } from '../components/password-input';

/** The home page's work-email box leaves the address here (000 §2). */
const REGISTER_EMAIL_KEY = 'register_email';

type RegisterForm = z.input<typeof RegisterSchema>;
const FIELDS: FieldPath<RegisterForm>[] = [
  'first',
  'last',
  'email',
  'phone',
  'account_type',
  'business_name',
  'password',
  'accept_terms',
];

export default function RegisterPage() {
  const register = useRegister();
  const login = useLogin();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);

  // From an invitation link (`/register?invitation=…&email=…`): the account must use the invited e-mail.
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation');
  const invitation = useInvitationForRegister(invitationToken);
  const invited = invitation.data?.data;
  // A link that no longer works (unknown, used, expired, withdrawn) makes this an ordinary sign-up.
  const isInvitationUsable =
    Boolean(invitationToken) && !invitation.isError && (!invited || invited.status === 'pending');

  const form = useForm<RegisterForm, unknown, Register>({
    resolver: zodResolver(RegisterSchema),
    defaultValues: {
      first: '',
      last: '',
      email: (invitationToken && searchParams.get('email')) || (localStorage.getItem(REGISTER_EMAIL_KEY) ?? ''),
      phone: '',
      business_name: '',
      password: '',
    },
  });
  const values = useWatch({ control: form.control });
  // The invitation's own e-mail wins over the one in the link, which anyone can edit.
  useEffect(() => {
    if (invited?.status === 'pending') form.setValue('email', invited.email, { shouldValidate: false });
  }, [form, invited]);
  const isEmailLocked = isInvitationUsable && Boolean(invited?.email ?? searchParams.get('email'));

  // 000 §5: inactive until e-mail, password, names, phone and role are filled and the terms are accepted.
  const required = [values.email, values.password, values.first, values.last, values.phone, values.account_type];
  const canSubmit = required.every((value) => Boolean(value?.trim())) && values.accept_terms === true;

  const onSubmit = form.handleSubmit(({ business_name, ...rest }) => {
    setFailure(null);
    const body = {
      ...rest,
      business_name: business_name || undefined,
      invitation_token: (isInvitationUsable && invitationToken) || undefined,
    };
    register.mutate(body, {
      onSuccess: (response) => {
        localStorage.removeItem(REGISTER_EMAIL_KEY);
        if (response.is_verified) signInToInvitedWorkspace(body.email, body.password);
        else setRegisteredEmail(body.email);
      },
      onError: (error) => {
        // Errors the server ties to a field show beside it; anything else goes in the banner (000 §8).
        const fieldErrors = error instanceof ApiError ? FIELDS.filter((name) => error.fieldError(name)) : [];
        for (const name of fieldErrors) {
          form.setError(
            name,
            { message: (error as ApiError).fieldError(name) },
            { shouldFocus: name === fieldErrors[0] },
          );
        }
        if (fieldErrors.length === 0) setFailure(error.message);
      },
    });
  });

  // The invitation proved the address, so the account is verified: sign in and open the invited workspace.
  function signInToInvitedWorkspace(email: string, password: string) {
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          if (invited) localStorage.setItem(SELECTED_WORKSPACE_KEY, invited.workspace.slug);
          void navigate('/dashboard', { replace: true });
        },
        onError: (error) => setFailure(`Your account is ready, but signing in failed: ${error.message}`),
      },
    );
  }

  if (registeredEmail) return <CheckInbox email={registeredEmail} />;

  const { errors } = form.formState;
  return (
    <>
      <AuthHeading
        title="Create your account"
        description={
          isInvitationUsable && invited
            ? `Create your account to join ${invited.workspace.name} on Aerie.`
            : 'One account for your websites, stores and servers.'
        }
      />

      {invitationToken && !isInvitationUsable && (
        <Banner tone="warning" className="mb-6">
          This invitation link is no longer valid. You can still create an account, then ask for a new invitation.
        </Banner>
      )}

      {failure && (
        <Banner tone="error" onDismiss={() => setFailure(null)} className="mb-6">
          {failure}
        </Banner>
      )}

      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
          <Field label="First name" htmlFor="register-first" error={errors.first?.message}>
            <Input
              id="register-first"
              autoComplete="given-name"
              invalid={Boolean(errors.first)}
              {...form.register('first')}
            />
          </Field>
          <Field label="Last name" htmlFor="register-last" error={errors.last?.message}>
            <Input
              id="register-last"
              autoComplete="family-name"
              invalid={Boolean(errors.last)}
              {...form.register('last')}
            />
          </Field>
        </div>
        <Field
          label="Email"
          htmlFor="register-email"
          error={errors.email?.message}
          hint={isEmailLocked ? 'You were invited with this address.' : undefined}
        >
          <Input
            id="register-email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            readOnly={isEmailLocked}
            className={isEmailLocked ? 'bg-zinc-50 text-zinc-600' : undefined}
            invalid={Boolean(errors.email)}
            {...form.register('email')}
          />
        </Field>
        <Field label="Phone" htmlFor="register-phone" error={errors.phone?.message}>
          <Input
            id="register-phone"
            type="tel"
            autoComplete="tel"
            placeholder="+44 20 7946 0000"
            invalid={Boolean(errors.phone)}
            {...form.register('phone')}
          />
        </Field>
        <Field label="Role" htmlFor="register-role" error={errors.account_type?.message}>
          <Select
            id="register-role"
            defaultValue=""
            invalid={Boolean(errors.account_type)}
            {...form.register('account_type')}
          >
            <option value="" disabled>
              Select your role
            </option>
            {ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Business name (optional)" htmlFor="register-business" error={errors.business_name?.message}>
          <Input
            id="register-business"
            autoComplete="organization"
            invalid={Boolean(errors.business_name)}
            {...form.register('business_name')}
          />
        </Field>
        <Field
          label="Password"
          htmlFor="register-password"
          error={errors.password?.message}
          hint={PASSWORD_POLICY_TEXT}
        >
          <PasswordInput
            id="register-password"
            autoComplete="new-password"
            aria-describedby={errors.password ? 'register-password-error' : 'register-password-hint'}
            invalid={Boolean(errors.password)}
            {...form.register('password')}
          />
        </Field>
        <div className="space-y-1.5">
          <Checkbox
            id="register-terms"
            label="I agree to the Terms of Service and the Privacy Policy."
            invalid={Boolean(errors.accept_terms)}
            {...form.register('accept_terms')}
          />
          {errors.accept_terms && <p className="text-xs font-medium text-red-600">{errors.accept_terms.message}</p>}
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!canSubmit}
          loading={register.isPending || login.isPending}
        >
          Create account
        </Button>
      </form>

      <p className="mt-8 text-center text-sm text-zinc-500">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-accent-600 hover:text-accent-700">
          Log in
        </Link>
      </p>
    </>
  );
}
