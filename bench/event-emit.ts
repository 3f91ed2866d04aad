/**
 * `npm run bench:events`: do the write paths that now emit domain events (issue 26) keep their speed? Four
 * write paths run in one process on one database, each timed with its events on and with `emitEvent`
 * muted (`muteEventsForBenchmark`, which only this script sets), in interleaved rounds so drift in the
 * machine hits both sides alike:
 *   publish     publishWebsite: render the draft, write the publication (+ site.published)
 *   checkout    payOrder: a pending order paid — stock, fee, cart, e-mails (+ order.paid)
 *   run finish  finishRun: a running deployment run ended as succeeded (+ deployment.succeeded)
 *   task move   updateTask: a card moved to another column (+ task.moved)
 * Prints, per path, the median time of one call with and without events and their ratio (goal: events on
 * within 10% of off, a ratio ≤ 1.10). Record the result in docs/performance.md.
 *
 * The app runs in process (role `web`: the queue takes the dispatch jobs but no worker runs them, so only
 * the write path itself is timed) on a throw-away PGlite folder, or on DATABASE_URL when set.
 *
 * Environment: BENCH_ROUNDS (interleaved rounds, default 15), BENCH_CALLS (calls per path per side per
 * round, default 20), DATABASE_URL (optional).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';

import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import {
  categories,
  deploymentRuns,
  deployments,
  projects,
  repositories,
  servers,
  storeOrderLines,
  storeOrders,
  storeProducts,
  stores,
  storeVariants,
  tasks,
  users,
  websites,
} from '../apps/server/src/db/schema/index.js';
import { createLogger } from '../apps/server/src/logger.js';
import { finishRun } from '../apps/server/src/modules/deployments/run-state.js';
import { muteEventsForBenchmark } from '../apps/server/src/modules/events/emit-event.js';
import { createProject } from '../apps/server/src/modules/projects/create-project.js';
import { payOrder } from '../apps/server/src/modules/stores/orders.js';
import { createTask } from '../apps/server/src/modules/tasks/create-task.js';
import { updateTask } from '../apps/server/src/modules/tasks/update-task.js';
import { publishWebsite } from '../apps/server/src/modules/websites/publish-website.js';
import { loadVisibleWebsite } from '../apps/server/src/modules/websites/website-access.js';
import { createWorkspace } from '../apps/server/src/modules/workspaces/create-workspace.js';
import { startRuntime } from '../apps/server/src/runtime.js';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 15));
const CALLS = Math.max(1, Number(process.env.BENCH_CALLS ?? 20));
const GOAL_RATIO = 1.1;

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const dataDir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'aerie-bench-events-'));
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

/** One owner, a workspace, a project, and the objects each write path works on. */
async function setUp() {
  const [owner] = await db
    .insert(users)
    .values({
      first: 'Bench',
      last: 'Owner',
      email: `bench-${Date.now()}@example.com`,
      phone: '+44 20 7946 0000',
      accountType: 'Professional',
      passwordHash: 'x',
      isVerified: 1,
    })
    .returning();
  const workspace = await createWorkspace(db, owner!.id, {
    name: 'Bench',
    email: 'bench@example.com',
    phone: '+44 20 7946 0000',
    type: 'Professional',
  });
  const [category] = await db.select().from(categories).limit(1);
  const project = await createProject(ctx, {
    ownerId: owner!.id,
    workspaceId: workspace.id,
    fields: { name: 'Bench', description: 'Bench', category_id: category!.id, business_id: workspace.id },
  });
  const [projectRow] = await db.select().from(projects).where(eq(projects.id, project.id));
  const [website] = await db
    .insert(websites)
    .values({
      projectId: project.id,
      name: 'Bench site',
      subdomain: `bench-${Date.now()}`,
      template: 'blank',
      projectData: { pages: [{ name: 'Home', component: '<h1>Bench</h1>' }], styles: 'h1{color:#111}' },
      createdById: owner!.id,
    })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({
      projectId: project.id,
      name: 'Bench shop',
      domain: `bench-${Date.now()}`,
      theme: 'agency',
      currency: 'USD',
      shippingRate: 0,
      colors: { primary: '#112233', accent: '#aa5500' },
    })
    .returning();
  const [product] = await db
    .insert(storeProducts)
    .values({ storeId: store!.id, name: 'Mug', description: 'A mug', status: 'active', slug: 'mug' })
    .returning();
  // Stock and holds far above what the rounds take, so no payment sells the mug out.
  const [variant] = await db
    .insert(storeVariants)
    .values({ productId: product!.id, name: 'Default', price: 100, stock: 10_000_000, held: 5_000_000 })
    .returning();
  const [server] = await db
    .insert(servers)
    .values({
      slug: `bench${Date.now()}`,
      projectId: project.id,
      workspaceId: workspace.id,
      name: 'Bench box',
      hostname: 'Home',
      ip: '127.0.0.1',
      protocol: 'ssh',
      username: 'deploy',
      authMethod: 'password',
      active: 1,
    })
    .returning();
  const [repository] = await db
    .insert(repositories)
    .values({ projectId: project.id, workspaceId: workspace.id, platform: 'github', name: 'bench-site' })
    .returning();
  const [deployment] = await db
    .insert(deployments)
    .values({
      slug: `bench${Date.now()}`,
      projectId: project.id,
      workspaceId: workspace.id,
      serverId: server!.id,
      repositoryId: repository!.id,
      branch: 'main',
      deployPath: '/srv/bench',
      createdById: owner!.id,
    })
    .returning();
  const task = await createTask(ctx, {
    project: projectRow!,
    createdById: owner!.id,
    fields: {
      title: 'Bench card',
      description: 'Moved back and forth',
      priority: 'normal',
      status: 'todo',
      start_date: '2026-03-02',
      end_date: '2026-03-06',
      assignees: [],
      project_id: project.id,
    } as never,
  });
  return {
    owner: owner!,
    projectRow: projectRow!,
    website: website!,
    store: store!,
    variant: variant!,
    deployment: deployment!,
    taskId: task.id,
  };
}

const world = await setUp();
let orderNumber = 1000;
let column: 'todo' | 'done' = 'todo';

/** The four write paths, each one call; what a call needs that a call uses up is made before the clock starts. */
const PATHS: Record<string, { prepare: () => Promise<() => Promise<unknown>> }> = {
  publish: {
    prepare: async () => {
      const visible = await loadVisibleWebsite(db, world.owner.id, world.website.uuid);
      return () => publishWebsite(ctx, visible, { revision: visible.website.revision, actorUserId: world.owner.id });
    },
  },
  checkout: {
    prepare: async () => {
      orderNumber += 1;
      const [order] = await db
        .insert(storeOrders)
        .values({
          storeId: world.store.id,
          number: orderNumber,
          email: 'buyer@example.com',
          name: 'Bea Buyer',
          shippingAddress: {
            line1: '1 High Street',
            line2: '',
            city: 'Lagos',
            postalCode: '100001',
            country: 'Nigeria',
          },
          currency: 'USD',
          subtotal: 100,
          shipping: 0,
          total: 100,
          paymentReference: `bench_${orderNumber}_${Date.now()}`,
          holdExpiresAt: new Date(Date.now() + 15 * 60_000),
        })
        .returning();
      await db.insert(storeOrderLines).values({
        orderId: order!.id,
        variantId: world.variant.id,
        productName: 'Mug',
        variantName: 'Default',
        unitPrice: 100,
        quantity: 1,
      });
      return () => payOrder(ctx, order!, `charge_${order!.id}`);
    },
  },
  'run finish': {
    prepare: async () => {
      const [run] = await db
        .insert(deploymentRuns)
        .values({
          deploymentId: world.deployment.id,
          status: 'running',
          trigger: 'manual',
          startedById: world.owner.id,
          startedAt: new Date(),
        })
        .returning();
      return () => finishRun(ctx, run!.id, { status: 'succeeded', commitSha: null });
    },
  },
  'task move': {
    prepare: async () => {
      const [task] = await db.select().from(tasks).where(eq(tasks.id, world.taskId));
      column = column === 'todo' ? 'done' : 'todo';
      const fields = {
        task_id: task!.id,
        title: task!.title,
        description: task!.description,
        priority: task!.priority,
        status: column,
        start_date: '2026-03-02',
        end_date: '2026-03-06',
        project_id: task!.projectId,
        position: 0,
      } as never;
      return () => updateTask(ctx, { project: world.projectRow, task: task!, fields, actorUserId: world.owner.id });
    },
  },
};

async function timeCalls(path: string, muted: boolean): Promise<number[]> {
  muteEventsForBenchmark(muted);
  const times: number[] = [];
  for (let call = 0; call < CALLS; call += 1) {
    const run = await PATHS[path]!.prepare();
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  muteEventsForBenchmark(false);
  return times;
}

const samples: Record<string, { on: number[]; off: number[] }> = {};
for (const path of Object.keys(PATHS)) {
  samples[path] = { on: [], off: [] };
  await timeCalls(path, false); // warm-up, not counted
}
for (let round = 0; round < ROUNDS; round += 1) {
  for (const path of Object.keys(PATHS)) {
    // Alternate which side goes first, so neither always runs on a warmer cache.
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const muted of order) samples[path]![muted ? 'off' : 'on'].push(median(await timeCalls(path, muted)));
  }
}

console.log(`event emits: ${ROUNDS} interleaved rounds × ${CALLS} calls per path and side (median ms of one call)`);
console.log('path          events on   events off   ratio   goal ≤ 1.10');
let allWithin = true;
for (const [path, { on, off }] of Object.entries(samples)) {
  const ratio = median(on) / median(off);
  allWithin &&= ratio <= GOAL_RATIO;
  console.log(
    `${path.padEnd(12)}  ${median(on).toFixed(2).padStart(9)}   ${median(off).toFixed(2).padStart(10)}   ${ratio.toFixed(3)}   ${ratio <= GOAL_RATIO ? 'ok' : 'OVER'}`,
  );
}
await runtime.stop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exitCode = allWithin ? 0 : 1;
