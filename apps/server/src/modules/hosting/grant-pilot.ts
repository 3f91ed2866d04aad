import type { Transaction as DbTransaction } from '../../db/client.js';
import type { TransactionRow } from '../../db/schema/index.js';

/**
 * PLACEHOLDER (helper A): a paid pilot. A first payment creates the pilot (pilot_id set, ip null, a month
 * paid); a renewal (`row.serverId` set) adds a month to it. Returns false (no workspace plan changed).
 */
export async function grantPilot(tx: DbTransaction, row: TransactionRow, now: Date): Promise<boolean> {
  void tx;
  void row;
  void now;
  throw new Error('not implemented');
}
