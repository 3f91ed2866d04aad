import type { RunLogLine } from '@aerie/contract';
import { and, asc, desc, eq, gt } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { deploymentRunLogs, type DeploymentRunLogRow } from '../../db/schema/index.js';

/** A stored log line as it is sent (its values of variables were masked before it was stored). */
export function logLineView(row: Pick<DeploymentRunLogRow, 'seq' | 'createdAt' | 'stream' | 'line'>): RunLogLine {
  return { seq: row.seq, ts: row.createdAt.toISOString(), stream: row.stream, line: row.line };
}

const columns = {
  seq: deploymentRunLogs.seq,
  createdAt: deploymentRunLogs.createdAt,
  stream: deploymentRunLogs.stream,
  line: deploymentRunLogs.line,
};

/** Up to `limit` lines after `afterSeq`, in order: what a stream has not sent yet. */
export async function linesAfter(db: Queryable, runId: number, afterSeq: number, limit: number): Promise<RunLogLine[]> {
  const rows = await db
    .select(columns)
    .from(deploymentRunLogs)
    .where(and(eq(deploymentRunLogs.runId, runId), gt(deploymentRunLogs.seq, afterSeq)))
    .orderBy(asc(deploymentRunLogs.seq))
    .limit(limit);
  return rows.map(logLineView);
}

/** The last `limit` lines of a run, in order. */
export async function lastLines(db: Queryable, runId: number, limit: number): Promise<RunLogLine[]> {
  const rows = await db
    .select(columns)
    .from(deploymentRunLogs)
    .where(eq(deploymentRunLogs.runId, runId))
    .orderBy(desc(deploymentRunLogs.seq))
    .limit(limit);
  return rows.reverse().map(logLineView);
}
