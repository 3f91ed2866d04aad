import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { projectUidField } from '../projects/project.js';
import { defineRoute } from '../route.js';
import { repositoryIdParam, RepositorySchema } from './repository.js';

export const UpdateBranchProtectionSchema = z.strictObject({
  default_branch_protected: z.boolean({ error: 'Protection must be true or false' }),
});
export type UpdateBranchProtectionInput = z.input<typeof UpdateBranchProtectionSchema>;

/**
 * Turns the protection of an Aerie Git repository's default branch on or off (issue 24): while on, no one
 * force-pushes to it or deletes it. A maintainer or above ('manage repositories' of ROLE_TABLE).
 */
export const updateBranchProtectionRoute = defineRoute({
  name: 'update-branch-protection',
  method: 'PUT',
  host: 'api',
  path: '/projects/:projectUID/repositories/:id/branch-protection',
  access: 'user',
  summary: "Protect an Aerie Git repository's default branch from force pushes and deletion, or stop",
  params: z.strictObject({ projectUID: projectUidField, id: repositoryIdParam }),
  body: UpdateBranchProtectionSchema,
  response: successEnvelope(RepositorySchema),
});
