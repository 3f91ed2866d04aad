import { z } from 'zod';

export const WORKSPACE_ROLES = ['owner', 'maintainer', 'developer', 'guest'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** A workspace (the spec's "business"): the slug identifies it in paths and in local storage. */
export const WorkspaceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  type: z.string(),
  slug: z.string(),
  /** The signed-in user's role in it. */
  role: z.enum(WORKSPACE_ROLES),
  subscription: z.object({ business_id: z.number().int(), plan: z.enum(['air', 'earth', 'moon']) }),
  created_at: z.string(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;
