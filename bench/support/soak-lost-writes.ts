/**
 * Lost writes: what the workload was told it wrote (soak-workload.ts's tally), counted in the database after
 * the load. A write the server acknowledged and the database lacks is lost; one the database holds that the
 * client never heard back about (a timeout after the commit) is reported, not counted as lost.
 */
import type { Tally } from './soak-workload.js';
import type { SoakWorld } from './soak-setup.js';

export type Query = (sql: string, params: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface WriteCheck {
  what: string;
  acknowledged: number;
  inDatabase: number;
  lost: number;
}

const count = async (query: Query, sql: string, params: unknown[]) => Number((await query(sql, params))[0]!.n);

/** The publishes' serial ids before the load, so the count after is the load's own (the history is pruned). */
export async function publishIdBefore(query: Query): Promise<number> {
  return count(query, 'select coalesce(max(id), 0) as n from website_publishes', []);
}

export async function checkWrites(query: Query, world: SoakWorld, tally: Tally, publishIdStart: number) {
  const checks: WriteCheck[] = [];
  const add = (what: string, acknowledged: number, inDatabase: number) =>
    checks.push({ what, acknowledged, inDatabase, lost: Math.max(0, acknowledged - inDatabase) });

  add(
    'orders paid',
    tally.paidOrders.length,
    await count(query, 'select count(*) as n from store_orders where uuid::text = any($1) and paid_at is not null', [
      tally.paidOrders,
    ]),
  );
  // Only the soak's site publishes; serial ids leave a gap only for a publish that rolled back (an error).
  add(
    'publishes',
    tally.publishes,
    (await count(query, 'select coalesce(max(id), 0) as n from website_publishes', [])) - publishIdStart,
  );
  add(
    'deploy runs succeeded',
    tally.succeededRuns.length,
    await count(query, `select count(*) as n from deployment_runs where id = any($1) and status = 'succeeded'`, [
      tally.succeededRuns,
    ]),
  );
  const known = [...tally.taskStatus].filter(([, status]) => status !== null);
  const rows = await query('select id, status from tasks where id = any($1)', [known.map(([id]) => id)]);
  const inDatabase = new Map(rows.map((row) => [Number(row.id), String(row.status)]));
  add(
    'task moves (each task in its last acknowledged column)',
    known.length,
    known.filter(([id, status]) => inDatabase.get(id) === status).length,
  );
  return { checks, movesToDone: tally.movesToDone, unknownTasks: tally.taskStatus.size - known.length };
}
