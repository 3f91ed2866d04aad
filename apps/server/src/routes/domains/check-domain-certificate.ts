import { checkDomainCertificateRoute } from '@aerie/contract';

import { checkCertificate, loadVisibleHost, reloadDomain } from '../../modules/domains/index.js';
import { defineHandler } from '../define-handler.js';

export default defineHandler(checkDomainCertificateRoute, async ({ params, session, ctx }) => {
  const host = await loadVisibleHost(ctx.db, session.user.id, params.id, 'manage');
  await checkCertificate(ctx, host);
  const data = await reloadDomain(ctx.db, ctx.config, host.domainId);
  const certificate = data.hosts.find((each) => each.id === host.id)?.certificate;
  const message =
    certificate?.state === 'failing' ? (certificate.error ?? 'No certificate yet.') : `${host.host} has a certificate.`;
  return { success: true as const, message, data };
});
