/** A commit as every provider's API and push webhook describe it. */
export interface ProviderCommit {
  sha: string;
  message: string;
  authorName: string;
  authorEmail: string;
  committedAt: Date;
}
