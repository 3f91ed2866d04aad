import type { CaddyServing, Domain, DomainHost, DomainTargetOption } from '@aerie/contract';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { CopyableSecret } from '@/components/ui/copyable-secret';
import { Button } from '@/components/ui/gated-button';

import { PointHostForm } from './point-host-form';

const TARGET_LABEL: Record<DomainHost['target']['kind'], string> = { site: 'site', store: 'store', deployment: 'app' };

const SERVING: Record<CaddyServing['state'], { label: string; tone: BadgeTone }> = {
  not_served: { label: 'Not served yet', tone: 'neutral' },
  updating: { label: 'Updating Caddy…', tone: 'warning' },
  served: { label: 'Live', tone: 'success' },
  failing: { label: 'Caddy not updated', tone: 'danger' },
};

/**
 * An app's host is served by Caddy on its server (docs/architecture.md § Caddy on your servers): where to point
 * its A record, and how the last change to Caddy there went, with the reason when it failed.
 */
function CaddyServingNote({ host, serving }: { host: string; serving: CaddyServing }) {
  const point = serving.server_ip ? ` Point its A record at ${serving.server_ip}.` : '';
  const text = {
    not_served: 'Set the app port in the deployment’s release settings so Caddy can serve it.',
    updating: `Aerie is updating Caddy on ${serving.server}.`,
    served: `Served over HTTPS by Caddy on ${serving.server}, forwarding to port ${serving.app_port}.`,
    failing: `Caddy could not be updated on ${serving.server}: ${serving.error}`,
  }[serving.state];
  return (
    <p
      className={`basis-full text-xs ${serving.state === 'failing' ? 'text-red-700' : 'text-zinc-500'}`}
      aria-label={`How ${host} is served`}
    >
      {text}
      {point}
    </p>
  );
}

const STATE: Record<Domain['state'], { label: string; tone: BadgeTone }> = {
  pending_dns: { label: 'Waiting for DNS', tone: 'warning' },
  failing: { label: 'Not verified yet', tone: 'danger' },
  verified: { label: 'Verified', tone: 'success' },
};

export interface DomainCardProps {
  domain: Domain;
  manageRefusal: string | undefined;
  isVerifying: boolean;
  onVerify: () => void;
  onRemove: () => void;
  /** The sites, stores and deployments a host can point at; absent for who may not point one. */
  pointing?: {
    workspaceSlug: string;
    targets: DomainTargetOption[];
    onPointed: (message: string) => void;
    onClearHost: (hostId: number) => void;
    clearingHostId: number | null;
    onCheckCertificate: (hostId: number) => void;
    checkingHostId: number | null;
  };
}

/**
 * One domain of the workspace (issue 32): its state and why, the exact records to set at the DNS provider
 * (shown in full, each with a copy button), Verify, the hosts pointed and where, and Remove.
 */
export function DomainCard({ domain, manageRefusal, isVerifying, onVerify, onRemove, pointing }: DomainCardProps) {
  const state = STATE[domain.state];
  const isVerified = domain.state === 'verified';
  return (
    <section aria-label={domain.name} className="space-y-4 rounded-xl border border-zinc-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="min-w-0 text-base font-semibold break-all text-zinc-900">{domain.name}</h2>
        <Badge tone={state.tone}>{state.label}</Badge>
        <div className="ml-auto flex gap-2">
          {!isVerified && (
            <Button size="sm" onClick={onVerify} disabled={isVerifying} disabledReason={manageRefusal}>
              {isVerifying ? 'Checking…' : 'Verify'}
            </Button>
          )}
          <Button size="sm" variant="danger" onClick={onRemove} disabledReason={manageRefusal}>
            Remove
          </Button>
        </div>
      </div>
      {domain.last_error && <p className="text-sm text-red-700">{domain.last_error}</p>}
      {domain.last_checked_at && (
        <p className="text-xs text-zinc-500">Last checked {new Date(domain.last_checked_at).toLocaleString()}</p>
      )}

      <div className="space-y-3">
        <h3 className="text-sm font-medium text-zinc-900">DNS records to set</h3>
        <Record
          title={
            isVerified
              ? 'TXT record (keep it: it proves the domain is yours)'
              : '1. A TXT record that proves the domain is yours'
          }
          name={domain.records.txt.name}
          value={domain.records.txt.value}
        />
        <Record
          // Numbered only beside the TXT record's "1.", which a verified domain's card drops.
          title={`${isVerified ? '' : '2. '}A ${domain.records.point.type} record on each host you point at a site or store (such as ${domain.name})`}
          value={domain.records.point.target}
        />
      </div>

      <div className="space-y-2">
        <h3 className="text-sm font-medium text-zinc-900">Hosts</h3>
        {domain.hosts.length === 0 ? (
          <p className="text-sm text-zinc-500">Nothing answers on this domain yet.</p>
        ) : (
          <ul className="divide-y divide-zinc-100 text-sm">
            {domain.hosts.map((host) => (
              <li key={host.id} className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2">
                <span className="font-mono break-all text-zinc-900">{host.host}</span>
                <span className="text-zinc-500">
                  → {TARGET_LABEL[host.target.kind]} {host.target.name}
                </span>
                {host.serving ? (
                  <Badge tone={SERVING[host.serving.state].tone}>{SERVING[host.serving.state].label}</Badge>
                ) : (
                  <Badge tone={host.served ? 'success' : 'neutral'}>{host.served ? 'Live' : 'Not served yet'}</Badge>
                )}
                {pointing && (
                  <Button
                    size="sm"
                    variant="secondary"
                    className="ml-auto"
                    aria-label={`Stop pointing ${host.host}`}
                    disabled={pointing.clearingHostId === host.id}
                    onClick={() => pointing.onClearHost(host.id)}
                  >
                    {pointing.clearingHostId === host.id ? 'Removing…' : 'Stop pointing'}
                  </Button>
                )}
                {host.serving && <CaddyServingNote host={host.host} serving={host.serving} />}
                <CertificateLine
                  certificate={host.certificate}
                  isDomainVerified={isVerified}
                  isChecking={pointing?.checkingHostId === host.id}
                  onCheck={pointing && isVerified ? () => pointing.onCheckCertificate(host.id) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
        {pointing && (
          <PointHostForm
            workspaceSlug={pointing.workspaceSlug}
            domain={domain}
            targets={pointing.targets}
            onPointed={pointing.onPointed}
          />
        )}
      </div>
    </section>
  );
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** HTTPS on one host, in words: who issued its certificate and until when, that it renews, or why there is none. */
function CertificateLine({
  certificate,
  isDomainVerified,
  isChecking,
  onCheck,
}: {
  certificate: DomainHost['certificate'];
  isDomainVerified: boolean;
  isChecking: boolean;
  onCheck?: () => void;
}) {
  const text = !isDomainVerified
    ? 'HTTPS: a certificate is requested once the domain is verified.'
    : certificate.state === 'issued'
      ? `HTTPS: certificate from ${certificate.issuer}, valid until ${dateOf(certificate.expires_at!)}.`
      : certificate.state === 'renewing'
        ? `HTTPS: renewing — the certificate from ${certificate.issuer} ends ${dateOf(certificate.expires_at!)}.`
        : certificate.state === 'failing'
          ? `HTTPS: no certificate yet. ${certificate.error}`
          : 'HTTPS: not checked yet (checked within minutes, then every six hours).';
  const tone = certificate.state === 'failing' && isDomainVerified ? 'text-red-700' : 'text-zinc-500';
  return (
    <div className="flex w-full flex-wrap items-center gap-x-2 gap-y-1">
      <p className={`text-xs ${tone}`}>{text}</p>
      {onCheck && (
        <button
          type="button"
          onClick={onCheck}
          disabled={isChecking}
          aria-label={`Check the certificate now`}
          className="text-xs font-medium text-accent-700 underline disabled:text-zinc-400"
        >
          {isChecking ? 'Checking…' : 'Check now'}
        </button>
      )}
    </div>
  );
}

function Record({ title, name, value }: { title: string; name?: string; value: string }) {
  return (
    <div className="space-y-1.5 rounded-lg bg-zinc-50 p-3">
      <p className="text-sm text-zinc-700">{title}</p>
      {name && (
        <div className="space-y-1">
          <p className="text-xs font-medium text-zinc-500 uppercase">Name</p>
          <CopyableSecret value={name} noun="name" />
        </div>
      )}
      <div className="space-y-1">
        <p className="text-xs font-medium text-zinc-500 uppercase">{name ? 'Value' : 'Target'}</p>
        <CopyableSecret value={value} noun={name ? 'value' : 'target'} />
      </div>
    </div>
  );
}
