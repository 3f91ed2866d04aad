import { parseArgs } from 'node:util';

import { runFileMigration } from './adapters/files/migrate-files-command.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { createLogger } from './logger.js';
import { runSecretRotation } from './modules/secrets/rotate-secrets-command.js';
import { plainHttpNotice } from './modules/websites/custom-domain/plain-http-notice.js';
import { SEALED_COLUMNS } from './sealed-columns.js';
import { startRuntime, type Role } from './runtime.js';

const ROLES: Role[] = ['web', 'worker', 'all'];

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      role: { type: 'string', default: 'all' },
      'rotate-secrets': { type: 'boolean', default: false },
      'migrate-files': { type: 'boolean', default: false },
    },
  });
  const role = values.role as Role;
  if (!ROLES.includes(role))
    throw new ConfigError(`Invalid configuration:\n  - --role: must be one of ${ROLES.join(', ')}`);

  const config = loadConfig();
  // A one-off command beside the running servers (docs/deploy.md, key rotation): no HTTP, no workers.
  if (values['rotate-secrets']) process.exit(await runSecretRotation(config, SEALED_COLUMNS));
  if (values['migrate-files']) process.exit(await runFileMigration(config));
  const logger = createLogger(config);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const runtime = await startRuntime({ config, logger, database, role });

  if (runtime.app) await runtime.app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  logger.info(`Aerie (${role}) is running with ${where}`);
  if (runtime.app) {
    const notice = await plainHttpNotice(runtime.ctx);
    if (notice) logger.warn(notice);
  }
  if (runtime.app) {
    const lines = [`\n  Aerie is ready at ${config.appUrl}`];
    if (config.devInbox) lines.push(`  Development inbox:  ${config.appUrl}/dev/mail`);
    lines.push(`  API docs:           ${config.appUrl}/api/docs`);
    if (runtime.demoAccount) {
      lines.push(`  Demo account:       ${runtime.demoAccount.email} / ${runtime.demoAccount.password}`);
    }
    console.log(lines.join('\n') + '\n');
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 15_000).unref();
    await runtime.stop();
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Aerie failed to start:', error);
  }
  process.exit(1);
});
