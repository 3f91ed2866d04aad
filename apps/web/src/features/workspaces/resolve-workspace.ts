/**
 * Which workspace is current (docs/product.md § Choosing a workspace): the stored one if it is still in the list,
 * otherwise the last workspace in the list (the default), in which case the stored value must be replaced.
 */
export interface WorkspaceResolution<W> {
  workspace: W | null;
  /** True when the stored slug is missing or names no workspace in the list. */
  isStoredSlugInvalid: boolean;
}

export function resolveCurrentWorkspace<W extends { slug: string }>(
  workspaces: readonly W[],
  storedSlug: string | null,
): WorkspaceResolution<W> {
  const stored = storedSlug ? workspaces.find((workspace) => workspace.slug === storedSlug) : undefined;
  if (stored) return { workspace: stored, isStoredSlugInvalid: false };
  return { workspace: workspaces.at(-1) ?? null, isStoredSlugInvalid: true };
}
