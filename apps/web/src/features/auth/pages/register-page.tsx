import {
  ACCOUNT_TYPES,
  PASSWORD_POLICY_TEXT,
  RegisterSchema,
  SELECTED_WORKSPACE_KEY,
  SITE_TEMPLATES,
  type Register,
} from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { placeServerErrors } from '@/lib/place-server-errors';
import {
  isSiteTemplateId,
  newSiteFromTemplatePath,
  rememberPendingTemplate,
  TEMPLATE_PARAM,
} from '@/lib/template-start';

import { useLogin } from '../api/login';
import { useInvitationForRegister, useRegister } from '../api/register';
import { AuthHeading } from '../components/auth-heading';
import { CheckInbox } from '../components/check-inbox';
import { rememberIntendedUrl } from '../session';

/** The home page's work-email box leaves the address here (docs/product.md § Registration). */
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

/** The fields docs/product.md § Registration requires before Create account works, named as the missing-list says them. */
const REQUIRED: [keyof RegisterForm & ('first' | 'last' | 'email' | 'phone' | 'account_type' | 'password'), string][] =
  [
    ['first', 'first name'],
    ['last', 'last name'],
    ['email', 'email'],
    ['phone', 'phone'],
    ['account_type', 'role'],
    ['password', 'password'],
  ];

/** "first name, phone and accepting the terms" */
function listOf(items: string[]) {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

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
  // From "Use this template" on /templates (`/register?template=agency`): after signing in, the site is
  // created from it. This tab's login goes there; the verification e-mail's tab learns it at registration.
  const templateParam = searchParams.get(TEMPLATE_PARAM);
  const template = isSiteTemplateId(templateParam) ? templateParam : null;
  const templateName = SITE_TEMPLATES.find((each) => each.id === template)?.name;
  useEffect(() => {
    if (template) rememberIntendedUrl(newSiteFromTemplatePath(template));
  }, [template]);

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
  // The invitation's own e-mail wins over the one in the link, which anyone can edit; its name fills the
  // names the invitee has not typed yet.
  useEffect(() => {
    if (invited?.status !== 'pending') return;
    form.setValue('email', invited.email, { shouldValidate: false });
    const [first = '', ...rest] = invited.name.trim().split(/\s+/);
    if (!form.getValues('first')) form.setValue('first', first, { shouldValidate: false });
    if (!form.getValues('last')) form.setValue('last', rest.join(' '), { shouldValidate: false });
  }, [form, invited]);
  const isEmailLocked = isInvitationUsable && Boolean(invited?.email ?? searchParams.get('email'));

  // docs/product.md § Registration: inactive until e-mail, password, names, phone and role are filled and the terms are
  // accepted.
  const missing = [
    ...REQUIRED.filter(([name]) => !values[name]?.trim()).map(([, label]) => label),
    ...(values.accept_terms === true ? [] : ['accepting the terms']),
  ];
  const canSubmit = missing.length === 0;

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
        if (template && !response.is_verified) rememberPendingTemplate(template);
        if (response.is_verified) signInToInvitedWorkspace(body.email, body.password);
        else setRegisteredEmail(body.email);
      },
      onError: (error) => setFailure(placeServerErrors(error, form.setError, FIELDS)),
    });
  });

  // The invitation proved the address, so the account is verified: sign in and open the invited workspace.
  function signInToInvitedWorkspace(email: string, password: string) {
    login.mutate(
      { email, password },
      {
        onSuccess: () => {
          if (invited) localStorage.setItem(SELECTED_WORKSPACE_KEY, invited.workspace.slug);
          void navigate(template ? newSiteFromTemplatePath(template) : '/dashboard', { replace: true });
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
            : templateName
              ? `Create your account, then your new site starts from the ${templateName} template.`
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
          <FormField control={form.control} name="first" label="First name" id="register-first">
            {(field) => <Input {...field} autoComplete="given-name" />}
          </FormField>
          <FormField control={form.control} name="last" label="Last name" id="register-last">
            {(field) => <Input {...field} autoComplete="family-name" />}
          </FormField>
        </div>
        <FormField
          control={form.control}
          name="email"
          label="Email"
          id="register-email"
          hint={isEmailLocked ? 'You were invited with this address.' : undefined}
        >
          {(field) => (
            <Input
              {...field}
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              readOnly={isEmailLocked}
              className={isEmailLocked ? 'bg-zinc-50 text-zinc-600' : undefined}
            />
          )}
        </FormField>
        <FormField control={form.control} name="phone" label="Phone" id="register-phone">
          {(field) => <Input {...field} type="tel" autoComplete="tel" placeholder="+44 20 7946 0000" />}
        </FormField>
        <FormField control={form.control} name="account_type" label="Role" id="register-role">
          {(field) => (
            <Select {...field}>
              <option value="" disabled>
                Select your role
              </option>
              {ACCOUNT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type === 'Ngo' ? 'NGO' : type}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField control={form.control} name="business_name" label="Business name (optional)" id="register-business">
          {(field) => <Input {...field} autoComplete="organization" />}
        </FormField>
        <FormField
          control={form.control}
          name="password"
          label="Password"
          id="register-password"
          hint={PASSWORD_POLICY_TEXT}
        >
          {(field) => <PasswordInput {...field} autoComplete="new-password" />}
        </FormField>
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
          aria-describedby="register-missing"
        >
          Create account
        </Button>
        {/* Polite: said when typing pauses, not over each keystroke's own echo. */}
        <p id="register-missing" aria-live="polite" className="-mt-2 text-center text-xs text-zinc-500">
          {canSubmit ? '' : `Still needed: ${listOf(missing)}.`}
        </p>
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
