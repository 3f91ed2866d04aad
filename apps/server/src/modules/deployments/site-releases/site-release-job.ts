/** A job of the `site-release` queue: what to do for one site's copy on its server. */
export type SiteReleaseJob =
  /** Upload the live publish as a new release and switch to it. */
  | { action: 'publish'; websiteId: number }
  /** Switch `current` back to a release already on the server. */
  | { action: 'rollback'; websiteId: number; release: string };
