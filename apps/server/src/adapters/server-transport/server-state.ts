import { osReleaseValue } from './server-facts.js';
import { ServerTransportError, type ServerSession } from './server-transport.js';

/** What a state check reads on a server (issue 28): its system, how long it has run, and what room is left. */
export interface ServerState {
  os: string | null;
  uptimeSeconds: number | null;
  /** Free for an unprivileged user on the file system of `/` (df's "Available"). */
  diskFreeBytes: number | null;
  /** MemAvailable of /proc/meminfo: what new programs can have without swapping. */
  memoryFreeBytes: number | null;
}

/**
 * Plain reads of the kernel's and df's figures, each on its own tagged line (a chatty login script cannot be mistaken
 * for one); os-release is read, never sourced. Nothing here changes the server.
 */
const STATE_SCRIPT = String.raw`for file in /etc/os-release /usr/lib/os-release; do
  if [ -r "$file" ]; then grep -m 1 '^PRETTY_NAME=' "$file" | sed 's/^/aerie-os-release:/'; break; fi
done
printf 'aerie-uname:%s\n' "$(uname -sr 2>/dev/null)"
printf 'aerie-uptime:%s\n' "$(cut -d ' ' -f 1 /proc/uptime 2>/dev/null)"
printf 'aerie-disk-kb:%s\n' "$(df -Pk / 2>/dev/null | awk 'NR == 2 { print $4 }')"
printf 'aerie-memory-kb:%s\n' "$(awk '/^MemAvailable:/ { print $2 }' /proc/meminfo 2>/dev/null)"
`;

/** Reads the state within `timeoutMs`; a figure the server does not give (no /proc, say) is null. */
export async function readServerState(session: ServerSession, timeoutMs: number): Promise<ServerState> {
  const result = await session.run(STATE_SCRIPT, { timeoutMs });
  if (result.code !== 0) {
    throw new ServerTransportError('failed', `Could not read the server's state (exit code ${result.code}).`);
  }
  const value = (tag: string) =>
    result.stdout
      .split('\n')
      .find((line) => line.startsWith(`${tag}:`))
      ?.slice(tag.length + 1)
      .trim();
  const prettyName = value('aerie-os-release');
  const os = (prettyName ? osReleaseValue(prettyName.replace(/^PRETTY_NAME=/, '')) : '') || value('aerie-uname');
  return {
    os: os ? os.slice(0, 120) : null,
    uptimeSeconds: wholeNumber(value('aerie-uptime'), 1),
    diskFreeBytes: wholeNumber(value('aerie-disk-kb'), 1024),
    memoryFreeBytes: wholeNumber(value('aerie-memory-kb'), 1024),
  };
}

/** A non-negative decimal figure times `unit`, floored; anything else (empty, garbage, absurd) is null. */
function wholeNumber(text: string | undefined, unit: number): number | null {
  if (!text || !/^\d{1,15}(\.\d+)?$/.test(text)) return null;
  return Math.floor(Number(text) * unit);
}
