import { chmod, lstat, mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

import { CloudProviderError } from './cloud-provider.js';

/** Other users may pass through a directory (x) but not list it (r) or change it (w). */
const TRAVERSE_ONLY = 0o001;
const OTHERS = 0o007;

const isInside = (parent: string, child: string) => child !== parent && child.startsWith(parent + sep);

/**
 * Makes the pilots' directory reachable by the unprivileged pilot account without showing it anything
 * else of Aerie's (docs/architecture.md § Ports and adapters, § Security): the pilots' directory itself is
 * traverse-only (pilots cannot list each other); when it lies inside DATA_DIR, DATA_DIR and the directories on the way
 * down become traverse-only too, and every other entry of them loses all access for others — the master key, Aerie
 * Git's repositories, the database and uploads cannot be read even by a guessed name. It runs again before every local
 * session, so an entry created since (Aerie Git's directory on the first repository) is closed too. Directories above
 * DATA_DIR are not Aerie's to open: one the account cannot pass is reported instead. `account` is the pilots' account,
 * null when Aerie does not run as root.
 */
export async function guardPilotRoot(pilotsDir: string, dataDir: string, account: object | null): Promise<void> {
  const root = resolve(pilotsDir);
  const data = resolve(dataDir);
  // Not root: pilots run as Aerie's own user (development only) and there is no other account to keep out.
  if (!account) {
    await mkdir(root, { recursive: true, mode: 0o700 });
    return;
  }
  await mkdir(root, { recursive: true, mode: 0o711 });
  await chmod(root, 0o711);
  const chain: string[] = [];
  if (isInside(data, root)) {
    for (let directory = dirname(root); ; directory = dirname(directory)) {
      chain.push(directory);
      if (directory === data) break;
    }
  }
  for (const directory of chain) {
    const mode = (await stat(directory)).mode & 0o7777;
    await chmod(directory, (mode & ~OTHERS) | TRAVERSE_ONLY);
    const onTheWay = relative(directory, root).split(sep)[0]!;
    for (const entry of await readdir(directory)) {
      if (entry === onTheWay) continue;
      const path = join(directory, entry);
      const info = await lstat(path).catch(() => null);
      // A symbolic link's own mode means nothing; what it points at is guarded where it lives.
      if (!info || info.isSymbolicLink() || (info.mode & OTHERS) === 0) continue;
      await chmod(path, info.mode & 0o7777 & ~OTHERS);
    }
  }
  const above = chain.length ? dirname(data) : dirname(root);
  for (let directory = above; ; directory = dirname(directory)) {
    if (((await stat(directory)).mode & TRAVERSE_ONLY) === 0)
      throw new CloudProviderError(
        'failed',
        'The pilots directory cannot be reached by the pilot account: a directory above it is closed to other users.',
      );
    if (directory === dirname(directory)) break;
  }
}
