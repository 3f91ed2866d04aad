import type { ValidRequests } from './authorization-requests.js';
import type { AuthorizationWorld } from './authorization-world.js';
import { siteServerReleases, siteServerTargets } from '../../src/db/schema/index.js';
import { deployPathIn, insertReleaseRun, insertRun } from './deployment-api-fixtures.js';
import { insertWebsite } from './website-fixtures.js';

/** Valid requests of the deployment routes (issue 13), on fresh deployments of the world's owner. */
export function deploymentRequests(world: AuthorizationWorld): ValidRequests {
  const { owner, freshDeploymentTargets, freshDeployment, freshServer } = world;
  /**
   * Issue 32 § 4: a fresh unpublished site beside a fresh server on the test sshd (setting the target of an
   * unpublished site queues no upload), with a target and two releases when the call needs them (rows only:
   * the rollback's job finds no such folder on the server and records that).
   */
  async function siteBesideServer(withTarget: boolean) {
    const { project, server } = await freshServer();
    const website = await insertWebsite(world.t, { projectId: project.id, userId: owner().userId });
    if (withTarget) {
      const db = world.t.runtime.ctx.db;
      const [target] = await db
        .insert(siteServerTargets)
        .values({ websiteId: website.id, serverId: server.id, deployPath: deployPathIn(world.sshd.home) })
        .returning();
      await db.insert(siteServerReleases).values([
        { targetId: target!.id, name: '1-aaaa', revision: 1 },
        { targetId: target!.id, name: '2-bbbb', revision: 2 },
      ]);
    }
    return { uuid: website.uuid, serverId: server.id };
  }
  return {
    'get-site-server': async () => ({ params: { uuid: (await siteBesideServer(true)).uuid } }),
    'set-site-server': async () => {
      const site = await siteBesideServer(false);
      return {
        params: { uuid: site.uuid },
        body: { server_id: site.serverId, deploy_path: deployPathIn(world.sshd.home) },
      };
    },
    'remove-site-server': async () => ({ params: { uuid: (await siteBesideServer(true)).uuid } }),
    'roll-back-site-server': async () => ({
      params: { uuid: (await siteBesideServer(true)).uuid },
      body: { release: '1-aaaa' },
    }),
    // issue 13: deployments — each call gets a fresh deployment to the test sshd in a fresh project of the
    // owner's (the team collaborates); the owner's workspace is on Moon, so the plan never says no.
    'list-server-deployments': async () => ({ params: { id: String((await freshDeployment()).serverId) } }),
    'list-project-deployments': async () => ({ params: { id: (await freshDeployment()).uid } }),
    'create-deployment': async () => ({ body: (await freshDeploymentTargets()).body }),
    'delete-deployment': async () => ({ params: { slug: (await freshDeployment()).slug } }),
    'update-deployment-settings': async () => ({
      params: { slug: (await freshDeployment()).slug },
      body: { schedule: '03:30:00', timezone: 'Europe/London', push_to_deploy: true },
    }),
    'fetch-commands': async () => {
      const deployment = await freshDeployment();
      return { query: { deployment_id: String(deployment.id), project_id: deployment.uid } };
    },
    'create-commands': async () => {
      const deployment = await freshDeployment();
      return { body: { deployment_id: deployment.id, project_id: deployment.uid, commands: 'npm ci' } };
    },
    'update-commands': async () => {
      const deployment = await freshDeployment();
      const opened = await world.t.call({
        method: 'GET',
        url: `/api/commands/fetch?deployment_id=${deployment.id}&project_id=${deployment.uid}`,
        token: owner().token,
      });
      return {
        params: { slug: opened.json().data.slug },
        body: { project_id: deployment.uid, deployment_id: deployment.id, commands: 'npm run build' },
      };
    },
    'get-deployment-variables': async () => ({ params: { id: String((await freshDeployment()).id) } }),
    'save-deployment-variables': async () => {
      const deployment = await freshDeployment();
      return {
        params: { slug: deployment.slug },
        body: { deployment_id: deployment.id, variables: 'NODE_ENV=production' },
      };
    },
    'deploy-now': async () => ({ params: { slug: (await freshDeployment()).slug } }),
    'list-runs': async () => ({ params: { slug: (await freshDeployment()).slug } }),
    'get-run': async () => ({ params: { id: String((await insertRun(world.t, (await freshDeployment()).id)).id) } }),
    // A run of its own, written without a job, so nothing can finish it before the call.
    'cancel-run': async () => ({ params: { id: String((await insertRun(world.t, (await freshDeployment()).id)).id) } }),
    // issue 28: a fresh deployment (releases, as new ones are) to configure, or with two releases built: the
    // older one can be rolled back to.
    'update-release-settings': async () => ({
      params: { slug: (await freshDeployment()).slug },
      body: { strategy: 'releases', shared_paths: ['storage', '.env'], keep_releases: 3 },
    }),
    'roll-back-run': async () => {
      const deployment = await freshDeployment();
      const older = await insertReleaseRun(world.t, deployment.id, '1-aaaaaaa');
      await insertReleaseRun(world.t, deployment.id, '2-bbbbbbb');
      return { params: { slug: deployment.slug, runId: String(older.id) } };
    },
  };
}
