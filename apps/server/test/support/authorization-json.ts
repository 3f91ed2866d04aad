import { fullPath, ROUTES } from '@aerie/contract';
import { describe, expect, it } from 'vitest';

import { signedInUser, uniqueAddress } from './accounts.js';
import type { Caller, ValidRequests } from './authorization-requests.js';
import { TABLE } from './authorization-table.js';
import { CALLER_COLUMNS, type AuthorizationWorld } from './authorization-world.js';

const ERROR_OF_STATUS: Record<number, string> = { 401: 'unauthorized', 403: 'forbidden', 404: 'not_found' };

/**
 * Calls each route of `requests` with a valid request as every caller its TABLE row names, and checks
 * the status (and the error code the status means). Each test file runs its share of the routes.
 */
export function checkRoutesAgainstTable(world: AuthorizationWorld, requests: ValidRequests): void {
  async function callRoute(name: string, caller?: Caller & { token: string }) {
    const route = ROUTES.find((candidate) => candidate.name === name)!;
    const { params = {}, query, body, headers } = await requests[name]!(caller);
    const path = fullPath(route).replace(/:([A-Za-z_]+)/g, (_match, key: string) => encodeURIComponent(params[key]!));
    const url = query ? `${path}?${new URLSearchParams(query).toString()}` : path;
    return world.t.call({
      method: route.method,
      url,
      body,
      headers,
      token: caller?.token,
      remoteAddress: uniqueAddress(),
    });
  }

  describe.each(Object.keys(requests).sort())('%s', (name) => {
    const expected = TABLE[name]!;

    it(`answers an anonymous caller ${expected.anonymous}`, async () => {
      const reply = await callRoute(name);
      expect(reply.statusCode, reply.body).toBe(expected.anonymous);
      if (expected.anonymous === 401) {
        expect(reply.json()).toEqual({
          success: false,
          error: 'unauthorized',
          message: 'Your session has ended. Please log in again.',
        });
      } else {
        expect(reply.json().success).toBe(true);
      }
    });

    it(`answers a signed-in user ${expected.signedIn}`, async () => {
      const user = await signedInUser(world.t);
      const reply = await callRoute(name, user);
      expect(reply.statusCode, reply.body).toBe(expected.signedIn);
      expect(reply.json().success).toBe(expected.signedIn < 400);
    });

    const roles = CALLER_COLUMNS.filter((role) => expected[role] !== undefined);
    it.each(roles)('answers the %s as the table says', async (role) => {
      const status = expected[role]!;
      const reply = await callRoute(name, world.callers[role]);
      expect(reply.statusCode, reply.body).toBe(status);
      expect(reply.json().success).toBe(status < 400);
      if (ERROR_OF_STATUS[status]) expect(reply.json().error).toBe(ERROR_OF_STATUS[status]);
    });

    const sellers = (['seller', 'otherSeller'] as const).filter((column) => expected[column] !== undefined);
    it.each(sellers)('answers the %s as the table says', async (column) => {
      const status = expected[column]!;
      const token = await world.mintSellerToken(column === 'seller' ? world.tableStore : world.otherStore);
      const reply = await callRoute(name, { email: '', token });
      expect(reply.statusCode, reply.body).toBe(status);
      expect(reply.json().success).toBe(status < 400);
      if (ERROR_OF_STATUS[status]) expect(reply.json().error).toBe(ERROR_OF_STATUS[status]);
    });
  });
}
