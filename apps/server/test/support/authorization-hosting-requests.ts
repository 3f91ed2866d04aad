import { randomBytes } from 'node:crypto';

import { expect } from 'vitest';

import { TEAM, type AuthorizationWorld } from './authorization-world.js';
import type { ValidRequests } from './authorization-requests.js';
import { authorize, connectPlatform, platformConfig } from './fake-git-providers.js';
import { pilotAction } from './pilot-fixtures.js';
import { createAccessToken, createRepository, repositoryBody } from './repository-fixtures.js';
import { addSshUser, connectBody } from './server-fixtures.js';
import { ed25519KeyPair } from './ssh-keys.js';

/**
 * Valid requests of the Aerie Git, git provider, server and pilot routes (issues 11–12), on fresh
 * objects of the world's owner; the calls that really connect reach the world's sshd.
 */
export function hostingRequests(world: AuthorizationWorld): ValidRequests {
  const { owner, freshProject, freshServer, freshPilot, provisionedTablePilot, ownersGitHub } = world;
  return {
    // issue 11: Aerie Git, repositories core, access tokens
    'list-repositories': async () => ({ params: { id: (await freshProject()).project.u_id } }),
    'list-repo-activities': async () => ({ params: { id: (await freshProject()).project.u_id } }),
    'create-repository': async () => ({
      params: { slug: owner().workspace.slug },
      body: repositoryBody((await freshProject()).project.u_id, { name: `table-${randomBytes(4).toString('hex')}` }),
    }),
    'delete-repository': async () => {
      const { project } = await freshProject();
      const name = `table-${randomBytes(4).toString('hex')}`;
      const repository = await createRepository(world.t, owner().token, owner().workspace.slug, project.u_id, { name });
      return { params: { projectUID: project.u_id, id: String(repository.id) } };
    },
    'update-branch-protection': async () => {
      const { project } = await freshProject();
      const name = `table-${randomBytes(4).toString('hex')}`;
      const repository = await createRepository(world.t, owner().token, owner().workspace.slug, project.u_id, { name });
      return {
        params: { projectUID: project.u_id, id: String(repository.id) },
        body: { default_branch_protected: false },
      };
    },
    'list-access-tokens': async () => ({}),
    'create-access-token': async () => ({ body: { name: 'Table token', expires_in_days: 90 } }),
    // The caller's own token (the owner's for a caller who shows no session: refused before it matters).
    'revoke-access-token': async (caller) => ({
      params: { id: String((await createAccessToken(world.t, caller?.token ?? owner().token)).id) },
    }),
    // issue 11: git providers
    'list-integrations': async () => ({ params: { id: String(owner().workspace.id) } }),
    'get-platform-config': async () => ({
      params: { slug: 'github' },
      query: { business_id: String(owner().workspace.id) },
    }),
    // The state belongs to the caller's own session when they may start one; otherwise the owner's is sent.
    'integrate-platform': async (caller) => {
      const memberOfOwners = [...TEAM, 'owner' as const].some((role) => caller?.token === world.callers[role].token);
      const config = await platformConfig(
        world.t,
        memberOfOwners ? caller!.token! : owner().token,
        owner().workspace.id,
        'github',
      );
      const { code, state } = await authorize(config.authorize_url);
      return { body: { code, state, platform: 'github', business_id: owner().workspace.id } };
    },
    // Bitbucket, so GitHub's connection stays for the import rows.
    'revoke-integration': async () => {
      await connectPlatform(world.t, owner().token, owner().workspace.id, 'bitbucket');
      return { params: { slug: owner().workspace.slug, platform: 'bitbucket' } };
    },
    'list-importable-repositories': async () => {
      await ownersGitHub();
      return { params: { slug: owner().workspace.slug }, query: { platform: 'github' } };
    },
    'import-repository': async () => {
      await ownersGitHub();
      const repo = world.gitFakes.github.addRepository();
      const { project } = await freshProject();
      return {
        params: { slug: owner().workspace.slug },
        body: { name: repo.name, platform: 'github', project_id: project.u_id, platform_repo_id: String(repo.id) },
      };
    },
    // issue 12: servers
    'list-servers': async () => ({
      params: { id: (await freshProject()).project.u_id },
      query: { type: 'connection' },
    }),
    'connect-server': async () => ({
      params: { slug: owner().workspace.slug },
      body: connectBody(world.sshd, (await freshProject()).project.u_id),
    }),
    'get-workspace-ssh-key': async () => ({ params: { slug: owner().workspace.slug } }),
    'delete-server': async () => ({ params: { slug: (await freshServer()).server.slug } }),
    'list-server-logs': async () => ({ params: { id: (await freshServer()).project.u_id } }),
    'add-ssh-access': async () => {
      const { project, server } = await freshServer();
      return {
        body: { name: 'Table key', access: ed25519KeyPair().public, falcon_id: server.id, project_id: project.u_id },
      };
    },
    'list-ssh-access': async () => ({ params: { slug: (await freshServer()).server.slug } }),
    'delete-ssh-access': async () => {
      const { project, server } = await freshServer();
      const entry = await addSshUser(world.t, owner().token, {
        name: 'Table key',
        access: ed25519KeyPair().public,
        falcon_id: server.id,
        project_id: project.u_id,
      });
      return { params: { slug: entry.slug } };
    },
    // issue 12: pilots — each call gets a fresh pilot of a fresh project of the owner's (the team
    // collaborates); paid without the checkout, as payment starts are rate limited per owner.
    'list-pilot-plans': async () => ({}),
    'list-pilot-templates': async () => ({}),
    'create-pilot': async () => ({ body: { reference: (await freshPilot()).reference } }),
    'provision-pilot': async () => ({ params: { id: (await freshPilot()).pilotId } }),
    'reboot-pilot': async () => ({ params: { id: await provisionedTablePilot() } }),
    'power-off-pilot': async () => ({ params: { id: await provisionedTablePilot() } }),
    'power-on-pilot': async () => {
      const pilotId = await provisionedTablePilot();
      expect((await pilotAction(world.t, owner().token, pilotId, 'off')).statusCode).toBe(200);
      return { params: { id: pilotId } };
    },
    'renew-pilot': async () => ({ body: { pilot_id: (await freshPilot()).pilotId } }),
    'cancel-pilot': async () => ({ params: { id: (await freshPilot()).pilotId } }),
    'resume-pilot': async () => ({ params: { id: (await freshPilot()).pilotId } }),
  };
}
