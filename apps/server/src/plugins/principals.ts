import type { Principal } from '@aerie/contract';
import type { FastifyRequest, onRequestHookHandler, preHandlerHookHandler } from 'fastify';

import type { AppContext } from '../context.js';
import { AppError, unauthorized } from '../errors.js';
import { requireGitToken } from '../modules/access-tokens/git-principal.js';
import { requirePushHookSignature } from '../modules/integrations/push-hooks/push-hook-principal.js';
import { requireSeller } from '../modules/stores/seller-principal.js';
import { requireSession } from './authenticate.js';
import { isLocalPilotConnection } from './local-pilot-peer.js';

/** The hooks that establish a route's principal; a route gets them from its registry entry, nowhere else. */
export interface PrincipalGuard {
  /** Runs before the body is parsed: an anonymous caller hears 401 whatever it sent. */
  onRequest?: onRequestHookHandler;
  /** Runs after the body is parsed, for principals proven by the body (signatures over raw bytes). */
  preHandler?: preHandlerHookHandler;
}

function signedWebhook(ctx: AppContext): PrincipalGuard {
  return {
    preHandler: async (request: FastifyRequest) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      if (!ctx.payments.isAuthenticWebhook(request.headers, rawBody)) throw unauthorized('Invalid webhook signature.');
    },
  };
}

/** Declared for the next issues (stores, storefronts, the git host); a route using one fails at start. */
function notYetImplemented(principal: Principal): never {
  throw new Error(`Principal "${principal}" has no authenticator yet; add it in plugins/principals.ts.`);
}

export function principalGuard(principal: Principal, ctx: AppContext): PrincipalGuard {
  switch (principal) {
    case 'public':
      return {};
    case 'user':
      return { onRequest: requireSession(ctx) };
    case 'signedWebhook':
      return signedWebhook(ctx);
    case 'providerWebhook':
      return { preHandler: requirePushHookSignature(ctx) };
    case 'seller':
      return { onRequest: requireSeller(ctx) };
    case 'gitToken':
      return { onRequest: requireGitToken(ctx) };
    case 'customer':
      return notYetImplemented(principal);
  }
}

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Loopback-only routes (the dev inbox shows reset links): the socket's own address decides, never
 * X-Forwarded-For, which any client can write; and a local pilot, on this machine too, is no loopback
 * client (`isLocalPilotConnection`). Everyone else hears the same 404 as for no route at all.
 */
export function requireLoopback(ctx: AppContext): onRequestHookHandler {
  return async (request) => {
    const isLoopback = LOOPBACK.test(request.socket.remoteAddress ?? '');
    if (!isLoopback || (await isLocalPilotConnection(ctx.config.hosting.localPilotUser, request.raw.socket))) {
      const path = request.url.split('?')[0];
      throw new AppError('not_found', `No route for ${request.method} ${path}.`);
    }
  };
}
