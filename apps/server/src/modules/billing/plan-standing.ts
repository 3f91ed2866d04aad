import { PLANS, type PlanId } from '@aerie/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';

import type { Queryable } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { deployments, projects, servers, workspaces } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';

/*
 * What a workspace over its plan's limits may still change (issue 25). Nothing is ever deleted when a
 * plan goes down: the OLDEST projects and deployments, by creation, up to the plan's limits stay as they
 * were; the newer ones beyond them become read-only (a project) or paused (a deployment: no runs, and no
 * push-to-deploy beyond the plan's on-push limit; no runs on one's own server on a plan without them — the
 * connection stays, nothing is disconnected). It is computed from the current counts, never stored,
 * so deleting one or upgrading makes the next one writable again at once.
 */

type PlanRow = (typeof PLANS)[number];
export const planById = (id: PlanId): PlanRow => PLANS.find((plan) => plan.id === id)!;

function allowance(limit: number, singular: string, plural: string): string {
  return `${limit === 0 ? 'no' : limit} ${limit === 1 ? singular : plural}`;
}

/** The 403 of a write to a read-only project; `plan: ['upgrade']` makes the browser offer an upgrade. */
export function readOnlyProjectError(plan: PlanRow): AppError {
  const allows = allowance(plan.projects ?? 0, 'project', 'projects');
  return new AppError(
    'forbidden',
    `This project is read-only: your ${plan.name} plan allows ${allows}. Delete a project or upgrade to edit it.`,
    { fieldErrors: { plan: ['upgrade'] } },
  );
}

export function pausedDeploymentError(plan: PlanRow): AppError {
  const allows = allowance(plan.deployments ?? 0, 'deployment', 'deployments');
  return new AppError(
    'forbidden',
    `This deployment is paused: your ${plan.name} plan allows ${allows}. Delete a deployment or upgrade to run it.`,
    { fieldErrors: { plan: ['upgrade'] } },
  );
}

/** A deployment to one's own server on a plan that does not include them (Air): it stays, but does not run. */
export function ownServerPausedError(plan: PlanRow): AppError {
  return new AppError(
    'forbidden',
    `This deployment is paused: it deploys to your own server, which your ${plan.name} plan does not include. Upgrade to Earth to run it.`,
    { fieldErrors: { plan: ['upgrade'] } },
  );
}

/** How many projects of the workspace were made before this one (ties broken by id): its place, from 0. */
const olderProjects = sql<number>`(select count(*) from ${projects} as older where older.workspace_id = ${projects.workspaceId} and (older.created_at, older.id) < (${projects.createdAt}, ${projects.id}))`;

const selectProjectStanding = preparedQuery((db) =>
  db
    .select({ plan: workspaces.plan, place: olderProjects.mapWith(Number) })
    .from(projects)
    .innerJoin(workspaces, eq(workspaces.id, projects.workspaceId))
    .where(eq(projects.id, sql.placeholder('projectId'))),
);

/** Null when the project may be changed; the reason it may not otherwise. One query. */
export async function projectReadOnlyReason(db: Queryable, projectId: number): Promise<AppError | null> {
  const [row] = await selectProjectStanding(db).execute({ projectId });
  if (!row) return null;
  const plan = planById(row.plan);
  return plan.projects !== null && row.place >= plan.projects ? readOnlyProjectError(plan) : null;
}

export async function assertProjectWritable(db: Queryable, projectId: number): Promise<void> {
  const reason = await projectReadOnlyReason(db, projectId);
  if (reason) throw reason;
}

/**
 * Whether a deployment may run now, for a run of `trigger`: its project writable, the deployment among
 * the plan's oldest deployments, and for a push, among the plan's oldest push-to-deploy ones. One query.
 */
export async function deploymentRunRefusal(
  db: Queryable,
  deploymentId: number,
  trigger: 'manual' | 'push' | 'schedule',
): Promise<AppError | null> {
  const [row] = await db
    .select({
      plan: workspaces.plan,
      projectPlace: olderProjects.mapWith(Number),
      place:
        sql<number>`(select count(*) from ${deployments} as older where older.workspace_id = ${deployments.workspaceId} and (older.created_at, older.id) < (${deployments.createdAt}, ${deployments.id}))`.mapWith(
          Number,
        ),
      pushPlace:
        sql<number>`(select count(*) from ${deployments} as older where older.workspace_id = ${deployments.workspaceId} and older.push_to_deploy and (older.created_at, older.id) < (${deployments.createdAt}, ${deployments.id}))`.mapWith(
          Number,
        ),
      onOwnServer: sql<boolean>`${servers.pilotId} is null`,
    })
    .from(deployments)
    .innerJoin(projects, eq(projects.id, deployments.projectId))
    .innerJoin(workspaces, eq(workspaces.id, deployments.workspaceId))
    .innerJoin(servers, eq(servers.id, deployments.serverId))
    .where(eq(deployments.id, deploymentId));
  if (!row) return null;
  const plan = planById(row.plan);
  if (plan.projects !== null && row.projectPlace >= plan.projects) return readOnlyProjectError(plan);
  if (plan.deployments !== null && row.place >= plan.deployments) return pausedDeploymentError(plan);
  if (plan.ownServers === 0 && row.onOwnServer) return ownServerPausedError(plan);
  if (trigger === 'push' && plan.gitDeployments !== null && row.pushPlace >= plan.gitDeployments) {
    return pausedDeploymentError(plan);
  }
  return null;
}

export interface OverPlan {
  projects: Array<{ uid: string; name: string }>;
  deployments: Array<{ slug: string; project: string }>;
  pushDeployments: Array<{ slug: string; project: string }>;
  /** One's own servers, on a plan without them: they stay connected, their deployments do not run. */
  ownServers: Array<{ name: string; project: string }>;
}

/** What of the workspace, as it is now, would be beyond `planId`'s limits: the newest beyond the oldest N. */
export async function listOverPlan(db: Queryable, workspaceId: number, planId: PlanId): Promise<OverPlan> {
  const plan = planById(planId);
  const beyond = <T>(rows: T[], limit: number | null) => (limit === null ? [] : rows.slice(limit));
  const projectRows = await db
    .select({ uid: projects.uid, name: projects.name })
    .from(projects)
    .where(eq(projects.workspaceId, workspaceId))
    .orderBy(asc(projects.createdAt), asc(projects.id));
  const deploymentRows = await db
    .select({ slug: deployments.slug, project: projects.name, pushToDeploy: deployments.pushToDeploy })
    .from(deployments)
    .innerJoin(projects, eq(projects.id, deployments.projectId))
    .where(eq(deployments.workspaceId, workspaceId))
    .orderBy(asc(deployments.createdAt), asc(deployments.id));
  const ownServerRows =
    plan.ownServers === 0
      ? await db
          .select({ name: servers.name, project: projects.name })
          .from(servers)
          .innerJoin(projects, eq(projects.id, servers.projectId))
          .where(and(eq(projects.workspaceId, workspaceId), isNull(servers.pilotId)))
          .orderBy(asc(servers.id))
      : [];
  const view = ({ slug, project }: { slug: string; project: string }) => ({ slug, project });
  return {
    projects: beyond(projectRows, plan.projects),
    deployments: beyond(deploymentRows, plan.deployments).map(view),
    pushDeployments: beyond(
      deploymentRows.filter((row) => row.pushToDeploy),
      plan.gitDeployments,
    ).map(view),
    ownServers: ownServerRows,
  };
}
