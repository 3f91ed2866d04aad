/**
 * The soak's results: a markdown table for stdout and the same figures as JSON, with each goal of issue 33 §3
 * judged pass or fail.
 */
import { percentile, type CallRecorder, type ProcessSample } from './soak-metrics.js';
import type { WriteCheck } from './soak-lost-writes.js';

export interface Goal {
  goal: string;
  measured: string;
  pass: boolean;
}

export interface SoakResults {
  mode: 'postgres' | 'pglite';
  minutes: number;
  ratePerSecond: number;
  checkpoints: number[];
  calls: Array<{ call: string; count: number; errors: number; p99ByCheckpoint: Array<number | null> }>;
  processes: Array<{
    name: string;
    rssMbByCheckpoint: Array<number | null>;
    referenceRssMb: number;
    peakAfterReferenceMb: number;
    lastRssMb: number;
    changeVsReferencePercent: number;
    cpuCoresAverage: number;
  }>;
  queueLagMaxSeconds: number | null;
  writes: WriteCheck[];
  idle?: { seconds: number; cpuPercentOfCore: number; warmRssMb: number; rssAfterIdleMb: number };
  errorSamples: string[];
  goals: Goal[];
}

/** Minute 10, 20, … for an hour-long run; every minute for a short one. */
export function checkpointsFor(minutes: number): number[] {
  const step = minutes >= 20 ? 10 : 1;
  return Array.from({ length: Math.floor(minutes / step) }, (_, index) => (index + 1) * step);
}

/** The minute RSS and p99 are compared against: the 10th, or the end of the first third of a short run. */
export const referenceMinute = (minutes: number) => (minutes >= 20 ? 10 : Math.max(1, Math.round(minutes / 3)));

const rssAt = (samples: ProcessSample[], seconds: number) =>
  samples.reduce<ProcessSample | null>(
    (best, sample) =>
      !best || Math.abs(sample.atSeconds - seconds) < Math.abs(best.atSeconds - seconds) ? sample : best,
    null,
  )?.rssMb ?? null;

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

export function summarize(input: {
  mode: 'postgres' | 'pglite';
  minutes: number;
  ratePerSecond: number;
  recorder: CallRecorder;
  processSamples: Map<string, ProcessSample[]>;
  /** Seconds of load (process samples after it belong to the idle phase). */
  loadSeconds: number;
  queueLag: Array<{ lagSeconds: number }> | null;
  writes: WriteCheck[];
  idle?: SoakResults['idle'];
}): SoakResults {
  const { minutes, recorder } = input;
  const checkpoints = checkpointsFor(minutes);
  const reference = referenceMinute(minutes);
  const calls = [...recorder.calls].map(([call, byMinute]) => {
    const present = byMinute.filter(Boolean);
    return {
      call,
      count: present.reduce((sum, stats) => sum + stats.count, 0),
      errors: present.reduce((sum, stats) => sum + stats.errors, 0),
      p99ByCheckpoint: checkpoints.map((minute) => {
        const stats = byMinute[minute - 1];
        return stats ? round(percentile(stats.latencies, 99)) : null;
      }),
    };
  });
  const processes = [...input.processSamples].map(([name, samples]) => {
    const loadSamples = samples.filter((sample) => sample.atSeconds <= input.loadSeconds);
    const referenceRssMb = rssAt(loadSamples, reference * 60) ?? 0;
    const after = loadSamples.filter((sample) => sample.atSeconds >= reference * 60);
    const last = loadSamples.at(-1)!;
    const first = loadSamples[0]!;
    return {
      name,
      rssMbByCheckpoint: checkpoints.map((minute) => {
        const value = rssAt(loadSamples, minute * 60);
        return value === null ? null : round(value, 0);
      }),
      referenceRssMb: round(referenceRssMb, 0),
      peakAfterReferenceMb: round(Math.max(...after.map((sample) => sample.rssMb), referenceRssMb), 0),
      lastRssMb: round(last.rssMb, 0),
      changeVsReferencePercent: round(((last.rssMb - referenceRssMb) / referenceRssMb) * 100),
      cpuCoresAverage: round((last.cpuSeconds - first.cpuSeconds) / Math.max(1, last.atSeconds - first.atSeconds), 2),
    };
  });
  const queueLagMaxSeconds = input.queueLag ? round(Math.max(0, ...input.queueLag.map((s) => s.lagSeconds))) : null;

  const goals: Goal[] = [];
  const errors = calls.reduce((sum, call) => sum + call.errors, 0);
  goals.push({ goal: '0 errors', measured: `${errors}`, pass: errors === 0 });
  const lost = input.writes.reduce((sum, check) => sum + check.lost, 0);
  goals.push({ goal: '0 lost writes', measured: `${lost}`, pass: lost === 0 });
  // Steady: the last checkpoint's p99 within 1.5× of the reference minute's, for calls frequent enough
  // (10+ a minute at both ends) that a p99 means something.
  const referenceIndex = checkpoints.indexOf(reference);
  const drifting: string[] = [];
  for (const call of calls) {
    const byMinute = recorder.calls.get(call.call)!;
    const [start, end] = [byMinute[reference - 1], byMinute[checkpoints.at(-1)! - 1]];
    if (!start || !end || start.count < 10 || end.count < 10) continue;
    const [p99Start, p99End] = [call.p99ByCheckpoint[referenceIndex]!, call.p99ByCheckpoint.at(-1)!];
    if (p99End > 1.5 * p99Start) drifting.push(`${call.call} ${p99Start}→${p99End} ms`);
  }
  goals.push({
    goal: `p99 steady (last minute ≤ 1.5× minute ${reference}'s)`,
    measured: drifting.length ? drifting.join('; ') : 'all steady',
    pass: drifting.length === 0,
  });
  for (const process of processes) {
    const growth = (process.peakAfterReferenceMb - process.referenceRssMb) / process.referenceRssMb;
    goals.push({
      goal: `${process.name}: RSS within 10 % of minute ${reference}'s`,
      measured: `${process.referenceRssMb} → peak ${process.peakAfterReferenceMb}, last ${process.lastRssMb} MB (${process.changeVsReferencePercent} %)`,
      pass: growth <= 0.1 && Math.abs(process.changeVsReferencePercent) <= 10,
    });
  }
  if (queueLagMaxSeconds !== null) {
    goals.push({ goal: 'queue lag < 5 s', measured: `max ${queueLagMaxSeconds} s`, pass: queueLagMaxSeconds < 5 });
  }
  if (input.idle) {
    const { cpuPercentOfCore, warmRssMb, rssAfterIdleMb } = input.idle;
    goals.push({ goal: 'idle CPU < 1 % of a core', measured: `${cpuPercentOfCore} %`, pass: cpuPercentOfCore < 1 });
    goals.push({
      goal: 'RSS back within 10 % of warm',
      measured: `warm ${warmRssMb} MB, after idle ${rssAfterIdleMb} MB`,
      pass: rssAfterIdleMb <= warmRssMb * 1.1,
    });
  }
  return {
    mode: input.mode,
    minutes,
    ratePerSecond: input.ratePerSecond,
    checkpoints,
    calls,
    processes,
    queueLagMaxSeconds,
    writes: input.writes,
    idle: input.idle,
    errorSamples: recorder.errorSamples,
    goals,
  };
}

const cell = (value: number | null) => (value === null ? '–' : String(value));

export function markdown(results: SoakResults): string {
  const minuteHeads = results.checkpoints.map((minute) => `min ${minute}`).join(' | ');
  const rule = (columns: number) => `|${'---|'.repeat(columns)}`;
  const lines = [
    `Soak on ${results.mode}: ${results.minutes} min at ${results.ratePerSecond} requests/s`,
    '',
    `| call | count | errors | p99 ms: ${minuteHeads} |`,
    rule(3 + results.checkpoints.length),
    ...results.calls.map(
      (call) => `| ${call.call} | ${call.count} | ${call.errors} | ${call.p99ByCheckpoint.map(cell).join(' | ')} |`,
    ),
    '',
    `| process | RSS MB: ${minuteHeads} | reference | change | CPU (cores, avg) |`,
    rule(4 + results.checkpoints.length),
    ...results.processes.map(
      (process) =>
        `| ${process.name} | ${process.rssMbByCheckpoint.map(cell).join(' | ')} | ${process.referenceRssMb} | ` +
        `${process.changeVsReferencePercent} % | ${process.cpuCoresAverage} |`,
    ),
    '',
    '| write | acknowledged | in the database | lost |',
    rule(4),
    ...results.writes.map((check) => `| ${check.what} | ${check.acknowledged} | ${check.inDatabase} | ${check.lost} |`),
    '',
    '| goal | measured | |',
    rule(3),
    ...results.goals.map((goal) => `| ${goal.goal} | ${goal.measured} | ${goal.pass ? 'pass' : 'FAIL'} |`),
  ];
  if (results.errorSamples.length) lines.push('', 'First errors:', ...results.errorSamples.map((line) => `- ${line}`));
  return lines.join('\n');
}
