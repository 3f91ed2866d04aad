import pg from 'pg';

/** Where the benchmarks make their databases: BENCH_POSTGRES_URL, or the local server. */
export const POSTGRES_SERVER = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** An empty database `name` on that server (dropped first if a run left it), and its address. */
export async function recreateDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: POSTGRES_SERVER });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_SERVER);
  url.pathname = `/${name}`;
  return url.toString();
}
