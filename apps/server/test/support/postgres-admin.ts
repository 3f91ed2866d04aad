import pg from 'pg';

/** Runs one statement on the server of `serverUrl` (create and drop database cannot run in a pool's transaction). */
export async function adminQuery(serverUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Drops a test database once its connections have closed. Forcing it at once would terminate clients that
 * are still shutting down, and such a client reports the termination as an uncaught error.
 */
export async function dropDatabase(serverUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    try {
      await adminQuery(serverUrl, `drop database if exists ${name}`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users — wait for them to finish closing.
      if ((error as { code?: string }).code !== '55006') throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
}
