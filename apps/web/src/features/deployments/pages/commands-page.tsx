import { commandsField, DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES } from '@aerie/contract';
import { TerminalSquare } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { CharacterCount } from '@/components/ui/character-count';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/field';
import { Button } from '@/components/ui/gated-button';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { useCommands } from '../api/fetch-commands';
import { useUpdateCommands } from '../api/update-commands';
import { GoBackLink } from '../components/go-back-link';
import { fallbackBackPath, parseDeploymentTab } from '../deployment-paths';

/**
 * The build commands editor (docs/product.md § Build commands and variables
 * `/dashboard/project/{uid}/{deployment_id}/commands/{project_id}?tab=`, route DeploymentCommands): Go Back, the
 * server's name and ip, the last-updated date, a 120×20 textarea and Save Commands. The first open creates the record
 * as 'pwd' on the server (docs/product.md § Build commands and variables). The commands run with `set -e` in the deploy
 * path, with the deployment's variables exported.
 */
export default function CommandsPage() {
  const { user, project } = useProjectContext();
  const { deployment_id: deploymentIdParam } = useParams();
  const [searchParams] = useSearchParams();
  const tab = parseDeploymentTab(searchParams.get('tab'));
  const deploymentId = Number(deploymentIdParam);
  const isValidId = Number.isInteger(deploymentId) && deploymentId > 0;
  const record = useCommands({ projectUid: project.u_id, deploymentId }, isValidId);
  const save = useUpdateCommands();
  // Everyone reads the commands; a lesser role sees them read-only, and why.
  const runRefusal = useProjectRole().refusal('run deployments');
  const [draft, setDraft] = useState<string | null>(null);
  const notice = useNotice(DEPLOYMENT_RULES.saveBannerMs);
  const [failure, setFailure] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const back = <GoBackLink fallback={fallbackBackPath(project.u_id, tab)} />;

  if (!isValidId) {
    return (
      <div className="space-y-6">
        {back}
        <EmptyState icon={TerminalSquare} title="We couldn't find this deployment" />
      </div>
    );
  }

  const data = record.data;
  const commands = draft ?? data?.commands ?? '';
  const onSave = () => {
    if (!data) return;
    setFailure(null);
    // The contract's own field refuses a text over the limit; the browser never cuts a paste (issue 25).
    const local = commandsField.safeParse(commands).error?.issues[0]?.message ?? null;
    setProblem(local);
    if (local) return;
    save.mutate(
      { slug: data.slug, projectUid: project.u_id, deploymentId, commands, userId: user?.user_id },
      {
        onSuccess: (response) => {
          setDraft(null);
          notice.show(response.message || DEPLOYMENT_MESSAGES.commandsSaved);
        },
        onError: (error) => {
          const fieldMessage = error instanceof ApiError ? error.fieldError('commands') : undefined;
          if (fieldMessage) setProblem(fieldMessage);
          else setFailure(error.message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="commands-heading" className="space-y-6">
      {back}
      <div className="min-w-0">
        <h2 id="commands-heading" className="truncate text-lg font-semibold text-zinc-900">
          Build commands{data ? ` · ${data.server.name}` : ''}
        </h2>
        <p className="mt-1 text-sm text-zinc-500">
          {data?.server.ip && <span className="font-mono text-xs text-zinc-600">{data.server.ip} · </span>}
          Last updated {formatDate(data?.updated_at, { style: 'dateTime' })}
        </p>
      </div>

      <NoticeBanner notice={notice} />
      {failure && (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      )}

      <div className="relative min-h-56">
        {record.isError && !data ? (
          <LoadError title="We couldn't load the build commands" query={record} />
        ) : data ? (
          <div className="space-y-4">
            <label htmlFor="deployment-commands" className="text-sm font-medium text-zinc-800">
              Commands
            </label>
            <p id="deployment-commands-hint" className="text-xs text-zinc-500">
              One command a line, run in the deploy path after each pull; the run stops at the first that fails. Your
              environment variables are exported.
            </p>
            <div
              className={`overflow-x-auto rounded-lg border bg-zinc-950 shadow-sm ${problem ? 'border-red-500' : 'border-zinc-300'}`}
            >
              <textarea
                id="deployment-commands"
                aria-describedby={`${problem ? 'deployment-commands-error' : 'deployment-commands-hint'} deployment-commands-count`}
                aria-invalid={problem !== null || undefined}
                cols={DEPLOYMENT_RULES.commandsCols}
                rows={DEPLOYMENT_RULES.commandsRows}
                wrap="off"
                spellCheck={false}
                autoCapitalize="none"
                autoComplete="off"
                value={commands}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setProblem(null);
                }}
                disabled={save.isPending}
                readOnly={runRefusal !== undefined}
                className="block max-w-none resize-y bg-transparent p-3 font-mono text-sm leading-6 text-zinc-100 focus:outline-none"
              />
            </div>
            <FormError id="deployment-commands-error">{problem}</FormError>
            <CharacterCount
              id="deployment-commands-count"
              length={commands.length}
              limit={DEPLOYMENT_RULES.commandsMax}
            />
            <div className="flex justify-end">
              <Button onClick={onSave} loading={save.isPending} disabledReason={runRefusal}>
                Save Commands
              </Button>
            </div>
          </div>
        ) : null}
        <LoadingOverlay show={record.isPending} label="Loading build commands…" />
      </div>
    </section>
  );
}
