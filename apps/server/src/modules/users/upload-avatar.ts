import { randomBytes } from 'node:crypto';

import type { CurrentUser } from '@aerie/contract';
import { LIMITS, MESSAGES } from '@aerie/contract';
import { eq } from 'drizzle-orm';

import { fileKeyFromUrl, fileUrl } from '../../adapters/files/file-store.js';
import type { AppContext } from '../../context.js';
import { users } from '../../db/schema/index.js';
import { AppError, fieldError } from '../../errors.js';
import { toCurrentUser } from './current-user-view.js';
import { sniffImage } from './sniff-image.js';

export const NOT_AN_IMAGE = 'The file is not a supported image (PNG, JPEG, GIF or WebP).';

/** The bytes of a base64 data URL (the contract has checked its shape); its declared type is ignored. */
function decodeDataUrl(dataUrl: string): Buffer {
  return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s/g, ''), 'base64');
}

/**
 * Stores a new avatar and points the user at it; the previous file is deleted once the change has
 * committed. The size is checked on the decoded bytes (docs/product.md § Avatar) and the type sniffed from them
 * (docs/architecture.md § Uploads and user content).
 */
export async function uploadAvatar(ctx: AppContext, userId: number, dataUrl: string): Promise<CurrentUser> {
  const bytes = decodeDataUrl(dataUrl);
  if (bytes.length > LIMITS.avatarMaxBytes) throw new AppError('payload_too_large', MESSAGES.avatarTooLarge);
  const type = sniffImage(bytes);
  if (!type) throw fieldError('image', NOT_AN_IMAGE);

  // Our own key, never a client's file name: unique, so the file can be cached for good.
  const key = `avatars/${userId}-${randomBytes(16).toString('hex')}.${type.extension}`;
  await ctx.files.put(key, bytes, type.contentType);
  let previous: string | null;
  let user: typeof users.$inferSelect;
  try {
    ({ previous, user } = await ctx.db.transaction(async (tx) => {
      // Locked: of two uploads at once, the second sees (and later deletes) the first one's file.
      const [current] = await tx.select({ avatar: users.avatar }).from(users).where(eq(users.id, userId)).for('update');
      const [updated] = await tx
        .update(users)
        .set({ avatar: fileUrl(key), updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning();
      return { previous: current?.avatar ?? null, user: updated! };
    }));
  } catch (error) {
    await ctx.files.delete(key).catch(() => {});
    throw error;
  }

  const previousKey = fileKeyFromUrl(previous);
  if (previousKey) {
    await ctx.files.delete(previousKey).catch((error: unknown) => {
      ctx.logger.warn({ err: error, key: previousKey }, 'could not delete a replaced avatar');
    });
  }
  return toCurrentUser(ctx.db, user);
}
