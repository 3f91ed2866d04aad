import { z } from 'zod';

import { successEnvelope } from '../envelope.js';
import { workspaceSlugField } from '../projects/project.js';
import { defineRoute } from '../route.js';

/**
 * A workspace's SSH key (issue 28, docs/product.md § Server connections): the public half to put on a server, and the
 * one line that does it. The private half never leaves Aerie.
 */
export const WorkspaceSshKeySchema = z.object({
  /** The `authorized_keys` line: `ssh-ed25519 AAAA… aerie-{workspace slug}`. */
  public_key: z.string(),
  /** `SHA256:…` of the key, as `ssh-keygen -l` prints it. */
  fingerprint: z.string(),
  /** Run on the server as the user Aerie logs in as: authorizes the key, with the modes sshd insists on. */
  install_command: z.string(),
});
export type WorkspaceSshKey = z.infer<typeof WorkspaceSshKeySchema>;

/** The command that appends `publicKey` to the login user's `~/.ssh/authorized_keys`. */
export function installKeyCommand(publicKey: string): string {
  // The key's characters are base64, a type name and the `aerie-{slug}` comment: none needs more than single quotes.
  return `mkdir -p ~/.ssh && chmod 700 ~/.ssh && echo '${publicKey}' >> ~/.ssh/authorized_keys && chmod 600 ~/.ssh/authorized_keys`;
}

/**
 * Designed (issue 28): the workspace's SSH key, made on the first call. For who connects servers ('manage servers' of
 * ROLE_TABLE): the key opens every server it is installed on.
 */
export const getWorkspaceSshKeyRoute = defineRoute({
  name: 'get-workspace-ssh-key',
  method: 'GET',
  host: 'api',
  path: '/workspaces/:slug/ssh-key',
  access: 'user',
  summary: "The workspace's SSH public key and the one-line command that installs it on a server",
  params: z.strictObject({ slug: workspaceSlugField }),
  response: successEnvelope(WorkspaceSshKeySchema),
});
