import { customDomainField } from '@aerie/contract';

import type { AppContext } from '../../../context.js';
import { isPlatformName } from '../../domains/index.js';
import { isServedDomain } from './served-domain.js';

/**
 * Caddy's on-demand TLS asks before it orders a certificate for a name a client sent (SNI): yes only for
 * a name Aerie serves (`isServedDomain`). The name is read as a domain is entered (trimmed, lower case,
 * one trailing dot dropped, letters-digits-hyphens labels, at most 253 characters), so an IP literal
 * (Caddy asks for `127.0.0.1` on a handshake without SNI), a name with a port or odd characters is
 * refused before any query. The platform's own hosts are refused too: their certificates are the
 * operator's (docs/deploy.md), and an on-demand one for `*.{sites host}` names would spend the CA's
 * rate limit on every subdomain anyone types.
 */
export async function mayIssueCertificate(ctx: Pick<AppContext, 'config' | 'db'>, name: unknown): Promise<boolean> {
  const parsed = customDomainField.safeParse(name);
  if (!parsed.success) return false;
  const domain = parsed.data;
  if (isPlatformName(ctx.config, domain)) return false;
  return isServedDomain(ctx.db, domain);
}
