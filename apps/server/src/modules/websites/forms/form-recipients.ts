import { RECIPIENTS_NOT_ON_PROJECT, type FormRecipients } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import type { Queryable } from '../../../db/client.js';
import { websiteFormRecipients, websites } from '../../../db/schema/index.js';
import { fieldError } from '../../../errors.js';
import { listProjectPeople } from '../../projects/index.js';
import type { VisibleWebsite } from '../website-access.js';

/**
 * Who of the project hears of the site's form submissions (docs/product.md § Site forms): the people chosen who
 * still see the project, or else its owner — the same rule the notifications' `formRecipients` applies.
 */
export async function listFormRecipients(
  db: Queryable,
  { project, website }: Pick<VisibleWebsite, 'project' | 'website'>,
): Promise<FormRecipients> {
  const people = await listProjectPeople(db, project);
  const chosen = await db
    .select({ userId: websiteFormRecipients.userId })
    .from(websiteFormRecipients)
    .where(eq(websiteFormRecipients.websiteId, website.id));
  const told = new Set(chosen.map((row) => row.userId).filter((id) => people.some((person) => person.id === id)));
  const isDefault = told.size === 0;
  return {
    people: people.map((person) => ({
      id: person.id,
      name: `${person.first} ${person.last}`.trim(),
      email: person.email,
      is_owner: person.id === project.ownerId,
      selected: isDefault ? person.id === project.ownerId : told.has(person.id),
    })),
    is_default: isDefault,
  };
}

/**
 * Replaces who is told; an empty list goes back to the owner. Each must see the project: telling anyone else
 * would send a visitor's message out of the team. The site's row is locked first, so two saves at once leave
 * one of the two lists, never a mix.
 */
export async function setFormRecipients(
  db: Queryable,
  visible: Pick<VisibleWebsite, 'project' | 'website'>,
  userIds: number[],
): Promise<FormRecipients> {
  const people = new Set((await listProjectPeople(db, visible.project)).map((person) => person.id));
  if (userIds.some((id) => !people.has(id))) throw fieldError('user_ids', RECIPIENTS_NOT_ON_PROJECT);
  await db.transaction(async (tx) => {
    await tx.select({ id: websites.id }).from(websites).where(eq(websites.id, visible.website.id)).for('update');
    await tx.delete(websiteFormRecipients).where(eq(websiteFormRecipients.websiteId, visible.website.id));
    if (userIds.length) {
      await tx
        .insert(websiteFormRecipients)
        .values(userIds.map((userId) => ({ websiteId: visible.website.id, userId })));
    }
  });
  return listFormRecipients(db, visible);
}
