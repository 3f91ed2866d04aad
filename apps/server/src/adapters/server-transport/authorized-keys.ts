import { isKeyMarker, isOpenSshPublicKey } from './public-key.js';
import { ServerTransportError, type ServerSession } from './server-transport.js';

/**
 * The shared start of both scripts. The key and the marker arrive on standard input, one per line, and
 * only ever sit in quoted variables. ~/.ssh and the file get sshd's strict modes when they are created; an
 * existing ~/.ssh keeps its own. The lock keeps two changes at once from losing one of them (flock is
 * nearly everywhere; without it the change still happens, unguarded). The file is rewritten to a temporary
 * file and renamed over the old one, so a failure halfway never leaves a truncated file that locks the
 * user out of their own server.
 */
const PREAMBLE = String.raw`set -eu
IFS= read -r key || true
IFS= read -r marker || true
tag="aerie:$marker"
umask 077
[ -d "$HOME/.ssh" ] || mkdir -m 700 "$HOME/.ssh"
file="$HOME/.ssh/authorized_keys"
[ -e "$file" ] || : > "$file"
exec 9> "$HOME/.ssh/.authorized_keys.aerie-lock"
if command -v flock > /dev/null; then flock -w 30 9; fi
next="$(mktemp "$HOME/.ssh/.authorized_keys.XXXXXX")"
trap 'rm -f "$next"' EXIT
awk -v tag="$tag" '$NF != tag' "$file" > "$next"
`;

const AUTHORIZE_SCRIPT = `${PREAMBLE}printf '%s %s\\n' "$key" "$tag" >> "$next"
chmod 600 "$next"
mv -f "$next" "$file"
`;

const REVOKE_SCRIPT = `${PREAMBLE}removed="$(awk -v tag="$tag" '$NF == tag' "$file" | wc -l)"
if [ "$removed" -gt 0 ]; then chmod 600 "$next"; mv -f "$next" "$file"; fi
echo "removed=$removed"
`;

/**
 * Lets `publicKey` log in to the session's user: one line `<key> aerie:<marker>` in ~/.ssh/authorized_keys.
 * A line already carrying the marker is replaced, so repeating a call changes nothing.
 */
export async function authorizeKey(session: ServerSession, publicKey: string, marker: string): Promise<void> {
  if (!isOpenSshPublicKey(publicKey)) throw new TypeError('Not a single-line OpenSSH public key.');
  if (!isKeyMarker(marker)) throw new TypeError('A key marker is 1 to 64 letters, digits, - or _.');
  await runChecked(session, AUTHORIZE_SCRIPT, `${publicKey.trim()}\n${marker}\n`);
}

/** Removes exactly the lines that end in `aerie:<marker>`; every other line stays as it was. */
export async function revokeKey(session: ServerSession, marker: string): Promise<{ removed: number }> {
  if (!isKeyMarker(marker)) throw new TypeError('A key marker is 1 to 64 letters, digits, - or _.');
  const stdout = await runChecked(session, REVOKE_SCRIPT, `\n${marker}\n`);
  return { removed: Number(/removed=\s*(\d+)/.exec(stdout)?.[1] ?? 0) };
}

async function runChecked(session: ServerSession, script: string, stdin: string): Promise<string> {
  const result = await session.run(script, { stdin, timeoutMs: 60_000 });
  if (result.code !== 0) {
    const reason = result.stderr.trim().split('\n').at(-1) || `exit code ${result.code}`;
    throw new ServerTransportError('failed', `Could not update ~/.ssh/authorized_keys on the server: ${reason}.`);
  }
  return result.stdout;
}
