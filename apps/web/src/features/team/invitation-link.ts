/**
 * The page invitation e-mails link to (docs/product.md § Invitations `/invitation`). Sent as the spec's `target_url`;
 * the server builds the e-mailed link from its own address anyway, so this is only a hint.
 */
export function invitationLinkBase(): string {
  return `${location.origin}/invitation`;
}
