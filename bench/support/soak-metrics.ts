/**
 * What the soak measures: each call's latency and outcome by minute of the run, each process's RSS and CPU
 * every 10 s from /proc, and (on PostgreSQL) the job queue's lag every 30 s from pg-boss's own table.
 */
import { readFileSync } from 'node:fs';

import pg from 'pg';

export interface CallStats {
  count: number;
  errors: number;
  latencies: number[];
}

/** calls[name][minute] */
export class CallRecorder {
  readonly calls = new Map<string, CallStats[]>();
  readonly errorSamples: string[] = [];
  constructor(private readonly startedAt: number) {}

  record(name: string, startedAt: number, ok: boolean, detail?: string): void {
    const minute = Math.floor((startedAt - this.startedAt) / 60_000);
    const byMinute = this.calls.get(name) ?? [];
    this.calls.set(name, byMinute);
    const stats = (byMinute[minute] ??= { count: 0, errors: 0, latencies: [] });
    stats.count += 1;
    stats.latencies.push(performance.now() - startedAt);
    if (!ok) {
      stats.errors += 1;
      if (this.errorSamples.length < 20) this.errorSamples.push(`${name}: ${detail ?? 'error'}`);
    }
  }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface ProcessSample {
  atSeconds: number;
  rssMb: number;
  /** CPU seconds (user + system) since the process started. */
  cpuSeconds: number;
}

const CLOCK_TICKS = 100; // _SC_CLK_TCK on Linux

export function readProcess(pid: number): { rssMb: number; cpuSeconds: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    // Fields after the command's closing parenthesis: utime and stime are the 14th and 15th of the line.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return { rssMb: rssKb / 1024, cpuSeconds: ticks / CLOCK_TICKS };
  } catch {
    return null;
  }
}

/** Samples each pid every `everyMs` into `samples[name]`; returns the stop function. */
export function sampleProcesses(
  processes: Array<{ name: string; pid: number }>,
  startedAt: number,
  samples: Map<string, ProcessSample[]>,
  everyMs = 10_000,
): () => void {
  const take = () => {
    for (const { name, pid } of processes) {
      const reading = readProcess(pid);
      if (!reading) continue;
      const list = samples.get(name) ?? [];
      samples.set(name, list);
      list.push({ atSeconds: Math.round((performance.now() - startedAt) / 1000), ...reading });
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return () => clearInterval(timer);
}

/**
 * The queue's lag: how long the oldest job that could run now (created or waiting to retry, its start_after
 * passed) has waited, in seconds; 0 when none waits.
 */
export async function queueLagSeconds(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ lag: string | null }>(
    `select extract(epoch from now() - min(start_after)) as lag
       from pgboss.job where state in ('created', 'retry') and start_after <= now()`,
  );
  return Math.max(0, Number(rows[0]?.lag ?? 0));
}

export function sampleQueueLag(
  databaseUrl: string,
  startedAt: number,
  samples: Array<{ atSeconds: number; lagSeconds: number }>,
  everyMs = 30_000,
): () => Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  const ready = client.connect();
  const take = async () => {
    await ready;
    samples.push({
      atSeconds: Math.round((performance.now() - startedAt) / 1000),
      lagSeconds: await queueLagSeconds(client),
    });
  };
  const timer = setInterval(() => take().catch((error: unknown) => console.error('queue lag:', error)), everyMs);
  void take().catch((error: unknown) => console.error('queue lag:', error));
  return async () => {
    clearInterval(timer);
    await ready.catch(() => {});
    await client.end().catch(() => {});
  };
}
