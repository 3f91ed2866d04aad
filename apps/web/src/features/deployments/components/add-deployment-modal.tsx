import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES } from '@aerie/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { FormDialog } from '@/components/ui/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Checkbox, Input, Select } from '@/components/ui/input';
import { PlanRefusalText } from '@/components/ui/plan-refusal-text';
import { placeServerErrors } from '@/lib/place-server-errors';
import { isPlanRefusal } from '@/lib/plan-refusal';

import { useProjectContext } from '@/lib/project-context';

import {
  AddDeploymentFormSchema,
  addDeploymentBody,
  addDeploymentDefaults,
  isAddDeploymentComplete,
  pushToDeployRefusal,
  type AddDeploymentOutput,
  type AddDeploymentValues,
} from '../add-deployment-form';
import { useCreateDeployment } from '../api/create-deployment';
import { useDeployableServers } from '../api/list-deployable-servers';
import { useDeploymentRepositories } from '../api/list-deployment-repositories';
import { browserTimeZone, timeZoneChoices } from '../schedule';

const SERVER_FIELDS = [
  'repo_id',
  'server_id',
  'branch',
  'deploy_path',
  'schedule',
  'timezone',
  'push_to_deploy',
] as const;

export interface AddDeploymentModalProps {
  open: boolean;
  projectUid: string;
  /** On a server's page the server is fixed to that one; null lets the user choose. */
  fixedServer: { id: number; name: string } | null;
  onClose: () => void;
}

/**
 * Add Deployment (docs/product.md § Creating a deployment): a repository and an active server, branch (main by
 * default), deploy path, an optional daily time with its zone, and push-to-deploy, unavailable up front on a plan
 * without it (issue 28). The button is inactive until the four required fields are set; the server's message shows and
 * the dialog closes about 1 s later while the list refreshes. A full plan shows an upgrade link.
 */
export function AddDeploymentModal({ open, projectUid, fixedServer, onClose }: AddDeploymentModalProps) {
  const create = useCreateDeployment();
  const repositories = useDeploymentRepositories(projectUid, open);
  const servers = useDeployableServers(projectUid, open);
  // The plan table's "deployments on push" line, as the hosting page reads "own servers" (the server refuses too).
  const { project, workspaces } = useProjectContext();
  const plan = workspaces.find((workspace) => workspace.slug === project.workspace.slug)?.subscription.plan;
  const pushRefusal = pushToDeployRefusal(plan);
  const [alert, setAlert] = useState<{ text: string; isPlan: boolean } | null>(null);
  const defaults = useMemo(() => addDeploymentDefaults(fixedServer?.id ?? null, browserTimeZone()), [fixedServer]);
  const zones = useMemo(() => timeZoneChoices(defaults.timezone), [defaults.timezone]);
  const form = useForm<AddDeploymentValues, unknown, AddDeploymentOutput>({
    resolver: zodResolver(AddDeploymentFormSchema),
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const [repoId, serverId, branch, deployPath, schedule] = useWatch({
    control: form.control,
    name: ['repo_id', 'server_id', 'branch', 'deploy_path', 'schedule'],
  });
  const isFixedServerInactive =
    fixedServer !== null && servers.isSuccess && !servers.data.some((server) => server.id === fixedServer.id);
  const isComplete =
    isAddDeploymentComplete({ repo_id: repoId, server_id: serverId, branch, deploy_path: deployPath }) &&
    !isFixedServerInactive;

  const close = () => {
    create.reset();
    form.reset(defaults);
    setAlert(null);
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    setAlert(null);
    create.mutate(addDeploymentBody({ ...values, push_to_deploy: values.push_to_deploy && !pushRefusal }, projectUid), {
      onError: (error) => {
        const isPlan = isPlanRefusal(error);
        const text = isPlan ? error.message : placeServerErrors(error, form.setError, SERVER_FIELDS);
        if (text) setAlert({ text, isPlan });
      },
    });
  });

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add Deployment"
      description="Pull a branch of a repository onto a server; the first run starts at once."
      onSubmit={onSubmit}
      submitLabel="Add Deployment"
      canSubmit={isComplete}
      isPending={create.isPending}
      failure={alert && <PlanRefusalText message={alert.text} isPlanFull={alert.isPlan} />}
      failureTone={alert?.isPlan ? 'warning' : 'error'}
      onDismissFailure={() => setAlert(null)}
      success={create.data && (create.data.message || DEPLOYMENT_MESSAGES.created)}
      closeAfterMs={DEPLOYMENT_RULES.createCloseMs}
    >
      <FormField
        control={form.control}
        name="repo_id"
        label="Repository"
        id="deployment-repository"
        hint={
          repositories.isSuccess && repositories.data.length === 0
            ? 'This project has no repositories yet: add one on the Repositories tab.'
            : undefined
        }
      >
        {(field) => (
          <Select {...field} disabled={!repositories.isSuccess}>
            <option value="">{repositories.isPending ? 'Loading repositories…' : 'Choose a repository'}</option>
            {repositories.data?.map((candidate) => (
              <option key={candidate.id} value={String(candidate.id)}>
                {candidate.name} ({candidate.platform === 'aerie' ? 'Aerie Git' : candidate.platform})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {repositories.isError && <p className="text-xs text-red-600">{repositories.error.message}</p>}

      {fixedServer ? (
        <div className="flex flex-col gap-1.5">
          <span className="text-sm font-medium text-zinc-800">Server</span>
          <p className="rounded-lg border border-zinc-200 bg-zinc-50 px-3 py-2 text-sm text-zinc-700">
            {fixedServer.name}
          </p>
          {isFixedServerInactive && (
            <p className="text-xs font-medium text-red-600">{DEPLOYMENT_MESSAGES.serverNotActive}</p>
          )}
          {form.formState.errors.server_id && (
            <p role="alert" className="text-xs font-medium text-red-600">
              {form.formState.errors.server_id.message}
            </p>
          )}
        </div>
      ) : (
        <FormField
          control={form.control}
          name="server_id"
          label="Server"
          id="deployment-server"
          hint={
            servers.isSuccess && servers.data.length === 0
              ? 'No active server: start a pilot or connect a server on the Hosting tab.'
              : 'Only active servers that Aerie reaches over SSH are listed.'
          }
        >
          {(field) => (
            <Select {...field} disabled={!servers.isSuccess}>
              <option value="">{servers.isPending ? 'Loading servers…' : 'Choose a server'}</option>
              {servers.data?.map((server) => (
                <option key={server.id} value={String(server.id)}>
                  {server.name}
                  {server.ip ? ` (${server.ip})` : ''}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {servers.isError && <p className="text-xs text-red-600">{servers.error.message}</p>}

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField
          limit={DEPLOYMENT_RULES.branchMax}
          control={form.control}
          name="branch"
          label="Branch"
          id="deployment-branch"
        >
          {(field) => (
            <Input {...field} autoComplete="off" autoCapitalize="none" spellCheck={false} className="font-mono" />
          )}
        </FormField>
        <FormField
          limit={DEPLOYMENT_RULES.deployPathMax}
          control={form.control}
          name="deploy_path"
          label="Deploy path"
          id="deployment-path"
        >
          {(field) => (
            <Input
              {...field}
              placeholder="/var/www/app"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="font-mono"
            />
          )}
        </FormField>
      </div>

      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <FormField
          control={form.control}
          name="schedule"
          label="Daily deploy at (optional)"
          id="deployment-schedule"
          hint="Leave empty to deploy only when you ask."
        >
          {(field) => <Input {...field} type="time" step={1} />}
        </FormField>
        {schedule ? (
          <FormField control={form.control} name="timezone" label="Time zone" id="deployment-timezone">
            {(field) => (
              <Select {...field}>
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
      </div>

      <div>
        <Checkbox
          {...form.register('push_to_deploy')}
          id="deployment-push"
          disabled={pushRefusal !== null}
          aria-describedby="deployment-push-hint"
          label="Deploy on every push to this branch"
        />
        <p id="deployment-push-hint" className="mt-1 pl-6 text-xs text-zinc-500">
          {pushRefusal ?? 'A push to this branch queues a run.'}
        </p>
      </div>
    </FormDialog>
  );
}
