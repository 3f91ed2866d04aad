import { randomBytes } from 'node:crypto';

import type { CreateWorkspace, Workspace } from '@aerie/contract';

import type { Queryable } from '../../db/client.js';
import { workspaceMembers, workspaces } from '../../db/schema/index.js';
import { toWorkspace } from './workspace-view.js';

/** `Acme Studio` → `acme-studio-k3x9qa`: readable, and unique without a look-up race. */
export function workspaceSlug(name: string): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'workspace';
  const suffix = randomBytes(6).readUIntBE(0, 6).toString(36).padStart(6, '0').slice(-6);
  return `${base}-${suffix}`;
}

/** Creates a workspace with `ownerId` as its owner member. Call inside a transaction with related writes. */
export async function createWorkspace(db: Queryable, ownerId: number, input: CreateWorkspace): Promise<Workspace> {
  const [row] = await db
    .insert(workspaces)
    .values({
      slug: workspaceSlug(input.name),
      name: input.name,
      email: input.email,
      phone: input.phone,
      type: input.type,
      ownerId,
    })
    .returning();
  await db.insert(workspaceMembers).values({ workspaceId: row!.id, userId: ownerId, role: 'owner' });
  return toWorkspace(row!, 'owner');
}
