import { SITE_TEMPLATES } from '@aerie/contract';
import { BadgeCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { forgetPendingTemplate, newSiteFromTemplatePath, readPendingTemplate } from '@/lib/template-start';

import { useVerifyAccount } from '../api/verify-account';
import { rememberIntendedUrl } from '../session';

/**
 * The landing page of the e-mailed verification link (docs/product.md § Email verification). A failed verification
 * shows the not-found page: the path below matches no route, so the router renders it without this feature importing
 * it.
 */
export default function VerifyAccountPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const verification = useVerifyAccount(token);
  // A template chosen on /templates before registering (issue 25): this tab's login goes on to create the site.
  const [template] = useState(readPendingTemplate);
  const templateName = SITE_TEMPLATES.find((each) => each.id === template)?.name;

  useEffect(() => {
    if (!verification.isSuccess || !template) return;
    rememberIntendedUrl(newSiteFromTemplatePath(template));
    forgetPendingTemplate();
  }, [template, verification.isSuccess]);

  useEffect(() => {
    if (verification.isError) void navigate('/not-found', { replace: true });
  }, [navigate, verification.isError]);

  if (!verification.isSuccess) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-sm text-zinc-500">
        <Spinner className="size-5 text-accent-600" />
        Verifying your account…
      </div>
    );
  }

  return (
    <Card padding="lg" className="text-center">
      <div className="mx-auto mb-6 flex size-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600 ring-1 ring-emerald-100">
        <BadgeCheck className="size-6" aria-hidden="true" />
      </div>
      <h1 className="text-2xl font-semibold tracking-tight text-zinc-900">Account verified</h1>
      <p className="mt-2 text-sm text-zinc-500">
        {templateName
          ? `Your e-mail address is confirmed. Log in to create your site from the ${templateName} template.`
          : 'Your e-mail address is confirmed. Log in to open your workspace and start your first project.'}
      </p>
      <ButtonLink to="/login" size="lg" className="mt-8 w-full">
        Login
      </ButtonLink>
    </Card>
  );
}
