/**
 * The soak's mixed workload, open-loop: request n starts at start + n / rate whatever the replies before it
 * did, so a slow server shows as latency (and, past MAX_IN_FLIGHT, as dropped requests), never as a slower
 * client. Requests alternate between the web processes. Each kind of call is recorded by name; every write
 * the server acknowledged is tallied, to be counted in the database afterwards (soak-lost-writes.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CallRecorder } from './soak-metrics.js';
import { send, type Reply, type Target } from './soak-http.js';
import { gitIn, taskBody, type SoakWorld } from './soak-setup.js';
import { sleep } from './deploy-bench.js';

const STATUSES = ['todo', 'in_progress', 'review', 'done'] as const;

/** Relative weights of the calls the schedule picks from (deploys have their own, slower clock). */
const MIX: Array<[Operation, number]> = [
  ['list projects', 16],
  ['get project', 12],
  ['board', 12],
  ['site page', 30],
  ['move task', 14],
  ['checkout', 8],
  ['publish', 2],
];
type Operation = 'list projects' | 'get project' | 'board' | 'site page' | 'move task' | 'checkout' | 'publish';

/** What the server acknowledged writing, to count against the database afterwards. */
export interface Tally {
  paidOrders: string[];
  publishes: number;
  succeededRuns: number[];
  /** Each task's status as its last acknowledged move left it; null after a move whose outcome is unknown. */
  taskStatus: Map<number, string | null>;
  movesToDone: number;
}

export interface WorkloadOptions {
  world: SoakWorld;
  targets: Target[];
  recorder: CallRecorder;
  ratePerSecond: number;
  durationMs: number;
  deployEveryMs: number;
}

const ok = (reply: Reply) => reply.status >= 200 && reply.status < 400;
const BUYER = {
  email: 'soak.buyer@example.com',
  name: 'Sam Soak',
  line1: '1 High Street',
  line2: '',
  city: 'Lagos',
  postalCode: '100001',
  country: 'NG',
};

export class Workload {
  readonly tally: Tally = { paidOrders: [], publishes: 0, succeededRuns: [], taskStatus: new Map(), movesToDone: 0 };
  /** Tasks no move is in flight for. */
  private readonly idleTasks: number[];
  private inFlight = 0;
  private deploying = false;
  private shoppers = 0;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly options: WorkloadOptions) {
    this.idleTasks = options.world.tasks.map((task) => task.id);
    for (const task of options.world.tasks) this.tally.taskStatus.set(task.id, 'todo');
  }

  /** One call, timed and recorded: ok when it answered 2xx/3xx (and `accept` agrees) in time. */
  private async timed(name: string, run: () => Promise<Reply>, accept: (reply: Reply) => boolean = ok) {
    const startedAt = performance.now();
    try {
      const reply = await run();
      const good = accept(reply);
      this.options.recorder.record(
        name,
        startedAt,
        good,
        good ? undefined : `${reply.status} ${reply.body.slice(0, 160)}`,
      );
      return good ? reply : null;
    } catch (error) {
      this.options.recorder.record(name, startedAt, false, (error as Error).message);
      return null;
    }
  }

  async run(): Promise<void> {
    const { ratePerSecond, durationMs, deployEveryMs } = this.options;
    const maxInFlight = Math.max(100, ratePerSecond * 30);
    const startedAt = performance.now();
    const totalWeight = MIX.reduce((sum, [, weight]) => sum + weight, 0);
    let next = 0;
    let nextDeploy = startedAt + Math.min(60_000, deployEveryMs / 2);
    while (performance.now() - startedAt < durationMs) {
      const due = Math.floor(((performance.now() - startedAt) / 1000) * ratePerSecond);
      for (; next < due; next += 1) {
        if (this.inFlight >= maxInFlight) {
          this.options.recorder.record('dropped (too many in flight)', performance.now(), false, 'in flight');
          continue;
        }
        let pick = (next * 7919) % totalWeight; // a fixed, well-spread sequence: runs are comparable
        const operation = MIX.find(([, weight]) => (pick -= weight) < 0)![0];
        this.start(this.operation(operation, this.options.targets[next % this.options.targets.length]!));
      }
      if (deployEveryMs > 0 && performance.now() >= nextDeploy && !this.deploying) {
        nextDeploy += deployEveryMs;
        this.start(this.deploy(this.options.targets[0]!));
      }
      await sleep(5);
    }
    await Promise.all(this.pending);
  }

  private start(work: Promise<void>): void {
    this.inFlight += 1;
    const tracked = work.finally(() => {
      this.inFlight -= 1;
      this.pending.delete(tracked);
    });
    this.pending.add(tracked);
  }

  private async operation(name: Operation, to: Target): Promise<void> {
    const { world } = this.options;
    const token = world.token;
    switch (name) {
      case 'list projects':
        await this.timed(name, () => send(to, `/api/projects/all/${world.workspaceSlug}`, { token }));
        return;
      case 'get project':
        await this.timed(name, () => send(to, `/api/projects/${world.projectUid}`, { token }));
        return;
      case 'board':
        // As the web board opens (issue 33): each column's first page at once; the slowest counts.
        await this.timed(name, async () => {
          const columns = ['todo', 'in_progress', 'review', 'done'];
          const path = (status: string) => `/api/projects/${world.projectUid}/board/${status}?limit=20`;
          const replies = await Promise.all(columns.map((status) => send(to, path(status), { token })));
          return replies.find((reply) => reply.status !== 200) ?? replies[0]!;
        });
        return;
      case 'site page':
        await this.timed(
          name,
          () => send(to, '/', { host: world.site.host }),
          (reply) => reply.status === 200,
        );
        return;
      case 'publish': {
        const reply = await this.timed(name, () =>
          send(to, `/builder-api/site/${world.site.uuid}/publish`, { method: 'POST', token, json: { revision: 1 } }),
        );
        if (reply) this.tally.publishes += 1;
        return;
      }
      case 'move task':
        return this.moveTask(to);
      case 'checkout':
        return this.checkout(to);
    }
  }

  /** Moves an idle task one column on (done goes back to todo); a task has one move in flight at most. */
  private async moveTask(to: Target): Promise<void> {
    const taskId = this.idleTasks.shift();
    if (taskId === undefined) return;
    const { world } = this.options;
    const task = world.tasks.find((candidate) => candidate.id === taskId)!;
    const known = this.tally.taskStatus.get(taskId) ?? 'todo';
    const status = STATUSES[(STATUSES.indexOf(known as (typeof STATUSES)[number]) + 1) % STATUSES.length]!;
    const reply = await this.timed('move task', () =>
      send(to, '/api/tasks/update', {
        method: 'POST',
        token: world.token,
        json: { task_id: taskId, ...taskBody(world.projectId, task.title, status), position: 0 },
      }),
    );
    this.tally.taskStatus.set(taskId, reply ? status : null);
    if (reply && status === 'done') this.tally.movesToDone += 1;
    this.idleTasks.push(taskId);
  }

  /**
   * A shopper's purchase, as the storefront's forms and the sandbox page do it: add to cart, check out, pay
   * with the test card, come back to the store. Each shopper has an address of its own (X-Forwarded-For from
   * the trusted loopback proxy), as real shoppers do, so the per-client hold limit is not what is measured.
   */
  private async checkout(to: Target): Promise<void> {
    const { store } = this.options.world;
    this.shoppers += 1;
    const address = `10.${this.shoppers % 250}.${Math.floor(this.shoppers / 250) % 250}.7`;
    const headers = { origin: store.origin, 'x-forwarded-for': address };
    const variant = store.variants[this.shoppers % store.variants.length]!;
    const redirected = (reply: Reply) => reply.status === 303 && typeof reply.headers.location === 'string';
    const added = await this.timed(
      'store: add to cart',
      () => send(to, '/cart/add', { method: 'POST', host: store.host, headers, form: { variant, quantity: '1' } }),
      redirected,
    );
    if (!added) return;
    const cookie = String(added.headers['set-cookie']).split(';')[0]!;
    const withCart = { ...headers, cookie };
    const started = await this.timed(
      'store: checkout',
      () => send(to, '/checkout', { method: 'POST', host: store.host, headers: withCart, form: BUYER }),
      redirected,
    );
    if (!started) return;
    const sandbox = new URL(String(started.headers.location));
    const paid = await this.timed(
      'store: pay',
      () =>
        send(to, sandbox.pathname, {
          method: 'POST',
          headers: { 'x-forwarded-for': address },
          form: { card_number: '4242 4242 4242 4242', action: 'pay' },
        }),
      redirected,
    );
    if (!paid) return;
    const back = new URL(String(paid.headers.location));
    const returned = await this.timed(
      'store: return',
      () => send(to, `${back.pathname}${back.search}`, { host: store.host, headers: withCart }),
      (reply) => redirected(reply) && String(reply.headers.location).startsWith('/orders/'),
    );
    if (returned) this.tally.paidOrders.push(String(returned.headers.location).slice('/orders/'.length));
  }

  /** A commit pushed to Aerie Git, then Deploy now, followed to its end; at most one deploy at a time. */
  private async deploy(to: Target): Promise<void> {
    this.deploying = true;
    try {
      const { world, recorder } = this.options;
      const pushedAt = performance.now();
      try {
        writeFileSync(join(world.workTree, 'soak.txt'), `${new Date().toISOString()}\n`);
        await gitIn(world.workTree, world.gitHome, 'add', '.');
        await gitIn(world.workTree, world.gitHome, 'commit', '-m', 'Soak commit');
        await gitIn(world.workTree, world.gitHome, 'push', 'origin', 'main');
        recorder.record('deploy: git push', pushedAt, true);
      } catch (error) {
        recorder.record('deploy: git push', pushedAt, false, (error as Error).message);
        return;
      }
      const queued = await this.timed('deploy: queue run', () =>
        send(to, `/api/deployments/${world.deployment.slug}/runs`, { method: 'POST', token: world.token }),
      );
      if (!queued) return;
      const runId = (JSON.parse(queued.body) as { data: { id: number } }).data.id;
      const queuedAt = performance.now();
      for (let attempt = 0; attempt < 600; attempt += 1) {
        await sleep(1000);
        const reply = await send(to, `/api/deployment-runs/${runId}`, { token: world.token }).catch(() => null);
        const status =
          reply?.status === 200 ? (JSON.parse(reply.body) as { data: { status: string } }).data.status : '';
        if (status === 'queued' || status === 'running' || status === '') continue;
        recorder.record('deploy: run to the end', queuedAt, status === 'succeeded', `run ${runId} ${status}`);
        if (status === 'succeeded') this.tally.succeededRuns.push(runId);
        return;
      }
      recorder.record('deploy: run to the end', queuedAt, false, `run ${runId} did not finish in 10 minutes`);
    } finally {
      this.deploying = false;
    }
  }
}
