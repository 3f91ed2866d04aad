// Runs wrk against one URL and reads its report: the benchmarks' one load tool (`apt-get install wrk`).
import { spawn, type ChildProcess } from 'node:child_process';

export interface WrkResult {
  requestsPerSecond: number;
  p99Ms: number;
  /** Non-2xx/3xx answers plus socket errors (connect, read, write, timeout). */
  errors: number;
}

function milliseconds(value: string): number {
  const match = /([\d.]+)(us|ms|s|m)/.exec(value);
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

/**
 * `connections` connections on 2 threads for `seconds`, with the given request headers. `started` holds
 * the child while it runs, so a benchmark stopped midway can end it by its pid.
 */
export function runWrk(options: {
  url: string;
  seconds: number;
  connections: number;
  headers: string[];
  started: Set<ChildProcess>;
}): Promise<WrkResult> {
  const { url, seconds, connections, headers, started } = options;
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', [
      `-c${connections}`,
      '-t2',
      `-d${seconds}s`,
      '--timeout',
      '10s',
      '--latency',
      ...headers.flatMap((header) => ['-H', header]),
      url,
    ]);
    started.add(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', () => {
      started.delete(child);
      const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
      const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0);
      resolve({
        requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0),
        p99Ms: milliseconds(/\s99%\s+(\S+)/.exec(output)?.[1] ?? ''),
        errors: non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
      });
    });
  });
}
