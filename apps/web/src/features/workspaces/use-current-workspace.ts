import type { Workspace } from '@aerie/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

import { useWorkspaces, workspacesQueryOptions } from '@/api/list-workspaces';

import { resolveCurrentWorkspace } from './resolve-workspace';
import { clearSelectedWorkspaceSlug, storeSelectedWorkspaceSlug, useSelectedWorkspaceSlug } from './selected-workspace';

export interface CurrentWorkspaceState {
  /** The current workspace; null while loading or when the user has none. */
  workspace: Workspace | null;
  workspaces: Workspace[];
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * The current workspace (docs/product.md § Choosing a workspace). When the stored slug is missing or stale, the last
 * workspace in the list becomes current and its slug replaces the stored value.
 */
export function useCurrentWorkspace(): CurrentWorkspaceState {
  const query = useWorkspaces();
  const storedSlug = useSelectedWorkspaceSlug();
  const workspaces = query.data ?? [];
  const { workspace, isStoredSlugInvalid } = resolveCurrentWorkspace(workspaces, storedSlug);

  // Only judge the stored slug against a settled list: during a refetch the cached list may not yet hold a
  // workspace that was just created and selected. An invalid value is cleared, then the default stored.
  const mustReplace = query.isSuccess && !query.isFetching && isStoredSlugInvalid;
  const replacementSlug = mustReplace ? (workspace?.slug ?? null) : undefined;
  useEffect(() => {
    if (replacementSlug === undefined) return;
    clearSelectedWorkspaceSlug();
    if (replacementSlug) storeSelectedWorkspaceSlug(replacementSlug);
  }, [replacementSlug]);

  const { refetch } = query;
  return {
    workspace,
    workspaces,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    refetch: useCallback(() => void refetch(), [refetch]),
  };
}

/**
 * Makes another workspace current (docs/product.md § Choosing a workspace): stores its slug, refreshes the list and
 * every query keyed by that slug, then opens the overview. `isSwitching` drives the loading overlay meanwhile. Queries
 * that depend on the workspace carry its slug in their key, so they follow the switch on their own.
 */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isSwitching, setIsSwitching] = useState(false);

  const switchTo = useCallback(
    async (slug: string) => {
      setIsSwitching(true);
      try {
        storeSelectedWorkspaceSlug(slug);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: workspacesQueryOptions().queryKey }),
          queryClient.invalidateQueries({ predicate: (query) => query.queryKey.includes(slug) }),
        ]);
        await navigate('/dashboard');
      } finally {
        setIsSwitching(false);
      }
    },
    [navigate, queryClient],
  );

  return { switchTo, isSwitching };
}
