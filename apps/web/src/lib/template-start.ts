import { SITE_TEMPLATE_IDS, type SiteTemplateId } from '@aerie/contract';

/**
 * "Use this template" on the public gallery (/templates, issue 25): the template id travels as
 * `?template={id}` from the gallery through register, verification and login to the dashboard, which asks
 * which project the site is for and opens the project's create-site page with the template chosen.
 */
export const TEMPLATE_PARAM = 'template';

export function isSiteTemplateId(value: string | null | undefined): value is SiteTemplateId {
  return (SITE_TEMPLATE_IDS as readonly (string | null | undefined)[]).includes(value);
}

/** Signed in: where a site is started from the template (the dashboard asks for the project). */
export function newSiteFromTemplatePath(templateId: SiteTemplateId): string {
  return `/dashboard/new-site?${TEMPLATE_PARAM}=${templateId}`;
}

/** Signed out: register first, keeping the template in the link. */
export function registerWithTemplatePath(templateId: SiteTemplateId): string {
  return `/register?${TEMPLATE_PARAM}=${templateId}`;
}

/** A project's create-site page with the template chosen (docs/product.md § Starter templates `/builder/create`). */
export function createSiteInProjectPath(projectUid: string, templateId: SiteTemplateId): string {
  return `/dashboard/project/${encodeURIComponent(projectUid)}/builder/create?${TEMPLATE_PARAM}=${templateId}`;
}

/**
 * The verification link of the e-mail opens in a tab of its own, which the register tab's session storage
 * does not reach: the chosen template waits in local storage until the verified tab picks it up.
 */
const PENDING_TEMPLATE_KEY = 'pending_site_template';

export function rememberPendingTemplate(templateId: SiteTemplateId): void {
  localStorage.setItem(PENDING_TEMPLATE_KEY, templateId);
}

/** The template chosen before registering, if it is still a known one (reading is pure: renders may repeat). */
export function readPendingTemplate(): SiteTemplateId | null {
  const value = localStorage.getItem(PENDING_TEMPLATE_KEY);
  return isSiteTemplateId(value) ? value : null;
}

export function forgetPendingTemplate(): void {
  localStorage.removeItem(PENDING_TEMPLATE_KEY);
}
