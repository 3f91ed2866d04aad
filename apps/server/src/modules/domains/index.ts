/**
 * The domains domain's public entry (docs/architecture.md § Domains): a workspace's own names (issue 32 § 1),
 * verified by TXT and pointed at its sites and stores. The websites domain builds the site's custom-domain
 * calls on it, and asks it which hosts are served.
 */
export { addDomain, assertClaimable, ensureDomain, isClaimedElsewhere } from './add-domain.js';
export { isPaidSite, listDomainTargets } from './domain-targets.js';
export { loadVisibleDomain, loadVisibleHost, type VisibleDomain } from './domain-access.js';
export { checkCertificate, checkDueCertificates } from './check-certificate.js';
export { listDomains, reloadDomain, toDomain } from './domain-view.js';
export { isPlatformName, pointRecord } from './platform-hosts.js';
export { clearHost, pointHost } from './point-host.js';
export { removeDomain } from './remove-domain.js';
export { isServedHost, served } from './served-hosts.js';
export { holdsProof, txtName, txtValue } from './txt-proof.js';
export { verifyDomain } from './verify-domain.js';
export { loadPointedHosts, siteOfHost, storeOfHost } from './pointed-hosts.js';
export { attachSiteDomain, detachSiteDomain, markSiteDomainVerified } from './site-domain-sync.js';
