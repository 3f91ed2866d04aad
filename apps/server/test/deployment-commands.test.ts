import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';

import { DEPLOYMENT_MESSAGES, type Deployment } from '@aerie/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { deploymentCommands, deploymentConfigs } from '../src/db/schema/index.js';
import { createDeployment, deploymentBody } from './support/deployment-api-fixtures.js';
import { createProject, projectTeam } from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { connectBody, connectServer } from './support/server-fixtures.js';
import { startSshd, type TestSshd } from './support/sshd.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Every line the app logs: a variable's value must never be among them. */
const logged: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

let t: TestApp;
let sshd: TestSshd;
let gitDir: string;
let team: Awaited<ReturnType<typeof projectTeam>>;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-commands-git-'));
  [t, sshd] = await Promise.all([
    startTestApp({ env: { GIT_DIR: gitDir, LOG_LEVEL: 'debug' }, logStream: capture }),
    startSshd(),
  ]);
  team = await projectTeam(t);
});
afterAll(async () => {
  await Promise.all([t?.close(), sshd?.stop()]);
  rmSync(gitDir, { recursive: true, force: true });
});

let count = 0;
/** A fresh deployment of a fresh project of the team's owner, and the project's uid. */
async function freshDeployment(): Promise<Deployment & { uid: string }> {
  const project = await createProject(t, team.owner.token, team.owner.workspace.id, { name: 'Commands' });
  const server = await connectServer(t, team.owner.token, team.owner.workspace.slug, connectBody(sshd, project.u_id));
  count += 1;
  const repository = await createRepository(t, team.owner.token, team.owner.workspace.slug, project.u_id, {
    name: `cmd-${count}`,
  });
  const body = deploymentBody({ serverId: server.id, repositoryId: repository.id, projectUid: project.u_id });
  return { ...(await createDeployment(t, team.owner.token, body)), uid: project.u_id };
}

const fetchCommands = (deployment: { id: number; uid: string }, token = team.member.token) =>
  t.call({
    method: 'GET',
    url: `/api/commands/fetch?deployment_id=${deployment.id}&project_id=${deployment.uid}`,
    token,
  });

describe('build commands', () => {
  it("creates the record with 'pwd' on the first open, with the server's name and ip, and no editor yet", async () => {
    const deployment = await freshDeployment();
    const first = await fetchCommands(deployment);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      slug: expect.stringMatching(/^[a-z0-9]{24}$/),
      commands: 'pwd',
      updated_at: expect.any(String),
      server: { name: 'Web 1', ip: sshd.host },
      project_id: deployment.project_id,
      deployment_id: deployment.id,
      user_id: null,
    });
    const again = await fetchCommands(deployment, team.owner.token);
    expect(again.json().data.slug).toBe(first.json().data.slug);
    const rows = await t.runtime.ctx.db
      .select()
      .from(deploymentCommands)
      .where(eq(deploymentCommands.deploymentId, deployment.id));
    expect(rows).toHaveLength(1);
  });

  it('saves commands as the caller, whatever user_id the body names', async () => {
    const deployment = await freshDeployment();
    const { slug } = (await fetchCommands(deployment)).json().data;
    const commands = 'npm ci\nnpm run build\n';
    const saved = await t.call({
      method: 'POST',
      url: `/api/commands/update/${slug}`,
      token: team.member.token,
      body: { project_id: deployment.uid, deployment_id: deployment.id, commands, user_id: team.owner.userId },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: DEPLOYMENT_MESSAGES.commandsSaved,
      data: { slug, commands, user_id: team.member.userId },
    });
    expect((await fetchCommands(deployment)).json().data.commands).toBe(commands);
  });

  it('answers 404 for a record of another deployment, a deployment of another project, and a stranger', async () => {
    const deployment = await freshDeployment();
    const other = await freshDeployment();
    const otherSlug = (await fetchCommands(other)).json().data.slug;
    const ownSlug = (await fetchCommands(deployment)).json().data.slug;
    const update = (slug: string, body: Record<string, unknown>, token = team.owner.token) =>
      t.call({ method: 'POST', url: `/api/commands/update/${slug}`, token, body: { commands: 'rm -rf /', ...body } });
    const foreignSlug = await update(otherSlug, { project_id: deployment.uid, deployment_id: deployment.id });
    expect(foreignSlug.statusCode, foreignSlug.body).toBe(404);
    const foreignProject = await update(ownSlug, { project_id: other.uid, deployment_id: deployment.id });
    expect(foreignProject.statusCode, foreignProject.body).toBe(404);
    const stranger = await update(
      ownSlug,
      { project_id: deployment.uid, deployment_id: deployment.id },
      team.stranger.token,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await fetchCommands({ id: deployment.id, uid: other.uid })).statusCode).toBe(404);
    expect((await fetchCommands(deployment, team.stranger.token)).statusCode).toBe(404);
    expect((await fetchCommands(other)).json().data.commands).toBe('pwd');
    expect((await fetchCommands(deployment)).json().data.commands).toBe('pwd');
  });

  it('creates the record with commands/create once; a second create is a conflict', async () => {
    const deployment = await freshDeployment();
    const create = () =>
      t.call({
        method: 'POST',
        url: '/api/commands/create',
        token: team.member.token,
        body: { deployment_id: deployment.id, project_id: deployment.uid, commands: 'make' },
      });
    const created = await create();
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({ commands: 'make', user_id: team.member.userId });
    const again = await create();
    expect(again.statusCode, again.body).toBe(409);
    expect((await fetchCommands(deployment)).json().data.commands).toBe('make');
  });
});

describe('environment variables', () => {
  const getVariables = (id: number, token = team.member.token) =>
    t.call({ method: 'GET', url: `/api/deployments/variables/${id}`, token });
  const saveVariables = (slug: string, body: Record<string, unknown>, token = team.member.token) =>
    t.call({ method: 'POST', url: `/api/deployments/variables/${slug}`, token, body });

  it('creates an empty record on the first open, saves KEY=VALUE lines, and keeps them sealed at rest', async () => {
    const deployment = await freshDeployment();
    const first = await getVariables(deployment.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      slug: expect.stringMatching(/^[a-z0-9]{24}$/),
      variables: '',
      updated_at: expect.any(String),
      deployment_id: deployment.id,
    });
    const variables = '# the API\nAPI_KEY=sk_live_very-secret-value\nNODE_ENV=production\n';
    const saved = await saveVariables(first.json().data.slug, { deployment_id: deployment.id, variables });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: DEPLOYMENT_MESSAGES.variablesSaved, data: { variables } });
    expect((await getVariables(deployment.id, team.owner.token)).json().data.variables).toBe(variables);

    // What the database holds is ciphertext: no row of the table shows the value in plain text.
    const raw = await t.runtime.ctx.db.execute(
      sql`select * from deployment_configs where deployment_id = ${deployment.id}`,
    );
    const text = JSON.stringify(raw);
    expect(text).toContain(first.json().data.slug);
    expect(text).not.toContain('sk_live_very-secret-value');
    expect(text).not.toContain('NODE_ENV');
    expect((await getVariables(deployment.id, team.stranger.token)).statusCode).toBe(404);
    // Nor does any log line, of the saves, the reads or a refused save.
    await saveVariables(first.json().data.slug, { deployment_id: deployment.id, variables: `${variables}BAD KEY=x` });
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.join('')).not.toContain('sk_live_very-secret-value');
  });

  it("also takes the deployment's slug (the editor's address carries it); another deployment's answers 404", async () => {
    const deployment = await freshDeployment();
    const other = await freshDeployment();
    const bySlug = await saveVariables(deployment.slug, { deployment_id: deployment.id, variables: 'A=1' });
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const configs = await t.runtime.ctx.db
      .select()
      .from(deploymentConfigs)
      .where(eq(deploymentConfigs.deploymentId, deployment.id));
    expect(configs).toHaveLength(1);
    const foreign = await saveVariables(other.slug, { deployment_id: deployment.id, variables: 'B=2' });
    expect(foreign.statusCode, foreign.body).toBe(404);
    const stranger = await saveVariables(
      deployment.slug,
      { deployment_id: deployment.id, variables: 'C=3' },
      team.stranger.token,
    );
    expect(stranger.statusCode).toBe(404);
    expect((await getVariables(deployment.id)).json().data.variables).toBe('A=1');
  });

  it.each([
    ['1ST=x', 'Line 1: 1ST is not a valid variable name'],
    ['OK=1\nBAD KEY=2', 'Line 2: BAD KEY is not a valid variable name'],
    ['$(touch /tmp/x)=1', 'Line 1: $(touch /tmp/x) is not a valid variable name'],
    ['A=1\nA=2', 'Line 2: A is set twice'],
    ['JUST_A_KEY', 'Line 1: write KEY=VALUE'],
  ])('refuses %j with the line it is on', async (variables, message) => {
    const deployment = await freshDeployment();
    const reply = await saveVariables(deployment.slug, { deployment_id: deployment.id, variables });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().errors).toEqual({ variables: [message] });
    expect((await getVariables(deployment.id)).json().data.variables).toBe('');
  });
});
