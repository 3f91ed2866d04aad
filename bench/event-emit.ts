/**
 * `npm run bench:events`: do the write paths that emit domain events (issue 26) keep their throughput? Four
 * write paths, as the product runs them, each with its events on and with them muted
 * (`muteEventsForBenchmark`, which only this script sets), in interleaved rounds so drift in the machine
 * hits both sides alike:
 *   publish         publishWebsite: render the draft, write the publication (+ site.published)
 *   checkout        GET /checkout/return: the charge verified, the order paid — stock, fee, cart, e-mails
 *                   (+ order.paid) — and the redirect
 *   deployment run  the `deployment-run` job end to end, against a server that refuses the connection
 *                   (+ deployment.failed): the cheapest run there is, so the event's largest share of one
 *   task move       POST /api/tasks/update moving a card to the other column (+ task.moved)
 * BENCH_CLIENTS clients (default 4), each in a world of its own (owner, project, store, deployment, card:
 * nothing locks another's), make BENCH_CALLS calls each at once; a batch's throughput is its calls over its
 * wall-clock time. Prints the median throughput of each side and off/on, the time ratio (goal ≤ 1.10).
 * Record the result in docs/performance.md.
 *
 * The app runs in process (role `web`: the queue takes the dispatch jobs but no worker runs them, so only
 * the write path itself is measured) on a throw-away PGlite folder, or on DATABASE_URL when set.
 *
 * Environment: BENCH_ROUNDS (interleaved rounds, default 15), BENCH_CALLS (calls per client per batch,
 * default 20), BENCH_CLIENTS (default 4), DATABASE_URL (optional).
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
  sandboxCharges,
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
import { createSession } from '../apps/server/src/modules/auth/sessions.js';
import { runDeployment } from '../apps/server/src/modules/deployments/run-deployment.js';
import { sealServerCredential } from '../apps/server/src/modules/hosting/server-session.js';
import { muteEventsForBenchmark } from '../apps/server/src/modules/events/emit-event.js';
import { createProject } from '../apps/server/src/modules/projects/create-project.js';
import { storeOrigin } from '../apps/server/src/modules/stores/store-hosts.js';
import { createTask } from '../apps/server/src/modules/tasks/create-task.js';
import { publishWebsite } from '../apps/server/src/modules/websites/publish-website.js';
import { loadVisibleWebsite } from '../apps/server/src/modules/websites/website-access.js';
import { createWorkspace } from '../apps/server/src/modules/workspaces/create-workspace.js';
import { startRuntime } from '../apps/server/src/runtime.js';

const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 15));
const CALLS = Math.max(1, Number(process.env.BENCH_CALLS ?? 20));
const CLIENTS = Math.max(1, Number(process.env.BENCH_CLIENTS ?? 4));
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
let worldNumber = 0;
async function setUp() {
  worldNumber += 1;
  const unique = `${Date.now()}-${worldNumber}`;
  const [owner] = await db
    .insert(users)
    .values({
      first: 'Bench',
      last: 'Owner',
      email: `bench-${unique}@example.com`,
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
      subdomain: `bench-${unique}`,
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
      domain: `bench-${unique}`,
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
  const serverSlug = `bench${unique.replace('-', '')}`;
  const [server] = await db
    .insert(servers)
    .values({
      slug: serverSlug,
      projectId: project.id,
      workspaceId: workspace.id,
      name: 'Bench box',
      hostname: 'Home',
      ip: '127.0.0.1',
      // Nothing listens on port 1: a run's connection is refused at once (the 'run, whole job' path).
      port: 1,
      protocol: 'ssh',
      username: 'deploy',
      authMethod: 'password',
      credentialEnc: sealServerCredential(ctx, serverSlug, 'not-a-real-password'),
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
      slug: `bench${unique.replace('-', '')}`,
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
    token: await createSession(db, owner!.id, new Date()),
  };
}

type World = Awaited<ReturnType<typeof setUp>>;
const worlds: World[] = [];
for (let count = 0; count < CLIENTS; count += 1) worlds.push(await setUp());
const app = runtime.app!;
let orderNumber = 1000;

/** The bench card's body moving it to `status` (each call of a batch moves it to the other column). */
function moveBody(world: World, task: typeof tasks.$inferSelect, status: 'todo' | 'done') {
  return {
    task_id: task.id,
    title: task.title,
    description: task.description,
    priority: task.priority,
    status,
    start_date: '2026-03-02',
    end_date: '2026-03-06',
    project_id: world.projectRow.id,
    position: 0,
  };
}

/**
 * The write paths as the product runs them. `prepare` makes, before the clock starts, what `count` calls
 * in one world use up (orders to pay, runs to start), and returns the calls.
 */
type Call = () => Promise<unknown>;
const PATHS: Record<string, (world: World, count: number) => Promise<Call[]>> = {
  publish: async (world, count) => {
    const visible = await loadVisibleWebsite(db, world.owner.id, world.website.uuid);
    const publish = () =>
      publishWebsite(ctx, visible, { revision: visible.website.revision, actorUserId: world.owner.id });
    return Array.from({ length: count }, () => publish);
  },
  // The buyer back from the payment page: GET /checkout/return on the store's host, the charge asked of the
  // provider (the sandbox's ledger), the order paid — stock, fee, cart, e-mails (+ order.paid) — and the
  // redirect to the order's page.
  checkout: async (world, count) => {
    const host = new URL(storeOrigin(config.stores, world.store.domain)).host;
    const calls: Call[] = [];
    for (let index = 0; index < count; index += 1) {
      orderNumber += 1;
      const reference = `bench_${orderNumber}_${Date.now()}`;
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
          paymentReference: reference,
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
      const chargeId = `sbx_${reference}`;
      await db
        .insert(sandboxCharges)
        .values({ id: chargeId, reference, amount: 100, currency: 'USD', status: 'successful' });
      const query = new URLSearchParams({ status: 'successful', tx_ref: reference, transaction_id: chargeId });
      calls.push(async () => {
        const reply = await app.inject({ method: 'GET', url: `/checkout/return?${query}`, headers: { host } });
        if (reply.statusCode !== 303) throw new Error(`checkout return answered ${reply.statusCode}: ${reply.body}`);
      });
    }
    return calls;
  },
  // A whole `deployment-run` job, the cheapest there is: claimed, its server refuses the connection at once,
  // the log written, the run ended as failed (+ deployment.failed), the next queued run looked for. A real
  // run adds seconds of SSH, git and build on top, so this bounds the event's share of a run from above.
  'deployment run': async (world, count) => {
    const runs = await db
      .insert(deploymentRuns)
      .values(
        Array.from({ length: count }, () => ({
          deploymentId: world.deployment.id,
          status: 'queued' as const,
          trigger: 'manual' as const,
          startedById: world.owner.id,
        })),
      )
      .returning();
    return runs.map((run) => () => runDeployment(ctx, run.id));
  },
  // A move as the board sends it: POST /api/tasks/update through routing, the session, the project-access
  // check, the body's validation and the JSON answer (the request a person waits for).
  'task move': async (world, count) => {
    const [task] = await db.select().from(tasks).where(eq(tasks.id, world.taskId));
    return Array.from({ length: count }, (_, index) => async () => {
      const reply = await app.inject({
        method: 'POST',
        url: '/api/tasks/update',
        headers: { authorization: `Bearer ${world.token}`, host: new URL(config.appUrl).host },
        payload: moveBody(world, task!, (task!.status === 'todo') === (index % 2 === 0) ? 'done' : 'todo'),
      });
      if (reply.statusCode !== 200) throw new Error(`task move answered ${reply.statusCode}: ${reply.body}`);
    });
  },
};

/** Wall-clock ms for CALLS calls in each world, the worlds side by side (their clients run at once). */
async function timeBatch(path: string, muted: boolean): Promise<number> {
  const calls = await Promise.all(worlds.map((world) => PATHS[path]!(world, CALLS)));
  muteEventsForBenchmark(muted);
  const started = performance.now();
  await Promise.all(
    calls.map(async (own) => {
      for (const call of own) await call();
    }),
  );
  const elapsed = performance.now() - started;
  muteEventsForBenchmark(false);
  return elapsed;
}

const samples: Record<string, { on: number[]; off: number[] }> = {};
for (const path of Object.keys(PATHS)) {
  samples[path] = { on: [], off: [] };
  await timeBatch(path, false); // warm-up, not counted
}
for (let round = 0; round < ROUNDS; round += 1) {
  for (const path of Object.keys(PATHS)) {
    // Alternate which side goes first, so neither always runs on a warmer cache.
    const order = round % 2 === 0 ? [false, true] : [true, false];
    for (const muted of order) samples[path]![muted ? 'off' : 'on'].push(await timeBatch(path, muted));
  }
}

const perSecond = (ms: number) => ((CLIENTS * CALLS) / ms) * 1000;
console.log(
  `event emits: ${ROUNDS} interleaved rounds × ${CLIENTS} clients × ${CALLS} calls per path and side (median throughput)`,
);
console.log('path              events on /s   events off /s   off/on   goal ≤ 1.10');
let allWithin = true;
for (const [path, { on, off }] of Object.entries(samples)) {
  const ratio = median(on) / median(off);
  allWithin &&= ratio <= GOAL_RATIO;
  console.log(
    `${path.padEnd(16)}  ${perSecond(median(on)).toFixed(0).padStart(12)}   ${perSecond(median(off)).toFixed(0).padStart(13)}   ${ratio.toFixed(3)}   ${ratio <= GOAL_RATIO ? 'ok' : 'OVER'}`,
  );
}
await runtime.stop();
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
process.exitCode = allWithin ? 0 : 1;
