import { insertDeployment, deploymentBody, insertReleaseRun } from './deployment-api-fixtures.js';
import { createProject } from './project-fixtures.js';
import { createRepository } from './repository-fixtures.js';
import { insertPilot, PROVISIONED_LOCAL_PILOT } from './server-fixtures.js';
import type { TestApp } from './test-app.js';

type Owner = { token: string; workspace: { id: number; slug: string } };

let repositoryCount = 0;

/**
 * A project of `owner` with a provisioned local pilot (deployable on every plan, without SSH) and an Aerie Git
 * repository (the app needs GIT_DIR): what issue 28's release and rollback tests deploy.
 */
export async function releaseTargets(t: TestApp, owner: Owner) {
  const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Releases' });
  const server = await insertPilot(
    t,
    { id: project.id, workspace: { id: owner.workspace.id } },
    PROVISIONED_LOCAL_PILOT,
  );
  repositoryCount += 1;
  const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, {
    name: `app-${repositoryCount}`,
  });
  const refs = {
    projectId: project.id,
    workspaceId: owner.workspace.id,
    serverId: server.id,
    repositoryId: repository.id,
  };
  const body = (overrides: Record<string, unknown> = {}) =>
    deploymentBody({ serverId: server.id, repositoryId: repository.id, projectUid: project.u_id }, overrides);
  return { project, server, refs, body };
}

/** A deployment (no run of its own) with two releases built: 1-aaaaaaa, then 2-bbbbbbb, which is live. */
export async function deploymentWithReleases(t: TestApp, owner: Owner) {
  const targets = await releaseTargets(t, owner);
  const deployment = await insertDeployment(t, targets.refs);
  const older = await insertReleaseRun(t, deployment.id, '1-aaaaaaa');
  const live = await insertReleaseRun(t, deployment.id, '2-bbbbbbb');
  return { ...targets, deployment, older, live };
}
