// The API benchmark's baseline: node:http and plain `pg`, no framework, running the same SQL as Aerie
// for list projects, get project and list tasks, and answering the same JSON (the runner checks it
// byte for byte after parsing). Only what those three calls need: bearer session, 404s, the replies.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';

import pg from 'pg';

// Calendar days stay 'YYYY-MM-DD' strings, as Aerie's database layer keeps them.
pg.types.setTypeParser(1082, (value) => value);

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
pool.on('error', () => {});
const PAGE_SIZE = 11;

const SESSION_SQL = `select "sessions"."id", "users"."id", "users"."first", "users"."last", "users"."email", "users"."phone", "users"."account_type", "users"."password_hash", "users"."is_verify", "users"."is_active", "users"."avatar", "users"."country", "users"."state", "users"."city", "users"."created_at", "users"."updated_at" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "users"."is_active" = $3) limit $4`;
const WORKSPACE_SQL = `select "workspaces"."id", "workspaces"."slug", "workspaces"."name", "workspaces"."email", "workspaces"."phone", "workspaces"."type", "workspaces"."owner_id", "workspaces"."plan", "workspaces"."created_at", "workspaces"."updated_at", "workspace_members"."role" from "workspaces" inner join "workspace_members" on ("workspace_members"."workspace_id" = "workspaces"."id" and "workspace_members"."user_id" = $1) where "workspaces"."slug" = $2 limit $3`;
const COUNT_SQL = `select count(*)::int as total, (count(*) filter (where "status" = 'active'))::int as active from "projects" where "projects"."workspace_id" = $1`;
const PROJECT_COLUMNS = `"projects"."id", "projects"."uid", "projects"."workspace_id", "projects"."owner_id", "projects"."category_id", "projects"."name", "projects"."description", "projects"."status", "projects"."badges", "projects"."created_at", "projects"."updated_at", "categories"."id" as category_id2, "categories"."name" as category_name, "workspaces"."id" as workspace_id2, "workspaces"."slug" as workspace_slug, "workspaces"."name" as workspace_name, (select count(*)::int from "project_members" where "project_members"."project_id" = "projects"."id") as members_count`;
const PROJECT_FROM = `from "projects" inner join "categories" on "categories"."id" = "projects"."category_id" inner join "workspaces" on "workspaces"."id" = "projects"."workspace_id"`;
const PAGE_SQL = `select ${PROJECT_COLUMNS}, (select count(*)::int from "projects" where "projects"."workspace_id" = $1) as total, (select count(*)::int from "projects" where "projects"."workspace_id" = $2 and "projects"."status" = 'active') as active ${PROJECT_FROM} where "projects"."workspace_id" = $3 order by "projects"."created_at" desc, "projects"."id" desc limit $4 offset $5`;
const VISIBLE_SQL = `select "projects"."id", "projects"."uid", "projects"."workspace_id", "projects"."owner_id", "projects"."category_id", "projects"."name", "projects"."description", "projects"."status", "projects"."badges", "projects"."created_at", "projects"."updated_at", "workspaces"."id" as w_id, "workspaces"."slug", "workspaces"."name" as w_name, "workspaces"."email", "workspaces"."phone", "workspaces"."type", "workspaces"."owner_id" as w_owner_id, "workspaces"."plan", "workspaces"."created_at" as w_created_at, "workspaces"."updated_at" as w_updated_at, "categories"."id" as category_id2, "categories"."name" as category_name, "workspace_members"."role", "project_members"."id" as collaborator_id from "projects" inner join "workspaces" on "workspaces"."id" = "projects"."workspace_id" inner join "categories" on "categories"."id" = "projects"."category_id" left join "workspace_members" on ("workspace_members"."workspace_id" = "projects"."workspace_id" and "workspace_members"."user_id" = $1) left join "project_members" on ("project_members"."project_id" = "projects"."id" and "project_members"."user_id" = $2) where "projects"."uid" = $3 limit $4`;
/** Aerie's projectReadOnlyReason (issue 25): the plan and how many of the workspace's projects are older. */
const READ_ONLY_SQL = `select "workspaces"."plan", (select count(*) from "projects" as older where older.workspace_id = "projects"."workspace_id" and (older.created_at, older.id) < ("projects"."created_at", "projects"."id")) as place from "projects" inner join "workspaces" on "workspaces"."id" = "projects"."workspace_id" where "projects"."id" = $1`;
/** The plans' project allowances (packages/contract/src/billing/plan-table.ts); the bench workspace is on moon. */
const PROJECT_ALLOWANCE = { air: 1, earth: 3, moon: null };
const MEMBERS_SQL = `select "project_members"."id", "project_members"."is_owner", "project_members"."created_at", "users"."id" as user_id, "users"."first", "users"."last", "users"."email", "users"."avatar" from "project_members" inner join "users" on "users"."id" = "project_members"."user_id" where "project_members"."project_id" = $1 order by "project_members"."is_owner" desc, "project_members"."created_at" asc, "project_members"."id" asc`;
const TASKS_SQL = `select "tasks"."id", "tasks"."project_id", "tasks"."title", "tasks"."description", "tasks"."priority", "tasks"."status", "tasks"."position", "tasks"."start_date", "tasks"."end_date", "tasks"."number", to_char("tasks"."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "created_at", to_char("tasks"."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updated_at", "projects"."task_key_prefix" from "tasks" inner join "projects" on "projects"."id" = "tasks"."project_id" where "tasks"."project_id" = $1 order by array_position(array['todo', 'in_progress', 'review', 'done']::text[], "tasks"."status"::text), "tasks"."position" asc, "tasks"."id" asc limit $2`;
const COMMENT_COUNTS_SQL = `select "task_id", count(*)::int from "task_comments" where ("task_comments"."task_id" = any($1::int[]) and "task_comments"."deleted_at" is null) group by "task_comments"."task_id"`;
const LABELS_SQL = `select "task_labels"."task_id", "labels"."id", "labels"."name", "labels"."color" from "task_labels" inner join "labels" on "labels"."id" = "task_labels"."label_id" where "task_labels"."task_id" = any($1::int[]) order by lower("labels"."name") asc, "labels"."id" asc`;
const ASSIGNEES_SQL = `select "task_assignees"."task_id", "users"."id", "users"."first", "users"."last", "users"."email", "users"."avatar" from "task_assignees" inner join "users" on "users"."id" = "task_assignees"."user_id" where "task_assignees"."task_id" = any($1::int[]) order by "task_assignees"."created_at" asc, "task_assignees"."user_id" asc`;
/** Aerie's project-content-counts.ts: one statement, the three grouped counts of a page's projects. */
const CONTENT_COUNTS_SQL = `((select 'websites', "project_id", count(*)::int from "websites" where "websites"."project_id" = any($1::int[]) group by "websites"."project_id") union all (select 'stores', "project_id", count(*)::int from "stores" where "stores"."project_id" = any($2::int[]) group by "stores"."project_id")) union all (select 'pilots', "project_id", count(*)::int from "servers" where ("servers"."project_id" = any($3::int[]) and "servers"."pilot_id" is not null) group by "servers"."project_id")`;

async function contentCounts(projectIds) {
  const counts = new Map(projectIds.map((id) => [id, { stores: 0, websites: 0, pilots: 0 }]));
  if (!projectIds.length) return counts;
  const values = [projectIds, projectIds, projectIds];
  const { rows } = await pool.query({ text: CONTENT_COUNTS_SQL, values, rowMode: 'array' });
  for (const [kind, projectId, total] of rows) counts.get(projectId)[kind] = total;
  return counts;
}

const COLUMN_ORDER = { todo: 0, in_progress: 1, review: 2, done: 3 };

const NOT_FOUND = (what) => ({
  status: 404,
  body: { success: false, message: `${what} was not found.`, error: 'not_found' },
});

async function sessionUser(request) {
  const match = /^Bearer ([A-Za-z0-9_-]{1,128})$/.exec(request.headers.authorization ?? '');
  if (!match) return null;
  const hash = createHash('sha256').update(match[1]).digest('hex');
  const { rows } = await pool.query({ text: SESSION_SQL, values: [hash, new Date(), 1, 1], rowMode: 'array' });
  return rows[0] ? { sessionId: rows[0][0], userId: rows[0][1] } : null;
}

function toProject(row, counts) {
  return {
    id: row.id,
    u_id: row.uid,
    name: row.name,
    description: row.description,
    status: row.status,
    badges: row.badges,
    category_id: row.category_id,
    category: { id: row.category_id2, name: row.category_name },
    business_id: row.owner_id,
    workspace: { id: row.workspace_id2, slug: row.workspace_slug, name: row.workspace_name },
    members_count: row.members_count,
    counts,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

async function visibleProject(userId, uid) {
  const { rows } = await pool.query(VISIBLE_SQL, [userId, userId, uid, 1]);
  const row = rows[0];
  return row && (row.role !== null || row.collaborator_id !== null) ? row : null;
}

async function listProjects(userId, slug) {
  const access = await pool.query(WORKSPACE_SQL, [userId, slug, 1]);
  if (!access.rows[0]) return NOT_FOUND('The workspace');
  const workspaceId = access.rows[0].id;
  const page = await pool.query(PAGE_SQL, [workspaceId, workspaceId, workspaceId, PAGE_SIZE, 0]);
  // Like Aerie: the totals ride on the page's rows; only an empty page counts on its own.
  const summary = page.rows[0] ?? (await pool.query(COUNT_SQL, [workspaceId])).rows[0];
  const counts = await contentCounts(page.rows.map((row) => row.id));
  return {
    status: 200,
    body: {
      success: true,
      projects: {
        data: page.rows.map((row) => toProject(row, counts.get(row.id))),
        current_page: 1,
        per_page: PAGE_SIZE,
        total: summary.total,
        last_page: Math.max(1, Math.ceil(summary.total / PAGE_SIZE)),
      },
      summary: { active: summary.active, total: summary.total },
    },
  };
}

async function getProject(userId, uid) {
  const visible = await visibleProject(userId, uid);
  if (!visible) return NOT_FOUND('The project');
  const members = (await pool.query(MEMBERS_SQL, [visible.id])).rows.map((row) => ({
    id: row.id,
    owner: row.is_owner ? 1 : 0,
    created_at: row.created_at.toISOString(),
    profile: { id: row.user_id, first: row.first, last: row.last, email: row.email, avatar: row.avatar },
  }));
  const counts = await contentCounts([visible.id]);
  const project = {
    ...visible,
    workspace_id2: visible.w_id,
    workspace_slug: visible.slug,
    workspace_name: visible.w_name,
    members_count: members.length,
  };
  const standing = (await pool.query(READ_ONLY_SQL, [visible.id])).rows[0];
  const allowance = PROJECT_ALLOWANCE[standing.plan];
  const readOnly =
    allowance !== null && Number(standing.place) >= allowance
      ? `This project is read-only: your plan allows ${allowance} projects.`
      : null;
  const data = { ...toProject(project, counts.get(visible.id)), members, read_only: readOnly };
  return { status: 200, body: { success: true, data } };
}

async function listTasks(userId, uid) {
  const visible = await visibleProject(userId, uid);
  if (!visible) return NOT_FOUND('The project');
  const tasks = (await pool.query(TASKS_SQL, [visible.id, 1000])).rows;
  const assignees = new Map();
  const commentCounts = new Map();
  const labels = new Map();
  if (tasks.length) {
    const ids = [tasks.map((task) => task.id)];
    const { rows } = await pool.query({ text: ASSIGNEES_SQL, values: ids, rowMode: 'array' });
    for (const [taskId, id, first, last, email, avatar] of rows) {
      const list = assignees.get(taskId) ?? [];
      list.push({ id, first, last, email, avatar });
      assignees.set(taskId, list);
    }
    const counts = await pool.query({ text: COMMENT_COUNTS_SQL, values: ids, rowMode: 'array' });
    for (const [taskId, comments] of counts.rows) commentCounts.set(taskId, comments);
    const chips = await pool.query({ text: LABELS_SQL, values: ids, rowMode: 'array' });
    for (const [taskId, id, name, color] of chips.rows) {
      const list = labels.get(taskId) ?? [];
      list.push({ id, name, color });
      labels.set(taskId, list);
    }
  }
  const data = tasks
    .map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      priority: row.priority,
      status: row.status,
      position: row.position,
      start_date: row.start_date,
      end_date: row.end_date,
      project_id: row.project_id,
      assignees: assignees.get(row.id) ?? [],
      created_at: row.created_at,
      updated_at: row.updated_at,
      comment_count: commentCounts.get(row.id) ?? 0,
      key: `${row.task_key_prefix}-${row.number}`,
      labels: labels.get(row.id) ?? [],
    }))
    .sort((a, b) => COLUMN_ORDER[a.status] - COLUMN_ORDER[b.status]);
  return { status: 200, body: { success: true, data } };
}

const ROUTES = [
  [/^\/api\/projects\/all\/([a-z0-9-]{1,80})$/, listProjects],
  [/^\/api\/projects\/([a-z0-9]{6,32})$/, getProject],
  [/^\/api\/tasks\/([a-z0-9]{6,32})$/, listTasks],
];

async function answer(request) {
  const path = request.url.split('?')[0];
  if (path === '/healthz') {
    await pool.query('select 1');
    return { status: 200, body: { status: 'ok' } };
  }
  for (const [pattern, handle] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    const session = await sessionUser(request);
    if (!session)
      return { status: 401, body: { success: false, message: 'Your session has ended.', error: 'unauthorized' } };
    return handle(session.userId, match[1]);
  }
  return NOT_FOUND('This address');
}

const server = createServer((request, response) => {
  answer(request).then(
    ({ status, body }) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(body));
    },
    (error) => {
      if (process.env.BASELINE_DEBUG) console.error(error);
      response.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      response.end('{"success":false,"message":"Something went wrong.","error":"internal"}');
    },
  );
});
server.listen(Number(process.env.PORT ?? 8090), process.env.HOST ?? '127.0.0.1');
const stop = () => {
  server.close(() => pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
