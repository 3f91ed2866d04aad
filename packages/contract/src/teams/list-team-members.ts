import { z } from 'zod';

import { defineRoute } from '../route.js';
import { workspaceSlugField } from '../projects/project.js';
import { TeamMemberSchema } from './team-member.js';

export const ListTeamMembersResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(TeamMemberSchema),
  summary: z.object({ total: z.number().int(), active: z.number().int(), pending_invitations: z.number().int() }),
});

export const listTeamMembersRoute = defineRoute({
  name: 'list-team-members',
  method: 'GET',
  host: 'api',
  path: '/teams/:slug',
  access: 'user',
  summary: "A workspace's team members, the owner first, with summary counts",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: ListTeamMembersResponseSchema,
});
