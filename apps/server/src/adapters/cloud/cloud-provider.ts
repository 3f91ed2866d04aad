/**
 * The cloud port (docs/architecture.md § Ports and adapters): where pilots run. The built-in `local` provider makes a
 * pilot a sandbox directory on this host, reached through the local transport; `digitalocean` makes it a droplet in
 * `lon1`, reached over SSH with a key Aerie generated for it. Both are asynchronous the way DigitalOcean is: `create`
 * returns an id at once, and the public IPv4 shows up in `describe` later.
 */

export type CloudServerStatus = 'new' | 'active' | 'off' | 'archive';

export interface CloudServer {
  /** The cloud's own id (a droplet id; a local sandbox's name). */
  id: string;
  status: CloudServerStatus;
  /** The public IPv4 address, null until the cloud has given one. */
  ipv4: string | null;
  /** True while an action is still running; a new action is then refused with `locked`. */
  locked: boolean;
}

export interface CreateCloudServer {
  /** DigitalOcean's name rule: letters, digits, dots and dashes. */
  name: string;
  /** Lower case (`lon1`), as the cloud spells regions. */
  region: string;
  /** The plan's size slug (`s-1vcpu-1gb`). */
  size: string;
  /** The template's image slug (`ubuntu-24-04-x64`). */
  image: string;
  /** The OpenSSH public key Aerie will log in with, as root. */
  sshPublicKey: string;
  /** The template's first-boot script (bash); the local provider does not run it. */
  setupScript: string;
}

export type CloudAction = 'power_on' | 'power_off' | 'reboot';

export interface CloudProvider {
  readonly name: 'local' | 'digitalocean';
  create(input: CreateCloudServer): Promise<CloudServer>;
  /** Throws `not_found` when the server no longer exists at the cloud. */
  describe(id: string): Promise<CloudServer>;
  /** Starts the action; throws `locked` while another one runs, `not_found` for a deleted server. */
  act(id: string, action: CloudAction): Promise<void>;
  /** Destroys the server; one that is already gone counts as destroyed. */
  destroy(id: string): Promise<void>;
}

/**
 * `locked`: another action is still running on the server (DigitalOcean's 422); `not_found`: the server is
 * gone at the cloud (404); `unauthorized`: the cloud refused Aerie's token; `failed`: anything else.
 */
export type CloudErrorKind = 'locked' | 'not_found' | 'unauthorized' | 'failed';

export class CloudProviderError extends Error {
  constructor(
    readonly kind: CloudErrorKind,
    /** Safe to show to the user: never holds a token. */
    message: string,
  ) {
    super(message);
    this.name = 'CloudProviderError';
  }
}
