/** `tsx bench/seed-cli.ts <postgres-url | pglite-folder>`: seeds the benchmark workspace and prints it as JSON. */
import { seedWorkspace } from './seed-workspace.js';

const target = process.argv[2];
if (!target) throw new Error('Usage: tsx bench/seed-cli.ts <postgres://… | data folder>');
const workspace = await seedWorkspace(
  /^postgres(ql)?:\/\//.test(target) ? { databaseUrl: target, dataDir: null } : { dataDir: target },
);
console.log(JSON.stringify(workspace));
