import type { Config } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { rotateSecrets } from './rotate-secrets.js';
import type { SealedColumn } from './sealed-columns.js';

/**
 * `main.js --rotate-secrets`: re-seals every stored secret under SECRET_KEY, then exits. Prints one line
 * per column and answers exit code 1 when values that open under neither key remain, so a script does
 * not go on to drop SECRET_KEY_PREVIOUS while something still needs it.
 */
export async function runSecretRotation(config: Config, columns: readonly SealedColumn[]): Promise<number> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const report = await rotateSecrets(database.db, config, columns);
    for (const column of report) {
      const unreadable = column.unreadable.length
        ? `, ${column.unreadable.length} unreadable (ids ${column.unreadable.map((row) => row.id).join(', ')})`
        : '';
      console.log(`${column.column}: ${column.resealed} re-sealed${unreadable}`);
    }
    if (report.every((column) => !column.unreadable.length)) return 0;
    console.error(
      'Some values open under neither SECRET_KEY nor SECRET_KEY_PREVIOUS and were left as they are; ' +
        'their owners must enter them again (the app answers 409 secret_unreadable for them).',
    );
    return 1;
  } finally {
    await database.close();
  }
}
