import { notifications } from '../../src/db/schema/index.js';
import { quietEvent } from './quiet-event.js';
import type { TestApp } from './test-app.js';

/**
 * A notification of `userId`'s, written directly: its event is recorded but not dispatched (no subscriber
 * runs), so the row is the test's own. Returns its id.
 */
export async function insertNotification(t: TestApp, userId: number, workspaceId: number): Promise<number> {
  const { db } = t.runtime.ctx;
  const eventId = await quietEvent(db, {
    name: 'member.joined',
    workspaceId,
    data: { userId, name: 'Table member', role: 'developer' },
  });
  const [row] = await db
    .insert(notifications)
    .values({ userId, eventId, workspaceId, email: 'off' })
    .returning({ id: notifications.id });
  return row!.id;
}
