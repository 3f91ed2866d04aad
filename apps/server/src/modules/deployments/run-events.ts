import { deployments, repositories, type DeploymentRunRow } from '../../db/schema/index.js';
import type { NewEvent } from '../events/index.js';
import type { RunEnd } from './run-end.js';

/** What a run's events say about its deployment, read when the run is claimed (claimRun). */
export interface RunSubject {
  workspaceId: number;
  projectId: number;
  /** "repository (branch)", as the feed and the e-mails name a deployment. */
  name: string;
}

/**
 * The columns of a run's subject, for a statement on runs joined to their deployment and repository
 * (`UPDATE deployment_runs … FROM deployments JOIN repositories … RETURNING`): the claim, the recovery.
 */
export const RUN_SUBJECT_COLUMNS = {
  workspaceId: deployments.workspaceId,
  projectId: deployments.projectId,
  branch: deployments.branch,
  repository: repositories.name,
};

export function subjectOf(row: { workspaceId: number; projectId: number; branch: string; repository: string }) {
  return { workspaceId: row.workspaceId, projectId: row.projectId, name: `${row.repository} (${row.branch})` };
}

/**
 * The event of a run as it ends, for `changeWithEvent` to write with the run's end:
 * `deployment.rolled_back` for a deploy switched back after its health check failed (automatic) and for a
 * rollback run that succeeded; else `deployment.succeeded` or `deployment.failed` (a time-out is a failure
 * too). A cancelled run is what someone asked for: no event. The actor is whoever started the run; a
 * scheduled or pushed run is the system's (null).
 */
export function runEndedEvent(
  run: Pick<DeploymentRunRow, 'id' | 'deploymentId' | 'startedById' | 'kind'> & { subject: RunSubject },
  end: RunEnd,
): NewEvent<'deployment.succeeded' | 'deployment.failed' | 'deployment.rolled_back'> | null {
  if (end.status === 'cancelled') return null;
  const { subject } = run;
  const about = {
    workspaceId: subject.workspaceId,
    projectId: subject.projectId,
    actorUserId: run.startedById,
    aggregate: `deployment:${run.deploymentId}`,
  };
  const data = { deploymentId: run.deploymentId, runId: run.id, name: subject.name, startedByUserId: run.startedById };
  if (end.status === 'succeeded') {
    if (run.kind === 'rollback') {
      return { name: 'deployment.rolled_back', ...about, data: { ...data, automatic: false, reason: null } };
    }
    return { name: 'deployment.succeeded', ...about, data };
  }
  const reason = end.reason === 'interrupted' ? 'The worker running it stopped.' : end.reason.slice(0, 300);
  if (end.status === 'failed' && end.rolledBack && run.kind === 'deploy') {
    return { name: 'deployment.rolled_back', ...about, data: { ...data, automatic: true, reason } };
  }
  return { name: 'deployment.failed', ...about, data: { ...data, reason } };
}
