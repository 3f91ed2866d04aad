import { randomBytes } from 'node:crypto';
import { chown, mkdir, readdir, readFile, readlink, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';

import { localPilotAccount } from '../server-transport/local-account.js';
import {
  CloudProviderError,
  type CloudAction,
  type CloudProvider,
  type CloudServer,
  type CloudServerStatus,
} from './cloud-provider.js';
import { guardPilotRoot } from './local-pilot-root.js';

export interface LocalCloudOptions {
  /** Where pilots' directories live (PILOTS_DIR). */
  directory: string;
  /** DATA_DIR, which the pilots' account must not see into. */
  dataDir: string;
  /** The unprivileged account pilots run as when Aerie runs as root. */
  pilotUser: string;
}

/** A local pilot's id: its directory's name, ours alone (never a user's text). */
const LOCAL_ID = /^lp-[a-f0-9]{20}$/;

/**
 * The built-in cloud (docs/architecture.md § Ports and adapters): a pilot is a directory `{pilots}/{id}`, mode 0700,
 * owned by the pilot account, reached through the local transport as that account; its address is 127.0.0.1. Its power
 * state lives in `{pilots}/.state/{id}.json`, root's and out of the pilot's reach, so a restart keeps it and the pilot
 * cannot change it. Like a droplet, a new pilot answers `new` once and `active` from the next look. The template's
 * setup script is NOT run: it installs packages (apt-get) and would change this very host. Power off and reboot stop
 * the processes the pilot started (the account's processes working inside its directory); there is no machine to switch
 * off.
 */
export function createLocalCloudProvider(options: LocalCloudOptions): CloudProvider {
  const stateDir = join(options.directory, '.state');
  const account = () => localPilotAccount(options.pilotUser);

  const checkedId = (id: string) => {
    if (!LOCAL_ID.test(id)) throw new CloudProviderError('not_found', 'The pilot no longer exists on this host.');
    return id;
  };
  const statePath = (id: string) => join(stateDir, `${checkedId(id)}.json`);

  async function readState(id: string): Promise<CloudServerStatus> {
    const text = await readFile(statePath(id), 'utf8').catch(() => null);
    const exists = await stat(join(options.directory, id)).then(
      () => true,
      () => false,
    );
    if (text === null || !exists) throw new CloudProviderError('not_found', 'The pilot no longer exists on this host.');
    return (JSON.parse(text) as { status: CloudServerStatus }).status;
  }

  async function writeState(id: string, status: CloudServerStatus): Promise<void> {
    await mkdir(stateDir, { recursive: true, mode: 0o700 });
    // Written aside and renamed, so a crash never leaves half a state file.
    const temporary = `${statePath(id)}.${randomBytes(4).toString('hex')}`;
    await writeFile(temporary, JSON.stringify({ status }), { mode: 0o600 });
    await rename(temporary, statePath(id));
  }

  async function stopProcesses(id: string): Promise<void> {
    const who = account();
    const directory = join(options.directory, id);
    for (const entry of await readdir('/proc').catch(() => [] as string[])) {
      if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
      const owner = await stat(`/proc/${entry}`).catch(() => null);
      if (!owner || owner.uid !== (who?.uid ?? process.getuid?.())) continue;
      const cwd = await readlink(`/proc/${entry}/cwd`).catch(() => null);
      if (cwd === directory || cwd?.startsWith(directory + sep)) {
        try {
          process.kill(Number(entry), 'SIGKILL');
        } catch {
          // Gone already.
        }
      }
    }
  }

  return {
    name: 'local',

    async create(): Promise<CloudServer> {
      await guardPilotRoot(options.directory, options.dataDir, account());
      const id = `lp-${randomBytes(10).toString('hex')}`;
      const directory = join(options.directory, id);
      await mkdir(directory, { mode: 0o700 });
      const who = account();
      if (who) await chown(directory, who.uid, who.gid);
      await writeState(id, 'new');
      return { id, status: 'new', ipv4: null, locked: false };
    },

    async describe(id: string): Promise<CloudServer> {
      let status = await readState(id);
      // Nothing boots here: the first look after create finds it running, as a droplet soon would be.
      if (status === 'new') {
        status = 'active';
        await writeState(id, status);
      }
      return { id, status, ipv4: '127.0.0.1', locked: false };
    },

    async act(id: string, action: CloudAction): Promise<void> {
      await readState(id);
      if (action !== 'power_on') await stopProcesses(id);
      await writeState(id, action === 'power_off' ? 'off' : 'active');
    },

    async destroy(id: string): Promise<void> {
      if (!LOCAL_ID.test(id)) return;
      await stopProcesses(id);
      await rm(join(options.directory, id), { recursive: true, force: true });
      await rm(statePath(id), { force: true });
    },
  };
}
