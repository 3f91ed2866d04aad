import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { defineRoute } from '../route.js';
import { idField, ProjectSchema } from './project.js';

/**
 * docs/product.md § Workspace and project calls: `member_id` is the chosen project member, `user_id` that member's user
 * (checked to match).
 */
export const TransferOwnershipSchema = z.strictObject({ member_id: idField('Member'), user_id: idField('User') });
export type TransferOwnership = z.infer<typeof TransferOwnershipSchema>;

export const transferOwnershipRoute = defineRoute({
  name: 'transfer-ownership',
  method: 'POST',
  host: 'api',
  path: '/projects/transfer-ownership',
  access: 'user',
  summary: 'Make another member the owner of a project (owner only); the sender stays a collaborator',
  body: TransferOwnershipSchema,
  response: successEnvelope(ProjectSchema).extend({ message: z.string() }),
});
