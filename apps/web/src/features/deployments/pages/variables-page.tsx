import { DEPLOYMENT_MESSAGES, DEPLOYMENT_RULES, variablesField } from '@aerie/contract';
import { KeyRound, LockKeyhole, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';

import { Banner } from '@/components/ui/banner';
import { Button } from '@/components/ui/button';
import { CharacterCount } from '@/components/ui/character-count';
import { EmptyState } from '@/components/ui/empty-state';
import { FormError } from '@/components/ui/field';
import { Textarea } from '@/components/ui/input';
import { LoadError } from '@/components/ui/load-error';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { NoticeBanner } from '@/components/ui/notice-banner';
import { useNotice } from '@/components/ui/use-notice';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { useProjectContext, useProjectRole } from '@/lib/project-context';

import { useDeploymentVariables } from '../api/get-deployment-variables';
import { useSaveDeploymentVariables } from '../api/save-deployment-variables';
import { GoBackLink } from '../components/go-back-link';
import { MaskedVariables } from '../components/masked-variables';
import { fallbackBackPath, parseDeploymentTab } from '../deployment-paths';
import { variableRows } from '../variable-rows';

/**
 * The environment variables editor (docs/product.md § Build commands and variables
 * `/dashboard/project/{uid}/variables/{deployment_slug}/{deployment_id}?tab=`, route DeploymentVariables): Go Back, the
 * last-updated date, KEY=VALUE lines and Save configs. Keys are checked before sending with the contract's own rule;
 * the server's line-numbered message shows beside the text too. The first open creates an empty record
 * (docs/product.md § Build commands and variables). Saved values show masked, each until revealed, and in clear only
 * in the editor Edit opens (issue 28).
 */
export default function VariablesPage() {
  const { project } = useProjectContext();
  const { deployment_id: deploymentIdParam } = useParams();
  const [searchParams] = useSearchParams();
  const tab = parseDeploymentTab(searchParams.get('tab'));
  const deploymentId = Number(deploymentIdParam);
  const isValidId = Number.isInteger(deploymentId) && deploymentId > 0;
  // The values are secrets: the server shows them only to a role that runs deployments, so a lesser role
  // is told why instead of being sent a refusal.
  const runRefusal = useProjectRole().refusal('run deployments');
  const record = useDeploymentVariables({ projectUid: project.u_id, deploymentId }, isValidId && !runRefusal);
  const save = useSaveDeploymentVariables();
  const [draft, setDraft] = useState<string | null>(null);
  const [isEditing, setEditing] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const notice = useNotice(DEPLOYMENT_RULES.saveBannerMs);
  const [failure, setFailure] = useState<string | null>(null);
  const back = <GoBackLink fallback={fallbackBackPath(project.u_id, tab)} />;

  if (!isValidId || runRefusal) {
    return (
      <div className="space-y-6">
        {back}
        <EmptyState
          icon={KeyRound}
          title={runRefusal ? "You can't see these variables" : "We couldn't find this deployment"}
          description={runRefusal}
        />
      </div>
    );
  }

  const data = record.data;
  const variables = draft ?? data?.variables ?? '';
  const savedRows = variableRows(data?.variables ?? '');
  // Nothing saved yet: the editor is the only thing to show.
  const isEditorOpen = isEditing || savedRows.length === 0;
  const closeEditor = () => {
    setDraft(null);
    setProblem(null);
    setEditing(false);
  };
  const onSave = () => {
    if (!data) return;
    setFailure(null);
    // The contract's own field: its length limit, then each line (a pasted text is never cut; issue 25).
    const local = variablesField.safeParse(variables).error?.issues[0]?.message ?? null;
    setProblem(local);
    if (local) return;
    save.mutate(
      { slug: data.slug, projectUid: project.u_id, deploymentId, variables },
      {
        onSuccess: (response) => {
          closeEditor();
          notice.show(response.message || DEPLOYMENT_MESSAGES.variablesSaved);
        },
        onError: (error) => {
          const fieldMessage = error instanceof ApiError ? error.fieldError('variables') : undefined;
          if (fieldMessage) setProblem(fieldMessage);
          else setFailure(error.message);
        },
      },
    );
  };

  return (
    <section aria-labelledby="variables-heading" className="space-y-6">
      {back}
      <div>
        <h2 id="variables-heading" className="text-lg font-semibold text-zinc-900">
          Environment variables
        </h2>
        <p className="mt-1 text-sm text-zinc-500">Last updated {formatDate(data?.updated_at, { style: 'dateTime' })}</p>
      </div>

      <NoticeBanner notice={notice} />
      {failure && (
        <Banner tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Banner>
      )}

      <div className="relative min-h-56">
        {record.isError && !data ? (
          <LoadError title="We couldn't load the environment variables" query={record} />
        ) : data && !isEditorOpen ? (
          <div className="space-y-4">
            <MaskedVariables rows={savedRows} />
            <p className="flex items-start gap-2 text-xs text-zinc-500">
              <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              Values are stored encrypted, hidden here until revealed and shown as {DEPLOYMENT_MESSAGES.masked} in run
              logs.
            </p>
            <div className="flex justify-end">
              <Button variant="secondary" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                Edit variables
              </Button>
            </div>
          </div>
        ) : data ? (
          <div className="space-y-4">
            <div className="flex flex-col gap-1.5">
              <label htmlFor="deployment-variables" className="text-sm font-medium text-zinc-800">
                Variables
              </label>
              <p id="deployment-variables-hint" className="text-xs text-zinc-500">
                One KEY=VALUE a line; blank lines and lines starting with # are skipped. Written to .env in the deploy
                path and exported to your build commands.
              </p>
              <Textarea
                id="deployment-variables"
                aria-describedby={`${problem ? 'deployment-variables-error' : 'deployment-variables-hint'} deployment-variables-count`}
                invalid={problem !== null}
                rows={14}
                wrap="off"
                spellCheck={false}
                autoCapitalize="none"
                autoComplete="off"
                placeholder={'NODE_ENV=production\nAPI_KEY=…'}
                value={variables}
                onChange={(event) => {
                  setDraft(event.target.value);
                  setProblem(null);
                }}
                disabled={save.isPending}
                className="font-mono text-sm leading-6"
              />
              <FormError id="deployment-variables-error">{problem}</FormError>
              <CharacterCount
                id="deployment-variables-count"
                length={variables.length}
                limit={DEPLOYMENT_RULES.variablesMax}
              />
            </div>
            <p className="flex items-start gap-2 text-xs text-zinc-500">
              <LockKeyhole className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              Values are stored encrypted and shown as {DEPLOYMENT_MESSAGES.masked} in run logs.
            </p>
            <div className="flex justify-end gap-2">
              {savedRows.length > 0 && (
                <Button variant="secondary" onClick={closeEditor} disabled={save.isPending}>
                  Cancel
                </Button>
              )}
              <Button onClick={onSave} loading={save.isPending}>
                Save configs
              </Button>
            </div>
          </div>
        ) : null}
        <LoadingOverlay show={record.isPending} label="Loading environment variables…" />
      </div>
    </section>
  );
}
