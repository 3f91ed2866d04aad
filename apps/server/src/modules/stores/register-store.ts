import { STORE_MESSAGES, type SiteTemplateId, type Store } from '@aerie/contract';

import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { storeSellers, stores, type ProjectRow } from '../../db/schema/index.js';
import { fieldError, notFound } from '../../errors.js';
import { hashPassword } from '../../lib/secret-hashing.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/database-errors.js';
import { isRegistrationTokenUsable, spendRegistrationToken } from './registration-tokens.js';
import { toStore } from './store-view.js';

const tokenRefused = () => fieldError('token', STORE_MESSAGES.tokenInvalid, 'invalid_token');

export interface StoreRegistration {
  project: ProjectRow;
  userId: number;
  token: string;
  name: string;
  /** Already lowercased by the contract. */
  email: string;
  password: string;
  /** Already lowercased and checked by the contract (a DNS label, not reserved). */
  domain: string;
  theme: SiteTemplateId;
}

/**
 * docs/product.md § Store host calls `store/register`: the store and its seller account in one transaction, spending
 * the caller's registration token in it. The unique index on `stores.domain` is the judge of "taken": two people
 * claiming one url at once both pass any earlier check, so the loser is caught here and hears 409 on the field, never
 * 500. Nothing is left behind by a refused registration (the token too is given back).
 */
export async function registerStore(db: Queryable, config: Config, input: StoreRegistration): Promise<Store> {
  if (!(await isRegistrationTokenUsable(db, input.userId, input.token))) throw tokenRefused();
  // Hashed before the transaction, so the slow part holds no locks.
  const passwordHash = await hashPassword(input.password);
  try {
    const row = await db.transaction(async (tx) => {
      // The look above may be stale by now (the same token sent twice at once): this update decides.
      if (!(await spendRegistrationToken(tx, input.userId, input.token))) throw tokenRefused();
      const [store] = await tx
        .insert(stores)
        .values({
          projectId: input.project.id,
          name: input.name,
          domain: input.domain,
          theme: input.theme,
          createdById: input.userId,
        })
        .returning();
      await tx.insert(storeSellers).values({ storeId: store!.id, name: input.name, email: input.email, passwordHash });
      return store!;
    });
    return toStore(config.stores, row, input.project.uid);
  } catch (error) {
    if (isUniqueViolation(error, 'stores_domain_unique')) {
      throw fieldError('domain', STORE_MESSAGES.domainTaken, 'conflict');
    }
    // The project was deleted between the access check and the insert.
    if (isForeignKeyViolation(error)) throw notFound('The project');
    throw error;
  }
}
