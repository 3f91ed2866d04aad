/**
 * Seeds the board benchmark's project (issue 33): one owner and a teammate, one project whose board holds
 * `tasks` cards spread evenly over the four columns, each with an assignee, a label and, one card in
 * three, two comments, and a session token for the owner. Bulk SQL through the server's own database
 * opener, so the migrations are the real ones.
 */
import { openDatabase } from '../../apps/server/src/db/client.js';
import { hashToken, newOpaqueToken } from '../../apps/server/src/lib/secret-hashing.js';

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
    await pool.query(
      `insert into tasks (project_id, title, description, priority, status, position, start_date, end_date, created_by_id, number)
       select $1, 'Task ' || n, 'Board benchmark task number ' || n || ', with a description long enough to wrap',
              (array['low', 'normal', 'important', 'critical'])[1 + n % 4],
              (array['todo', 'in_progress', 'review', 'done'])[1 + n % 4], n / 4,
              date '2026-01-01' + n % 30, date '2026-02-01' + n % 60, $2, n + 1
       from generate_series(0, $3::int - 1) as n`,
      [boardId, ownerId, options.tasks],
    );
    await pool.query(`update projects set last_task_number = $2 where id = $1`, [boardId, options.tasks]);
    await pool.query(
      `insert into task_assignees (task_id, user_id)
       select id, case when id % 2 = 0 then $2::int else $3::int end from tasks where project_id = $1`,
      [boardId, ownerId, benId],
    );
    await pool.query(
      `insert into task_comments (task_id, author_id, body)
       select id, $2, 'Comment ' || n || ' on this card' from tasks, generate_series(1, 2) as n
       where project_id = $1 and id % 3 = 0`,
      [boardId, ownerId],
    );
    await pool.query(
      `insert into labels (project_id, name, color)
       select $1, name, color from unnest(array['Bug', 'Design', 'Backend', 'Copy'], array['red', 'purple', 'blue', 'amber']) as l(name, color)`,
      [boardId],
    );
    await pool.query(
      `insert into task_labels (task_id, label_id)
       select tasks.id, labels.id from tasks join labels on labels.project_id = tasks.project_id
       where tasks.project_id = $1 and labels.id % 4 = tasks.id % 4`,
      [boardId],
    );
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
