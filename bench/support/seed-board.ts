/**
 * Seeds the board benchmark's project (issue 33): one owner and a teammate, one project whose board holds
 * `tasks` cards spread evenly over the four columns, each with an assignee, a label and, one card in
 * three, two comments, and a session token for the owner. Bulk SQL through the server's own database
 * opener, so the migrations are the real ones.
 */
import { openDatabase } from '../../apps/server/src/db/client.js';
import { hashToken, newOpaqueToken } from '../../apps/server/src/lib/secret-hashing.js';
import { seedTasks } from './seed-tasks.js';

export interface BenchBoard {
  token: string;
  boardUid: string;
}

export async function seedBoard(options: {
  databaseUrl?: string;
  dataDir: string | null;
  tasks: number;
}): Promise<BenchBoard> {
  const database = await openDatabase(options);
  const { pool } = database;
  const token = newOpaqueToken();
  try {
    const users = await pool.query<{ id: number }>(
      `insert into users (first, last, email, phone, account_type, password_hash, is_verify)
       values ('Ada', 'Owner', 'owner@board.test', '+44 20 7946 0000', 'individual', 'not-a-hash', 1),
              ('Ben', 'Mate', 'ben@board.test', '+44 20 7946 0001', 'individual', 'not-a-hash', 1)
       returning id`,
    );
    const [ownerId, benId] = users.rows.map((row) => row.id);
    const workspace = await pool.query<{ id: number }>(
      `insert into workspaces (slug, name, email, phone, type, owner_id, plan)
       values ('board-studio', 'Board Studio', 'owner@board.test', '+44 20 7946 0000', 'agency', $1, 'moon')
       returning id`,
      [ownerId],
    );
    const workspaceId = workspace.rows[0]!.id;
    await pool.query(
      `insert into workspace_members (workspace_id, user_id, role) values ($1, $2, 'owner'), ($1, $3, 'developer')`,
      [workspaceId, ownerId, benId],
    );
    const project = await pool.query<{ id: number; uid: string }>(
      `insert into projects (uid, workspace_id, owner_id, category_id, name, description, status, badges)
       values ('board0000001', $1, $2, 1, 'Big board', 'A board of thousands of tasks', 'active', array['bench'])
       returning id, uid`,
      [workspaceId, ownerId],
    );
    const { id: boardId, uid: boardUid } = project.rows[0]!;
    await pool.query(
      `insert into project_members (project_id, user_id, is_owner) values ($1, $2, true), ($1, $3, false)`,
      [boardId, ownerId, benId],
    );
    await seedTasks(pool, {
      projectId: boardId,
      ownerId: ownerId!,
      mateId: benId!,
      count: options.tasks,
      description: 'Board benchmark task number #, with a description long enough to wrap',
      comments: 2,
      commentEvery: 3,
    });
    await pool.query(
      `insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '30 days')`,
      [ownerId, hashToken(token)],
    );
    await pool.query('analyze');
    return { token, boardUid };
  } finally {
    await database.close();
  }
}
