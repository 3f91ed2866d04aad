import { z } from 'zod';

export const PROJECT_STATUSES = ['active', 'inactive'] as const;

/** A project member (docs/product.md § Collaborators): `owner` is 1 for the project's owner. */
export const ProjectMemberSchema = z.object({
  id: z.number().int(),
  owner: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    first: z.string(),
    last: z.string(),
    email: z.string(),
    avatar: z.string().nullable(),
  }),
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;

export const CategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type Category = z.infer<typeof CategorySchema>;

/**
 * A project (docs/product.md § Projects). `business_id` is the owner's user id, as the spec's admin rule reads it
 * ("the project's business_id equals the logged-in user's user_id"); the workspace it lives in is
 * `workspace`.
 */
export const ProjectSchema = z.object({
  id: z.number().int(),
  u_id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PROJECT_STATUSES),
  badges: z.array(z.string()),
  category_id: z.number().int(),
  category: CategorySchema,
  business_id: z.number().int(),
  workspace: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  members_count: z.number().int(),
  /** What the project holds; stores, websites and pilots (servers with a pilot id) arrive with later issues. */
  counts: z.object({ stores: z.number().int(), websites: z.number().int(), pilots: z.number().int() }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectWithMembersSchema = ProjectSchema.extend({ members: z.array(ProjectMemberSchema) });
export type ProjectWithMembers = z.infer<typeof ProjectWithMembersSchema>;

/** Project uids are short random lowercase ids. */
export const projectUidField = z.string().regex(/^[a-z0-9]{6,32}$/, 'Project uid is invalid');
/** The id rules live with the other shared fields; re-exported where the callers always found them. */
export { idField, idParam } from '../fields.js';
export const workspaceSlugField = z.string().regex(/^[a-z0-9-]{1,80}$/, 'Workspace is invalid');
