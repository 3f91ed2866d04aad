import { SELECTED_WORKSPACE_KEY } from '@aerie/contract';
import { useSyncExternalStore } from 'react';

/**
 * The selected workspace's slug, kept in local storage under the spec's key (docs/product.md § Workspaces) and
 * observable, so every component re-renders when it changes here or in another tab.
 */
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function readSelectedWorkspaceSlug(): string | null {
  return localStorage.getItem(SELECTED_WORKSPACE_KEY);
}

export function storeSelectedWorkspaceSlug(slug: string): void {
  if (readSelectedWorkspaceSlug() === slug) return;
  localStorage.setItem(SELECTED_WORKSPACE_KEY, slug);
  notify();
}

export function clearSelectedWorkspaceSlug(): void {
  if (readSelectedWorkspaceSlug() === null) return;
  localStorage.removeItem(SELECTED_WORKSPACE_KEY);
  notify();
}

function subscribe(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === SELECTED_WORKSPACE_KEY || event.key === null) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSelectedWorkspaceSlug(): string | null {
  return useSyncExternalStore(subscribe, readSelectedWorkspaceSlug, () => null);
}
