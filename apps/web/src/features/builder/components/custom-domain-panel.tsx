import { PRICE_BOOK, WEBSITE_PLANS, wholePriceText, type DomainVerification } from '@aerie/contract';
import { Check, Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { usePlanPeriod } from '@/api/get-plan-period';
import { useProject } from '@/api/get-project';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

import { useSetCustomDomain, useVerifyCustomDomain } from '../api/custom-domain';
import { useInitializeWebsitePlan } from '../api/initialize-website-plan';
import type { BuilderContext } from './builder-editor';
import { SitePlanStatus } from './site-plan-status';

/**
 * A custom domain (the Publishing): part of a paid site plan. On the free plan the plans show
 * ($5/m, $10/m, $50/m; only the purchasable one can be bought); with a plan, its renewal or end date and
 * Cancel plan (issue 25), then the domain is entered, its TXT record shown to copy, and Verify looks it up.
 */
export function CustomDomainPanel({ context }: { context: BuilderContext }) {
  const { website } = context;
  if (website.plan === 'free') return <SitePlans context={context} />;
  return (
    <div className="flex flex-col gap-2">
      <SitePlanStatus context={context} />
      <DomainForm context={context} />
    </div>
  );
}

function SitePlans({ context }: { context: BuilderContext }) {
  const { website } = context;
  const project = useProject(website.project_uid);
  const buy = useInitializeWebsitePlan();
  // Priced in the workspace's billing currency, as the checkout charges (issue 25).
  const currency = usePlanPeriod(project.data?.workspace.slug ?? '').data?.billing_currency;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-zinc-600">A custom domain comes with a site plan.</p>
      {website.custom_domain_suspended && website.custom_domain && (
        <p className="text-xs text-amber-700">
          The site plan ended, so {website.custom_domain} no longer serves this site. It is kept: buy the plan again and
          it comes back.
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {WEBSITE_PLANS.map((plan) => (
          <li key={plan.id} className="rounded-md border border-zinc-200 bg-white p-2">
            <div className="flex items-baseline justify-between">
              <span className="text-sm font-semibold text-zinc-900">{plan.name}</span>
              <span className="text-sm font-semibold text-zinc-900">
                {currency ? `${wholePriceText(PRICE_BOOK.sitePlans[plan.id][currency], currency)}/m` : '…'}
              </span>
            </div>
            <ul className="mt-1 flex flex-col gap-0.5">
              {plan.features
                .filter((feature) => feature !== 'Coming soon')
                .map((feature) => (
                  <li key={feature} className="flex items-center gap-1 text-[11px] text-zinc-600">
                    <Check className="size-3 text-emerald-600" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
            </ul>
            {plan.purchasable ? (
              <Button
                size="sm"
                className="mt-2 w-full"
                loading={buy.isPending && buy.variables?.planId === plan.id}
                disabled={!project.data || !currency}
                onClick={() =>
                  project.data &&
                  buy.mutate({
                    planId: plan.id,
                    websiteUuid: website.uuid,
                    projectUid: website.project_uid,
                    workspaceId: project.data.workspace.id,
                  })
                }
              >
                Buy
              </Button>
            ) : (
              <Button size="sm" variant="secondary" className="mt-2 w-full" disabled>
                Coming soon
              </Button>
            )}
          </li>
        ))}
      </ul>
      {buy.isError && (
        <p role="alert" className="text-xs text-red-600">
          {buy.error.message}
        </p>
      )}
    </div>
  );
}

/**
 * The site's custom domain: entered here, its records read from the site itself (so they are still there after
 * the builder is reopened), verified here or on the workspace's Domains page (both share one TXT record).
 */
function DomainForm({ context }: { context: BuilderContext }) {
  const { website, setWebsite } = context;
  const [domain, setDomain] = useState(website.pending_domain ?? website.custom_domain ?? '');
  const setCustomDomain = useSetCustomDomain();
  const verify = useVerifyCustomDomain();
  const [message, setMessage] = useState<string | null>(null);
  const records = website.domain_records;
  const shown = (reply: { data: DomainVerification; message: string }) => {
    setWebsite(reply.data.website);
    setDomain(reply.data.domain);
    setMessage(reply.message);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setCustomDomain.mutate({ uuid: website.uuid, domain }, { onSuccess: shown });
  };

  const problem = setCustomDomain.error ?? verify.error;
  return (
    <div className="flex flex-col gap-2">
      {website.custom_domain && (
        <p className="text-xs text-emerald-700">
          Live on <span className="font-medium break-all">{website.custom_domain}</span>
        </p>
      )}
      <form onSubmit={submit} className="flex flex-col gap-1.5">
        <label htmlFor="custom-domain" className="text-xs font-medium text-zinc-700">
          Your domain
        </label>
        <div className="flex gap-1.5">
          <Input
            id="custom-domain"
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            placeholder="www.example.com"
            className="h-8 min-w-0 text-sm"
          />
          <Button type="submit" size="sm" loading={setCustomDomain.isPending} disabled={!domain.trim()}>
            Set
          </Button>
        </div>
      </form>
      {website.pending_domain && records && (
        <div className="flex flex-col gap-1.5 rounded-md border border-zinc-200 bg-white p-2 text-xs">
          <p className="font-medium text-amber-700">{website.pending_domain}: waiting for DNS</p>
          <p className="text-zinc-600">1. Add this TXT record at your DNS provider:</p>
          <CopyRow label="Name" value={records.txt.name} />
          <CopyRow label="Value" value={records.txt.value} />
          <p className="text-zinc-600">
            2. Point {website.pending_domain} at us with a {records.point.type} record:
          </p>
          <CopyRow label="Target" value={records.point.target} />
          <Button
            size="sm"
            variant="secondary"
            onClick={() => verify.mutate(website.uuid, { onSuccess: shown })}
            loading={verify.isPending}
          >
            Verify
          </Button>
        </div>
      )}
      {message && (
        <p role="status" className="text-xs text-zinc-700">
          {message}
        </p>
      )}
      {problem && (
        <p role="alert" className="text-xs text-red-600">
          {problem.message}
        </p>
      )}
      <Link to="/dashboard/domains" target="_blank" className="text-xs font-medium text-accent-700 underline">
        All domains, their DNS records and state
      </Link>
    </div>
  );
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const [isCopied, setCopied] = useState(false);
  return (
    <div className="flex items-center gap-1.5">
      <span className="w-11 shrink-0 text-zinc-500">{label}</span>
      <code className="min-w-0 flex-1 rounded bg-zinc-100 px-1 py-0.5 font-mono text-[11px] break-all" title={value}>
        {value}
      </code>
      <button
        type="button"
        aria-label={`Copy the ${label.toLowerCase()}`}
        onClick={() => void navigator.clipboard.writeText(value).then(() => setCopied(true))}
        className="rounded p-1 text-zinc-500 hover:bg-zinc-100 hover:text-zinc-800 focus-visible:outline-2 focus-visible:outline-accent-500"
      >
        {isCopied ? (
          <Check className="size-3.5" aria-hidden="true" />
        ) : (
          <Copy className="size-3.5" aria-hidden="true" />
        )}
      </button>
    </div>
  );
}
