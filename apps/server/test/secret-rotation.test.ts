import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { deploymentConfigs, servers } from '../src/db/schema/index.js';
import { issueDeviceToken, trustedDevice } from '../src/modules/auth/device-tokens.js';
import { credentialAad } from '../src/modules/hosting/server-session.js';
import { rotateSecrets } from '../src/modules/secrets/rotate-secrets.js';
import { SEALED_COLUMNS } from '../src/sealed-columns.js';
import { currentKeyId, openSecret, sealSecret } from '../src/modules/secrets/secret-box.js';
import { insertDeployment } from './support/deployment-api-fixtures.js';
import { connectPlatform, startFakeGitProviders } from './support/fake-git-providers.js';
import { accountWithWorkspace, createProject } from './support/project-fixtures.js';
import { createRepository } from './support/repository-fixtures.js';
import { serverCommand } from './support/server-command.js';
import { connectServer } from './support/server-fixtures.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { openTestDatabase } from './support/test-database.js';

const run = promisify(execFile);

const KEY_A = `key-a-${randomBytes(24).toString('hex')}`;
const KEY_B = `key-b-${randomBytes(24).toString('hex')}`;
const PASSWORD = 'ftp-password-rotated-4Kd';
const VARIABLES = 'API_KEY=sk_live_rotated-value\n';

let database: DatabaseHandle;
let fakes: Awaited<ReturnType<typeof startFakeGitProviders>>;
let gitDir: string;
beforeAll(async () => {
  gitDir = mkdtempSync(join(tmpdir(), 'aerie-rotation-git-'));
  [database, fakes] = await Promise.all([openTestDatabase(), startFakeGitProviders()]);
});
afterAll(async () => {
  await Promise.all([database?.close(), fakes?.close()]);
  rmSync(gitDir, { recursive: true, force: true });
});

/** The app on the shared database under these keys, as after a restart with a new environment; the database outlives it. */
const startWith = (keys: { SECRET_KEY: string; SECRET_KEY_PREVIOUS?: string }) =>
  startTestApp({ env: { ...fakes.env, GIT_DIR: gitDir, ...keys }, database: { ...database, close: async () => {} } });

const keyIdOf = (keys: { SECRET_KEY: string; SECRET_KEY_PREVIOUS?: string }) =>
  currentKeyId(loadConfig({ NODE_ENV: 'test', ...keys }));

/** Every sealed value in the database, by column: what rotation must rewrite. */
async function sealedValues(): Promise<Record<string, string[]>> {
  const values: Record<string, string[]> = {};
  for (const column of SEALED_COLUMNS) {
    const rows = await database.db.select({ sealed: column.sealed }).from(column.table);
    values[column.name] = rows.map((row) => row.sealed as string | null).filter((value) => value !== null);
  }
  return values;
}

describe('key rotation', () => {
  let owner: Awaited<ReturnType<typeof accountWithWorkspace>>;
  let serverSlug: string;
  let deploymentId: number;

  const getVariables = (t: TestApp) =>
    t.call({ method: 'GET', url: `/api/deployments/variables/${deploymentId}`, token: owner.token });
  const importable = (t: TestApp) =>
    t.call({ method: 'GET', url: `/api/repositories/${owner.workspace.slug}?platform=github`, token: owner.token });
  const serverPassword = async (t: TestApp) => {
    const [row] = await database.db.select().from(servers).where(eq(servers.slug, serverSlug));
    return openSecret(t.runtime.ctx.config, row!.credentialEnc!, credentialAad(serverSlug));
  };

  it('seals under key A with values naming key A; values of the v1 format still open', async () => {
    const t = await startWith({ SECRET_KEY: KEY_A });
    try {
      owner = await accountWithWorkspace(t);
      const project = await createProject(t, owner.token, owner.workspace.id, { name: 'Rotation' });
      const server = await connectServer(t, owner.token, owner.workspace.slug, {
        name: 'Files',
        hostname: 'Files',
        ip: '127.0.0.1',
        port: 21,
        protocal: 'ftp',
        username: 'deploy',
        password: PASSWORD,
        hardlink: 0,
        maintenance: 0,
        project_id: project.u_id,
      });
      const repository = await createRepository(t, owner.token, owner.workspace.slug, project.u_id, { name: 'rot' });
      const deployment = await insertDeployment(t, {
        projectId: project.id,
        workspaceId: owner.workspace.id,
        serverId: server.id,
        repositoryId: repository.id,
      });
      deploymentId = deployment.id;
      const [row] = await database.db.select().from(servers).where(eq(servers.id, server.id));
      serverSlug = row!.slug;
      const config = (await getVariables(t)).json().data;
      const saved = await t.call({
        method: 'POST',
        url: `/api/deployments/variables/${config.slug}`,
        token: owner.token,
        body: { deployment_id: deploymentId, variables: VARIABLES },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await connectPlatform(t, owner.token, owner.workspace.id, 'github');
      await t.call({ method: 'GET', url: `/api/projects/${project.u_id}/repositories`, token: owner.token });
      // The workspace's SSH key pair (issue 28), made on the first request for it.
      await t.call({ method: 'GET', url: `/api/workspaces/${owner.workspace.slug}/ssh-key`, token: owner.token });

      const keyA = keyIdOf({ SECRET_KEY: KEY_A });
      expect(keyA).toMatch(/^k[0-9a-f]{12}$/);
      for (const [column, values] of Object.entries(await sealedValues())) {
        for (const value of values) expect(value.startsWith(`${keyA}.`), column).toBe(true);
      }

      // Before key ids named their key, every value said `v1`: such a value still opens.
      const [stored] = await database.db
        .select()
        .from(deploymentConfigs)
        .where(eq(deploymentConfigs.deploymentId, deploymentId));
      const legacy = stored!.variablesEnc.replace(/^k[0-9a-f]{12}\./, 'v1.');
      await database.db
        .update(deploymentConfigs)
        .set({ variablesEnc: legacy })
        .where(eq(deploymentConfigs.id, stored!.id));
      expect((await getVariables(t)).json().data.variables).toBe(VARIABLES);
    } finally {
      await t.close();
    }
  });

  it('with SECRET_KEY=B and SECRET_KEY_PREVIOUS=A, opens what A sealed', async () => {
    const t = await startWith({ SECRET_KEY: KEY_B, SECRET_KEY_PREVIOUS: KEY_A });
    try {
      expect((await getVariables(t)).json().data.variables).toBe(VARIABLES);
      expect(await serverPassword(t)).toBe(PASSWORD);
      expect((await importable(t)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('re-seals every sealed column under B once, even with two rotations at once; a later run changes nothing', async () => {
    const keys = { SECRET_KEY: KEY_B, SECRET_KEY_PREVIOUS: KEY_A };
    const config = loadConfig({ NODE_ENV: 'test', ...keys });
    // Two operators (or a retried job) rotating together: each value is rewritten by one of them only, as
    // each write is conditional on the value its rotation read.
    const reports = await Promise.all([
      rotateSecrets(database.db, config, SEALED_COLUMNS, 1),
      rotateSecrets(database.db, config, SEALED_COLUMNS, 1),
    ]);
    const report = reports[0]!.map((column, index) => ({
      ...column,
      resealed: column.resealed + reports[1]![index]!.resealed,
      unreadable: [...column.unreadable, ...reports[1]![index]!.unreadable],
    }));
    const resealed = Object.fromEntries(report.map((column) => [column.column, column.resealed]));
    expect(resealed).toMatchObject({
      'servers.credential_enc': 1,
      'deployment_configs.variables_enc': 1,
      'git_integrations.access_token_enc': 1,
      'project_deploy_keys.private_key_enc': 1,
      'workspace_ssh_keys.private_key_enc': 1,
    });
    expect(report.flatMap((column) => column.unreadable)).toEqual([]);

    const keyB = keyIdOf(keys);
    expect(keyB).not.toBe(keyIdOf({ SECRET_KEY: KEY_A }));
    const after = await sealedValues();
    expect(after['deployment_configs.variables_enc']).toHaveLength(1);
    for (const [column, values] of Object.entries(after)) {
      for (const value of values) expect(value.startsWith(`${keyB}.`), column).toBe(true);
    }

    const again = await rotateSecrets(database.db, config, SEALED_COLUMNS);
    expect(again.map((column) => column.resealed)).toEqual(again.map(() => 0));
    expect(await sealedValues()).toEqual(after);
  });

  it('opens everything with key B alone once rotated', async () => {
    const t = await startWith({ SECRET_KEY: KEY_B });
    try {
      expect((await getVariables(t)).json().data.variables).toBe(VARIABLES);
      expect(await serverPassword(t)).toBe(PASSWORD);
      expect((await importable(t)).statusCode).toBe(200);
      // A value still under A, with A no longer given, does not open: rotation was needed.
      const underA = sealSecret(
        loadConfig({ NODE_ENV: 'test', SECRET_KEY: KEY_A }),
        VARIABLES,
        `deployment-config:${(await getVariables(t)).json().data.slug}`,
      );
      await database.db
        .update(deploymentConfigs)
        .set({ variablesEnc: underA })
        .where(eq(deploymentConfigs.deploymentId, deploymentId));
      const reply = await getVariables(t);
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().error).toBe('secret_unreadable');
    } finally {
      await t.close();
    }
  });

  // Two runs of the server's entry point (each loads the whole server): past 30 s once on a loaded machine.
  it(
    'runs as `main --rotate-secrets`: reports each column and exits 1 while a value opens under neither key',
    { timeout: 120_000 },
    async () => {
      const env = {
        ...process.env,
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SECRET_KEY: KEY_B,
        ...(database.kind === 'postgres' ? { DATABASE_URL: database.connection.connectionString! } : {}),
      };
      if (database.kind === 'postgres') {
        // The value left under A above cannot be re-sealed with B alone: the command says so and fails.
        const failed = await run(...serverCommand('--rotate-secrets'), { env }).catch(
          (error: { code: number; stdout: string; stderr: string }) => error,
        );
        expect(failed).toMatchObject({ code: 1 });
        expect(failed.stdout).toMatch(/deployment_configs\.variables_enc: 0 re-sealed, 1 unreadable/);
        expect(failed.stderr).toMatch(/SECRET_KEY_PREVIOUS/);
        // Given A as the previous key, it re-seals that value and succeeds.
        const fixed = await run(...serverCommand('--rotate-secrets'), {
          env: { ...env, SECRET_KEY_PREVIOUS: KEY_A },
        });
        expect(fixed.stdout).toMatch(/deployment_configs\.variables_enc: 1 re-sealed\n/);
      } else {
        // PGlite belongs to one process: the command runs on a database of its own.
        const dataDir = mkdtempSync(join(tmpdir(), 'aerie-rotation-data-'));
        try {
          const { stdout } = await run(...serverCommand('--rotate-secrets'), {
            env: { ...env, DATA_DIR: dataDir },
          });
          expect(stdout).toMatch(/^servers\.credential_enc: 0 re-sealed$/m);
        } finally {
          rmSync(dataDir, { recursive: true, force: true });
        }
      }
    },
  );
});

describe('opening a sealed value', () => {
  const config = loadConfig({ NODE_ENV: 'test', SECRET_KEY: KEY_A });

  it('requires the full 16-byte GCM tag', () => {
    const sealed = sealSecret(config, 'hunter2-hunter2', 'row:1');
    expect(openSecret(config, sealed, 'row:1')).toBe('hunter2-hunter2');
    const [keyId, iv, tag, ciphertext] = sealed.split('.');
    // GCM would check a 12-byte prefix of the tag if asked to; a forger's job would be easier.
    const shortTag = Buffer.from(tag!, 'base64url').subarray(0, 12).toString('base64url');
    expect(() => openSecret(config, [keyId, iv, shortTag, ciphertext].join('.'), 'row:1')).toThrow(
      expect.objectContaining({ code: 'secret_unreadable', status: 409 }),
    );
  });

  it('refuses a value naming a key it does not have', () => {
    const sealed = sealSecret(config, 'hunter2-hunter2', 'row:1');
    expect(() => openSecret(config, sealed.replace(/^k[0-9a-f]{12}/, 'k000000000000'), 'row:1')).toThrow(
      expect.objectContaining({ code: 'secret_unreadable' }),
    );
  });
});

describe('the generated key file as a key of the environment', () => {
  it('is the same key when given as base64:… (how a file-key setup names it for rotation)', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'aerie-key-file-'));
    try {
      const bytes = randomBytes(32);
      writeFileSync(join(dataDir, 'secret.key'), bytes);
      const fromFile = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir });
      const fromEnv = loadConfig({ NODE_ENV: 'test', SECRET_KEY: `base64:${bytes.toString('base64')}` });
      expect(currentKeyId(fromEnv)).toBe(currentKeyId(fromFile));
      const sealed = sealSecret(fromFile, 'sealed-by-the-file-key', 'row:7');
      const rotating = loadConfig({
        NODE_ENV: 'test',
        SECRET_KEY: KEY_B,
        SECRET_KEY_PREVIOUS: `base64:${bytes.toString('base64')}`,
      });
      expect(openSecret(rotating, sealed, 'row:7')).toBe('sealed-by-the-file-key');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('device tokens across a rotation', () => {
  it('stay trusted while SECRET_KEY_PREVIOUS names the key that signed them, and not after', () => {
    const token = issueDeviceToken(loadConfig({ NODE_ENV: 'test', SECRET_KEY: KEY_A }), 'ada@example.com');
    const during = loadConfig({ NODE_ENV: 'test', SECRET_KEY: KEY_B, SECRET_KEY_PREVIOUS: KEY_A });
    expect(trustedDevice(during, token, 'ada@example.com')).toBe(token.split('.')[0]);
    expect(trustedDevice(during, token, 'eve@example.com')).toBeNull();
    expect(trustedDevice(loadConfig({ NODE_ENV: 'test', SECRET_KEY: KEY_B }), token, 'ada@example.com')).toBeNull();
  });
});

describe('SECRET_KEY_PREVIOUS', () => {
  it('is refused without a SECRET_KEY to rotate to, or equal to it', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', SECRET_KEY_PREVIOUS: KEY_A })).toThrow(/SECRET_KEY: is required/);
    expect(() => loadConfig({ NODE_ENV: 'test', SECRET_KEY: KEY_A, SECRET_KEY_PREVIOUS: KEY_A })).toThrow(
      /SECRET_KEY_PREVIOUS: must differ/,
    );
  });
});
