import type { DatabaseHandle } from '../../apps/server/src/db/client.js';

/**
 * The cards of a benchmark's board, in bulk SQL: `count` tasks spread evenly over the four columns and the four
 * priorities (numbered, the project's counter set), each assigned to one of two people, `comments` comments on
 * every `commentEvery`-th card, and one of four labels each.
 */
export async function seedTasks(
  pool: DatabaseHandle['pool'],
  board: {
    projectId: number;
    ownerId: number;
    mateId: number;
    count: number;
    description: string;
    comments: number;
    commentEvery: number;
  },
): Promise<void> {
  const { projectId, ownerId, mateId, count } = board;
  await pool.query(
    `insert into tasks (project_id, title, description, priority, status, position, start_date, end_date, created_by_id, number)
     select $1, 'Task ' || n, replace($4, '#', n::text),
            (array['low', 'normal', 'important', 'critical'])[1 + n % 4],
            (array['todo', 'in_progress', 'review', 'done'])[1 + n % 4], n / 4,
            date '2026-01-01' + n % 30, date '2026-02-01' + n % 30, $2, n + 1
     from generate_series(0, $3::int - 1) as n`,
    [projectId, ownerId, count, board.description],
  );
  await pool.query(`update projects set last_task_number = $2 where id = $1`, [projectId, count]);
  await pool.query(
    `insert into task_assignees (task_id, user_id)
     select id, case when id % 2 = 0 then $2::int else $3::int end from tasks where project_id = $1`,
    [projectId, ownerId, mateId],
  );
  await pool.query(
    `insert into task_comments (task_id, author_id, body)
     select id, $2, 'Comment ' || n || ' on this card' from tasks, generate_series(1, $3::int) as n
     where project_id = $1 and id % $4::int = 0`,
    [projectId, ownerId, board.comments, board.commentEvery],
  );
  await pool.query(
    `insert into labels (project_id, name, color)
     select $1, name, color from unnest(array['Bug', 'Design', 'Backend', 'Copy'], array['red', 'purple', 'blue', 'amber']) as l(name, color)`,
    [projectId],
  );
  await pool.query(
    `insert into task_labels (task_id, label_id)
     select tasks.id, labels.id from tasks join labels on labels.project_id = tasks.project_id
     where tasks.project_id = $1 and labels.id % 4 = tasks.id % 4`,
    [projectId],
  );
}
