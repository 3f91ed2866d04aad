import { DEPLOYMENT_RULES, RELEASE_RULES, RELEASE_SETTINGS_SAVED, type Deployment } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { placeServerErrors } from '@/lib/place-server-errors';

import { useUpdateReleaseSettings } from '../api/update-release-settings';
import {
  RELEASE_SETTINGS_FIELDS,
  ReleaseSettingsFormSchema,
  releaseSettingsBody,
  releaseSettingsDefaults,
  type ReleaseSettingsValues,
} from '../release-settings-form';

export interface ReleaseSettingsModalProps {
  projectUid: string;
  /** The deployment to configure; null keeps the dialog closed. */
  deployment: Deployment | null;
  onClose: () => void;
}

const MONO = { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, className: 'font-mono' } as const;

/**
 * Release settings (docs/product.md § Release settings and Roll back): releases or in place; for releases the shared paths
 * (one a line), how many releases stay, a restart command and a health check (a URL or a command, its timeout
 * and how long it is retried); and the port its app listens on, which a domain pointed at the deployment is
 * proxied to (issue 32 § 3). Each field shows the contract's message before submit and the server's after.
 */
export function ReleaseSettingsModal({ projectUid, deployment, onClose }: ReleaseSettingsModalProps) {
  const save = useUpdateReleaseSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReleaseSettingsValues>({ resolver: zodResolver(ReleaseSettingsFormSchema), mode: 'onTouched' });
  const [strategy, healthCheck] = useWatch({ control: form.control, name: ['strategy', 'health_check'] });
  const { reset } = form;
  useEffect(() => {
    if (deployment) reset(releaseSettingsDefaults(deployment));
  }, [deployment, reset]);

  const close = () => {
    save.reset();
    setFailure(null);
    onClose();
  };
  const onSubmit = form.handleSubmit((values) => {
    if (!deployment) return;
    setFailure(null);
    save.mutate(
      { projectUid, slug: deployment.slug, settings: releaseSettingsBody(values) },
      { onError: (error) => setFailure(placeServerErrors(error, form.setError, RELEASE_SETTINGS_FIELDS)) },
    );
  });

  return (
    <FormDialog
      open={deployment !== null}
      onClose={close}
      title="Release settings"
      description={
        deployment ? `${deployment.branch} to ${deployment.server.name}:${deployment.deploy_path}` : undefined
      }
      className="sm:max-w-2xl!"
      onSubmit={onSubmit}
      submitLabel="Save settings"
      isPending={save.isPending}
      failure={failure}
      onDismissFailure={() => setFailure(null)}
      success={save.data && (save.data.message || RELEASE_SETTINGS_SAVED)}
      closeAfterMs={DEPLOYMENT_RULES.createCloseMs}
    >
      <FormField control={form.control} name="strategy" label="How it deploys" id="release-strategy">
        {(field) => (
          <Select {...field}>
            <option value="releases">Releases: build beside the live app, then switch to it</option>
            <option value="in_place">In place: build in the deploy path itself</option>
          </Select>
        )}
      </FormField>

      {strategy === 'in_place' ? (
        <p className="text-sm text-zinc-600">
          Each run fetches and builds in the deploy path, so the app serves half-built files while it builds and there
          is nothing to roll back to. Choose releases for zero-downtime deploys and Roll back.
        </p>
      ) : (
        <>
          <FormField
            control={form.control}
            name="shared_paths"
            label="Shared paths"
            id="release-shared-paths"
            hint="One a line, relative to the deploy path (storage, uploads, .env). Kept in shared/ and linked into every release."
          >
            {(field) => <Textarea {...field} {...MONO} rows={4} placeholder={'storage\n.env'} />}
          </FormField>
          <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
            <FormField
              control={form.control}
              name="keep_releases"
              label="Releases to keep"
              id="release-keep"
              hint={`Older ones are deleted after a successful switch (${RELEASE_RULES.keepReleasesMin}–${RELEASE_RULES.keepReleasesMax}).`}
            >
              {(field) => <Input {...field} inputMode="numeric" />}
            </FormField>
            <FormField
              control={form.control}
              name="restart_command"
              label="Restart command (optional)"
              id="release-restart"
              hint="Runs after each switch."
              limit={RELEASE_RULES.commandMax}
            >
              {(field) => <Input {...field} {...MONO} placeholder="pm2 reload ecosystem.config.js" />}
            </FormField>
          </div>
          <FormField control={form.control} name="health_check" label="Health check" id="release-health-check">
            {(field) => (
              <Select {...field}>
                <option value="none">None</option>
                <option value="url">A URL answers 2xx</option>
                <option value="command">A command exits 0</option>
              </Select>
            )}
          </FormField>
          {healthCheck === 'url' && (
            <FormField
              control={form.control}
              name="health_check_url"
              label="Health check URL"
              id="release-health-url"
              hint="Requested from the server itself, so http://127.0.0.1:3000/health works."
            >
              {(field) => <Input {...field} {...MONO} type="url" placeholder="http://127.0.0.1:3000/health" />}
            </FormField>
          )}
          {healthCheck === 'command' && (
            <FormField
              control={form.control}
              name="health_check_command"
              label="Health check command"
              id="release-health-command"
              limit={RELEASE_RULES.commandMax}
            >
              {(field) => <Input {...field} {...MONO} placeholder="curl -fsS http://127.0.0.1:3000/health" />}
            </FormField>
          )}
          {healthCheck !== 'none' && (
            <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="health_check_timeout_seconds"
                label="Timeout per attempt (seconds)"
                id="release-health-timeout"
              >
                {(field) => <Input {...field} inputMode="numeric" />}
              </FormField>
              <FormField
                control={form.control}
                name="health_check_retry_seconds"
                label="Keep retrying for (seconds)"
                id="release-health-retry"
                hint="If it still fails, the previous release is switched back."
              >
                {(field) => <Input {...field} inputMode="numeric" />}
              </FormField>
            </div>
          )}
        </>
      )}
      <FormField
        control={form.control}
        name="app_port"
        label="App port (optional)"
        id="release-app-port"
        hint="The port your app listens on, on the server. A domain pointed at this deployment on the Domains page is served over HTTPS by Caddy, which forwards to it."
      >
        {(field) => <Input {...field} inputMode="numeric" placeholder="3000" className="sm:max-w-40" />}
      </FormField>
    </FormDialog>
  );
}
