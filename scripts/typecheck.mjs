#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, as many at once as the machine has cores, each incremental
// (its build info kept in node_modules/.cache/tsc, so a second run re-checks only what changed).
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const PROJECTS = ['packages/contract', 'packages/blocks', 'apps/server', 'apps/web', 'tests/e2e'];

function check(project) {
  const buildInfo = `node_modules/.cache/tsc/${project.replaceAll('/', '-')}.tsbuildinfo`;
  return new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      // Printed whole once a project is done, so two projects' errors never interleave.
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const queue = [...PROJECTS];
const results = await Promise.all(
  Array.from({ length: Math.min(availableParallelism(), queue.length) }, async () => {
    let ok = true;
    for (let project = queue.shift(); project; project = queue.shift()) ok = (await check(project)) && ok;
    return ok;
  }),
);
process.exit(results.every(Boolean) ? 0 : 1);
