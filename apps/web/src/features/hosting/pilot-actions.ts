import type { Server } from '@aerie/contract';

/** What a server row's ACTION menu can offer (docs/product.md § Pilot actions). */
export type ServerMenuAction =
  | 'renew'
  | 'provision'
  | 'manage-ssh'
  | 'reboot'
  | 'deployments'
  | 'power-on'
  | 'power-off'
  | 'cancel'
  | 'resume'
  | 'delete';

export type MenuServer = Pick<Server, 'ip' | 'active' | 'is_expired' | 'pilot_id' | 'usable' | 'cancel_at_period_end'>;

/**
 * docs/product.md § Pilot actions, word for word: an expired pilot offers Renew (only once it has an ip) and Delete
 * (owner only); any other pilot offers Provision while ip is null; Manage SSH Users, Reboot and Deployments when
 * pilot_id is set; Power On or Power Off by `active`; Delete for the owner. The server refuses the same to others.
 */
export function pilotActions(pilot: MenuServer, isOwner: boolean): ServerMenuAction[] {
  const actions: ServerMenuAction[] = [];
  if (pilot.is_expired) {
    if (pilot.ip !== null) actions.push('renew');
  } else {
    const hasPilot = pilot.pilot_id !== null;
    if (pilot.ip === null) actions.push('provision');
    if (hasPilot) actions.push('manage-ssh', 'reboot', 'deployments');
    if (hasPilot && pilot.active === 0) actions.push('power-on');
    if (hasPilot && pilot.active === 1) actions.push('power-off');
    // Issue 25: cancel at the end of the paid month, or undo that while the month runs.
    if (hasPilot) actions.push(pilot.cancel_at_period_end ? 'resume' : 'cancel');
  }
  if (isOwner) actions.push('delete');
  return actions;
}

/**
 * A server connection (pilot_id null): SSH users only for an active server that speaks SSH (the others
 * cannot be reached), and Delete for the owner.
 */
export function connectionActions(server: MenuServer, isOwner: boolean): ServerMenuAction[] {
  const actions: ServerMenuAction[] = [];
  if (server.active === 1 && server.usable) actions.push('manage-ssh');
  if (isOwner) actions.push('delete');
  return actions;
}

export function serverActions(server: MenuServer, isOwner: boolean): ServerMenuAction[] {
  return server.pilot_id === null ? connectionActions(server, isOwner) : pilotActions(server, isOwner);
}

/** Cancelling and keeping a pilot decide what the workspace pays for: its owner's, as buying and renewing. */
export function isPilotBilling(action: ServerMenuAction): boolean {
  return action === 'cancel' || action === 'resume';
}

/** The actions that change a server, which 'manage servers' covers (contract ROLE_TABLE); renewing is paying. */
export function isServerManagement(action: ServerMenuAction): boolean {
  return action === 'provision' || action === 'reboot' || action === 'power-on' || action === 'power-off';
}
