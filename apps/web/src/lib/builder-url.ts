/**
 * Addresses of the visual builder (docs/product.md § Visual builder `/website-builder`), which always opens in a tab of
 * its own. The websites list, the template gallery and the payment return page all send people there, so the query the
 * builder reads (`uid`, then `site` to edit or `type=new` + `template` to create) is written once.
 */
export const WEBSITE_BUILDER_PATH = '/website-builder';

/** Opens an existing site of the project in the builder. */
export function editWebsiteUrl(projectUid: string, websiteUuid: string): string {
  return `${WEBSITE_BUILDER_PATH}?${new URLSearchParams({ uid: projectUid, site: websiteUuid })}`;
}

/** Opens the builder on a new site made from a starter template (docs/product.md § Starter templates, Select: `type=new`). */
export function newWebsiteUrl(projectUid: string, templateId: string): string {
  return `${WEBSITE_BUILDER_PATH}?${new URLSearchParams({ uid: projectUid, type: 'new', template: templateId })}`;
}
