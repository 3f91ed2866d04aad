/**
 * `npm run bench:reminders`: what the 15-minute due-reminder job (modules/tasks/send-due-reminders.ts) costs
 * on a large board. Seeds BENCH_TASKS tasks (default 100,000) in one project, nine in ten done, end dates
 * spread over two years around today, each with two assignees; then prints the plan of the job's query
 * (EXPLAIN ANALYZE of its SELECT) and the median time of a run that has something to send (the first of
 * the day) and of one that finds nothing new (every later run). Record the result in docs/performance.md.
 *
 * On a throw-away PGlite folder, or on DATABASE_URL when set (the figures that count: production's engine).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { sql } from 'drizzle-orm';

import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { categories, users } from '../apps/server/src/db/schema/index.js';
import { createLogger } from '../apps/server/src/logger.js';
import { createProject } from '../apps/server/src/modules/projects/create-project.js';
import { sendDueReminders } from '../apps/server/src/modules/tasks/index.js';
import { utcDay } from '../apps/server/src/modules/tasks/send-due-reminders.js';
import { createWorkspace } from '../apps/server/src/modules/workspaces/create-workspace.js';
import { startRuntime } from '../apps/server/src/runtime.js';

const TASKS = Math.max(1, Number(process.env.BENCH_TASKS ?? 100_000));
const RUNS = 9;
const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'aerie-bench-reminders-'));
const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: dataDir ?? undefined,
  WEB_DIST_DIR: '/nonexistent-web-build',
});
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const runtime = await startRuntime({ config, logger: createLogger(config), database, role: 'web' });
const ctx = runtime.ctx;
const db = ctx.db;

async function person(name: string) {
  const [row] = await db
    .insert(users)
    .values({
      first: name,
      last: 'Bench',
      email: `bench-${name}-${Date.now()}@example.com`,
      phone: '+44 20 7946 0000',
      accountType: 'Professional',
      passwordHash: 'x',
      isVerified: 1,
    })
    .returning({ id: users.id });
  return row!.id;
}

const ownerId = await person('owner');
const otherId = await person('other');
const workspace = await createWorkspace(db, ownerId, {
  name: 'Bench',
  email: 'bench@example.com',
  phone: '+44 20 7946 0000',
  type: 'Professional',
});
const [category] = await db.select().from(categories).limit(1);
const project = await createProject(ctx, {
  ownerId,
  workspaceId: workspace.id,
  fields: { name: 'Bench', description: 'Bench', category_id: category!.id, business_id: workspace.id },
});

const today = utcDay(ctx.clock.now());
console.log(`seeding ${TASKS} tasks…`);
await db.execute(sql`
  insert into tasks (project_id, number, title, priority, status, position, start_date, end_date)
  select ${project.id}, n, 'Task ' || n, 'normal', case when (n / 730) % 10 = 0 then 'todo' else 'done' end, n,
         ${today}::date - 400, ${today}::date - 365 + (n % 730)
  from generate_series(1, ${TASKS}) as n`);
// Task numbers (issue 27) come from the project's counter: the seeded tasks took 1…TASKS.
await db.execute(sql`update projects set last_task_number = ${TASKS} where id = ${project.id}`);
await db.execute(sql`
  insert into task_assignees (task_id, user_id)
  select id, u from tasks, unnest(array[${ownerId}::int, ${otherId}::int]) as u where project_id = ${project.id}`);
await db.execute(sql`analyze tasks; analyze task_assignees; analyze task_reminders`);

const tomorrow = utcDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
const plan = await db.execute(sql`
  explain (analyze, buffers)
  select tasks.id, task_assignees.user_id, tasks.end_date from tasks
  join task_assignees on task_assignees.task_id = tasks.id
  where tasks.status <> 'done' and tasks.end_date in (${today}::date, ${tomorrow}::date)`);
console.log('\nthe job query:');
for (const row of (plan as unknown as { rows: Array<Record<string, string>> }).rows) console.log(Object.values(row)[0]);

async function timed(): Promise<{ ms: number; sent: number }> {
  const started = performance.now();
  const sent = await sendDueReminders(ctx);
  return { ms: performance.now() - started, sent };
}

const first = await timed();
const later: number[] = [];
for (let run = 0; run < RUNS; run += 1) later.push((await timed()).ms);
console.log(`\nfirst run of the day: ${first.ms.toFixed(1)} ms, ${first.sent} reminders (events emitted)`);
console.log(`a later run, nothing new: median ${median(later).toFixed(1)} ms over ${RUNS} runs`);

await runtime.stop();
