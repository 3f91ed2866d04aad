import { REPOSITORY_MESSAGES, REPOSITORY_RULES } from '@aerie/contract';

/**
 * The url line of a repository card (docs/product.md § Repositories page, § Field limits), kept as the spec has it: a
 * url longer than 15 characters is cut at 40 and always gets an ellipsis (so one of 16 to 40 characters shows whole,
 * plus '…'); a short one shows as it is; none shows 'No URL'.
 */
export function repositoryUrlLabel(url: string | null | undefined): string {
  if (!url) return REPOSITORY_MESSAGES.noUrl;
  if (url.length <= REPOSITORY_RULES.urlCutWhenLongerThan) return url;
  return `${url.slice(0, REPOSITORY_RULES.urlCut)}…`;
}
