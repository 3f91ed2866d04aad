import type { SiteServer } from '@aerie/contract';
import { Server } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';

import { useSiteServer } from '../api/get-site-server';
import { useRemoveSiteServer } from '../api/remove-site-server';
import { useRollBackSiteServer } from '../api/roll-back-site-server';
import { useSetSiteServer } from '../api/set-site-server';
import type { BuilderContext } from './builder-editor';

const selectClass =
  'h-8 w-full min-w-0 rounded-md border border-zinc-200 bg-white px-1.5 text-sm focus-visible:outline-2 focus-visible:outline-accent-500';

const STATE_TEXT: Record<NonNullable<SiteServer['target']>['state'], string> = {
  queued: 'Waiting to upload…',
  uploading: 'Uploading to the server…',
  live: 'On the server',
  failed: 'The last upload failed',
};

/**
 * "My server" in the Publish menu (docs/product.md § Publish to your own server): the site, as published, goes to a
 * folder on one of the workspace's servers at every publish, and Caddy there serves it under the site's domain.
 * Shows how the last release went, the domain it is served under (or where to point one), and the releases to
 * roll back to.
 */
export function ServerPanel({ context, onPublish }: { context: BuilderContext; onPublish: () => void }) {
  const { website } = context;
  const query = useSiteServer(website.uuid);
  if (query.isPending) return <p className="text-xs text-zinc-600">Loading…</p>;
  if (query.isError)
    return (
      <p role="alert" className="text-xs text-red-600">
        {query.error.message}
      </p>
    );
  const state = query.data;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-zinc-600">
        Each publish is uploaded to a folder on your server, and Caddy there serves it under the site’s domain. Forms
        still send their messages to Aerie.
      </p>
      <TargetForm uuid={website.uuid} state={state} />
      {state.target && (
        <>
          <ReleaseState state={state} />
          <Hosts hosts={state.hosts} />
          <Button size="sm" onClick={onPublish}>
            Publish and upload
          </Button>
          <Releases uuid={website.uuid} state={state} />
          <RemoveTarget uuid={website.uuid} />
        </>
      )}
    </div>
  );
}

function TargetForm({ uuid, state }: { uuid: string; state: SiteServer }) {
  const save = useSetSiteServer(uuid);
  const [serverId, setServerId] = useState(String(state.target?.server_id ?? state.servers[0]?.id ?? ''));
  const [path, setPath] = useState(state.target?.deploy_path ?? '');
  const [message, setMessage] = useState<string | null>(null);
  if (state.servers.length === 0 && !state.target)
    return (
      <p className="text-xs text-amber-700">
        No server to publish to yet: connect one in a project’s Hosting tab (an active server Aerie reaches over SSH).
      </p>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    save.mutate(
      { server_id: Number(serverId), deploy_path: path },
      { onSuccess: (response) => setMessage(response.message) },
    );
  };
  const error = save.error instanceof ApiError ? save.error : null;
  const pathError = error?.fieldError('deploy_path');
  const serverError = error?.fieldError('server_id');
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor="site-server" className="text-xs font-medium text-zinc-700">
        Server
      </label>
      <select
        id="site-server"
        value={serverId}
        onChange={(event) => setServerId(event.target.value)}
        className={selectClass}
        aria-invalid={serverError ? true : undefined}
        aria-describedby={serverError ? 'site-server-error' : undefined}
      >
        {state.target && !state.servers.some((server) => server.id === state.target!.server_id) && (
          <option value={state.target.server_id}>{state.target.server_name}</option>
        )}
        {state.servers.map((server) => (
          <option key={server.id} value={server.id}>
            {server.name}
          </option>
        ))}
      </select>
      {serverError && (
        <p id="site-server-error" className="text-xs text-red-600">
          {serverError}
        </p>
      )}
      <label htmlFor="site-server-path" className="text-xs font-medium text-zinc-700">
        Folder on the server
      </label>
      <Input
        id="site-server-path"
        value={path}
        onChange={(event) => setPath(event.target.value)}
        placeholder="/var/www/my-site"
        className="h-8 min-w-0 font-mono text-sm"
        aria-invalid={pathError ? true : undefined}
        aria-describedby={pathError ? 'site-server-path-error' : undefined}
      />
      {pathError && (
        <p id="site-server-path-error" className="text-xs text-red-600">
          {pathError}
        </p>
      )}
      <Button type="submit" size="sm" variant="secondary" loading={save.isPending} disabled={!path.trim()}>
        <Server className="size-4" aria-hidden="true" />
        {state.target ? 'Save server' : 'Publish to this server'}
      </Button>
      {message && (
        <p role="status" className="text-xs text-zinc-700">
          {message}
        </p>
      )}
      {save.error && !pathError && !serverError && (
        <p role="alert" className="text-xs text-red-600">
          {save.error.message}
        </p>
      )}
    </form>
  );
}

function ReleaseState({ state }: { state: SiteServer }) {
  const target = state.target!;
  const live = target.state === 'live';
  return (
    <div className="rounded-md border border-zinc-200 bg-white p-2 text-xs" aria-live="polite">
      <p
        className={
          live
            ? 'font-medium text-emerald-700'
            : target.state === 'failed'
              ? 'font-medium text-red-600'
              : 'text-zinc-700'
        }
      >
        {STATE_TEXT[target.state]}
        {live && target.live_release ? `: release ${target.live_release}` : ''}
      </p>
      {target.state === 'failed' && target.error && (
        <p role="alert" className="mt-1 break-words text-red-600">
          {target.error}
        </p>
      )}
      {!state.is_published && <p className="mt-1 text-zinc-600">Publish the site to upload it.</p>}
      <p className="mt-1 break-all text-zinc-500">
        {target.server_name} · <span className="font-mono">{target.deploy_path}/current</span>
      </p>
    </div>
  );
}

function Hosts({ hosts }: { hosts: string[] }) {
  if (hosts.length === 0)
    return (
      <p className="text-xs text-amber-700">
        No domain serves it yet.{' '}
        <Link to="/dashboard/domains" target="_blank" className="font-medium text-accent-700 underline">
          Point a domain at this site on the Domains page
        </Link>
        , with its A record to your server: Caddy there then serves the site under it with HTTPS.
      </p>
    );
  return (
    <div className="text-xs text-zinc-700">
      <p>Served by your server under</p>
      <ul className="mt-0.5 flex flex-col gap-0.5">
        {hosts.map((host) => (
          <li key={host}>
            <a
              href={`https://${host}/`}
              target="_blank"
              rel="noreferrer"
              className="font-medium break-all text-accent-700 hover:underline"
            >
              {host}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Releases({ uuid, state }: { uuid: string; state: SiteServer }) {
  const rollBack = useRollBackSiteServer(uuid);
  if (state.releases.length === 0) return null;
  const busy = state.target?.state === 'queued' || state.target?.state === 'uploading';
  return (
    <section aria-labelledby="site-releases" className="flex flex-col gap-1">
      <h3 id="site-releases" className="text-xs font-semibold text-zinc-800">
        Releases on the server
      </h3>
      <ul className="flex flex-col gap-1">
        {state.releases.map((release) => (
          <li
            key={release.name}
            className="flex items-center justify-between gap-2 rounded-md bg-white px-2 py-1 text-xs"
          >
            <span className="min-w-0">
              <span className="block truncate font-mono text-zinc-800">{release.name}</span>
              <span className="text-zinc-500">
                Revision {release.revision} · {new Date(release.created_at).toLocaleString()}
              </span>
            </span>
            {release.is_live ? (
              <span className="shrink-0 font-medium text-emerald-700">Live</span>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                className="shrink-0"
                aria-label={`Roll back to release ${release.name}`}
                disabled={busy}
                loading={rollBack.isPending && rollBack.variables === release.name}
                onClick={() => rollBack.mutate(release.name)}
              >
                Roll back
              </Button>
            )}
          </li>
        ))}
      </ul>
      {rollBack.error && (
        <p role="alert" className="text-xs text-red-600">
          {rollBack.error.message}
        </p>
      )}
    </section>
  );
}

function RemoveTarget({ uuid }: { uuid: string }) {
  const remove = useRemoveSiteServer(uuid);
  return (
    <div className="flex flex-col gap-1">
      <Button size="sm" variant="ghost" loading={remove.isPending} onClick={() => remove.mutate()}>
        Stop publishing to this server
      </Button>
      <p className="text-[11px] text-zinc-500">Caddy there stops serving the site; its files stay in the folder.</p>
      {remove.error && (
        <p role="alert" className="text-xs text-red-600">
          {remove.error.message}
        </p>
      )}
    </div>
  );
}
