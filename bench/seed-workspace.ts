/**
 * Seeds the API benchmark's workspace: one owner and two teammates, 1,000 projects (each with its owner
 * and one collaborator) and 1,000 tasks on the first project's board (each with one assignee, three
 * comments and a label), and a session token for the owner. Written in bulk SQL through the server's own database opener, so the
 * migrations are the real ones, on PostgreSQL (`databaseUrl`) or in a PGlite folder (`dataDir`).
 */
import { openDatabase } from '../apps/server/src/db/client.js';
import { hashToken, newOpaqueToken } from '../apps/server/src/lib/secret-hashing.js';
import { seedTasks } from './support/seed-tasks.js';

export interface BenchWorkspace {
  token: string;
  slug: string;
  /** The project whose board holds the 1,000 tasks. */
  boardUid: string;
}

const PROJECTS = 1000;
const TASKS = 1000;

export async function seedWorkspace(options: {
  databaseUrl?: string;
  dataDir: string | null;
}): Promise<BenchWorkspace> {
  // A fresh database, so no transaction: a failed seed is simply thrown away with it.
  const database = await openDatabase(options);
  const { pool } = database;
  const token = newOpaqueToken();
  try {
    const owner = await pool.query<{ id: number }>(
      `insert into users (first, last, email, phone, account_type, password_hash, is_verify)
       values ('Ada', 'Owner', 'owner@bench.test', '+44 20 7946 0000', 'individual', 'not-a-hash', 1),
              ('Ben', 'Mate', 'ben@bench.test', '+44 20 7946 0001', 'individual', 'not-a-hash', 1),
              ('Cy', 'Mate', 'cy@bench.test', '+44 20 7946 0002', 'individual', 'not-a-hash', 1)
       returning id`,
    );
    const [ownerId, benId, cyId] = owner.rows.map((row) => row.id);
    const workspace = await pool.query<{ id: number }>(
      `insert into workspaces (slug, name, email, phone, type, owner_id, plan)
       values ('bench-studio', 'Bench Studio', 'owner@bench.test', '+44 20 7946 0000', 'agency', $1, 'moon')
       returning id`,
      [ownerId],
    );
    const workspaceId = workspace.rows[0]!.id;
    await pool.query(
      `insert into workspace_members (workspace_id, user_id, role)
       values ($1, $2, 'owner'), ($1, $3, 'developer'), ($1, $4, 'developer')`,
      [workspaceId, ownerId, benId, cyId],
    );
    // Distinct creation times, one minute apart, so "newest first" is a total order.
    await pool.query(
      `insert into projects (uid, workspace_id, owner_id, category_id, name, description, status, badges, created_at, updated_at)
       select 'bench' || lpad(n::text, 6, '0'), $1, $2, 1 + n % 5, 'Project ' || n,
              'Benchmark project number ' || n, case when n % 4 = 0 then 'inactive' else 'active' end,
              array['bench'], now() - make_interval(mins => n), now() - make_interval(mins => n)
       from generate_series(1, $3::int) as n`,
      [workspaceId, ownerId, PROJECTS],
    );
    await pool.query(
      `insert into project_members (project_id, user_id, is_owner)
       select id, $2::int, true from projects where workspace_id = $1
       union all select id, case when id % 2 = 0 then $3::int else $4::int end, false from projects where workspace_id = $1`,
      [workspaceId, ownerId, benId, cyId],
    );
    const board = await pool.query<{ id: number; uid: string }>(
      `select id, uid from projects where uid = 'bench000001'`,
    );
    const { id: boardId, uid: boardUid } = board.rows[0]!;
    // The board's talk (issue 27): three comments on every card and one of four labels, so list tasks reads
    // counts and chips, never comment bodies.
    await seedTasks(pool, {
      projectId: boardId,
      ownerId: ownerId!,
      mateId: benId!,
      count: TASKS,
      description: 'Benchmark task number #',
      comments: 3,
      commentEvery: 1,
    });
    await pool.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '30 days')`,
      [ownerId, hashToken(token)],
    );
    await pool.query('analyze');
    return { token, slug: 'bench-studio', boardUid };
  } finally {
    await database.close();
  }
}
