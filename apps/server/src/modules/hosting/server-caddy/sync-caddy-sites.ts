import type { ServerSession } from '../../../adapters/server-transport/server-transport.js';
import { AppError } from '../../../errors.js';
import {
  DEFAULT_CADDY_PATHS,
  checkCaddyPaths,
  checkCaddySites,
  renderSitesFile,
  type CaddyPaths,
  type CaddySite,
} from './caddy-sites.js';

export interface SyncCaddyOptions {
  paths?: Partial<CaddyPaths>;
  /** Tests only: the ACME CA the sites use instead of Let's Encrypt, and the CA that signs its own listener. */
  acme?: { ca: string; caRoot: string };
}

const ACME_URL = /^https:\/\/[A-Za-z0-9.:-]{1,200}\/[A-Za-z0-9._/-]{0,200}$/;
const ROOT_FILE = /^\/[A-Za-z0-9._/-]{1,250}$/;

/**
 * The whole change, in one script (docs/architecture.md § Caddy on your servers). Every value — the paths and
 * the file — arrives on standard input and lands in variables: nothing is interpolated into the script. It writes
 * Aerie's file beside the old one, appends the `import` line to the user's Caddyfile only when absent (copying the
 * Caddyfile once, before its first change), lets `caddy validate` judge the result and puts everything back if it
 * fails, then reloads: systemd's unit where systemd runs, else Caddy's admin API, else starts Caddy.
 */
const SYNC_SCRIPT = String.raw`
set -u
IFS= read -r caddyfile; IFS= read -r sites_file; IFS= read -r log_file; IFS= read -r pid_file
content=$(cat; printf x); content=${'$'}{content%x}
sudo=""
if [ "$(id -u)" != 0 ] && ! { [ -w "$(dirname "$sites_file")" ] && [ -w "$caddyfile" ]; }; then
  if sudo -n true 2>/dev/null; then sudo="sudo -n"; else
    echo "Aerie needs root (or sudo without a password) to write $sites_file and $caddyfile." >&2; exit 3; fi
fi
[ -f "$caddyfile" ] || { echo "There is no Caddyfile at $caddyfile." >&2; exit 4; }
# Two syncs at once (two deployments of one server releasing together) take turns: each sees the files whole.
[ -e "$sites_file.lock" ] || $sudo touch "$sites_file.lock"
if command -v flock >/dev/null 2>&1 && exec 9<"$sites_file.lock"; then
  flock -w 50 9 || { echo "Another change to Caddy's config is still running on this server." >&2; exit 9; }
fi
printf '%s' "$content" | $sudo tee "$sites_file.new" >/dev/null || exit 5
had_previous=0
if [ -e "$sites_file" ]; then $sudo cp -p "$sites_file" "$sites_file.previous" && had_previous=1; fi
$sudo mv "$sites_file.new" "$sites_file" || exit 5
import_line="import $sites_file"
added_import=0
if ! grep -qxF "$import_line" "$caddyfile"; then
  [ -e "$caddyfile.aerie-backup" ] || $sudo cp -p "$caddyfile" "$caddyfile.aerie-backup" || exit 5
  $sudo cp -p "$caddyfile" "$caddyfile.aerie-before" || exit 5
  printf '\n%s\n' "$import_line" | $sudo tee -a "$caddyfile" >/dev/null || exit 5
  added_import=1
fi
if ! checked=$($sudo caddy validate --config "$caddyfile" --adapter caddyfile 2>&1); then
  if [ "$had_previous" = 1 ]; then $sudo mv "$sites_file.previous" "$sites_file"; else $sudo rm -f "$sites_file"; fi
  [ "$added_import" = 1 ] && $sudo mv "$caddyfile.aerie-before" "$caddyfile"
  printf '%s\n' "$checked" | grep -v '^{' | tail -n 5 >&2
  exit 6
fi
$sudo rm -f "$sites_file.previous" "$caddyfile.aerie-before"
if [ -d /run/systemd/system ] && command -v systemctl >/dev/null 2>&1; then
  if systemctl is-active --quiet caddy; then $sudo systemctl reload caddy || exit 7
  else $sudo systemctl enable --now caddy || exit 7; fi
  exit 0
fi
if reloaded=$($sudo caddy reload --config "$caddyfile" --adapter caddyfile 2>&1); then exit 0; fi
case "$reloaded" in
  *"connection refused"*|*"no such file"*)
    # No Caddy answers: start one, its output in a log file and without the lock, so it holds nothing of this
    # session open and no later sync waits for it.
    $sudo caddy start --config "$caddyfile" --adapter caddyfile --pidfile "$pid_file" >>"$log_file" 2>&1 </dev/null 9<&- \
      || { tail -n 5 "$log_file" >&2; exit 8; } ;;
  *) printf '%s\n' "$reloaded" | grep -v '^{' | tail -n 5 >&2; exit 7 ;;
esac
`;

/**
 * Makes Caddy on the server serve exactly `sites` (issue 32 § 3): Aerie's one file holds a site block per
 * domain, and a domain left out stops being served. Refuses bad input before anything runs on the server.
 */
export async function syncCaddySites(
  session: ServerSession,
  sites: readonly CaddySite[],
  options: SyncCaddyOptions = {},
): Promise<void> {
  const checked = checkCaddySites(sites);
  const paths = checkCaddyPaths({ ...DEFAULT_CADDY_PATHS, ...options.paths });
  if (options.acme && (!ACME_URL.test(options.acme.ca) || !ROOT_FILE.test(options.acme.caRoot)))
    throw new AppError('bad_request', 'The ACME CA must be an https URL and its root an absolute path.');
  const content = renderSitesFile(checked, options.acme);
  const input = [paths.caddyfile, paths.sitesFile, paths.logFile, paths.pidFile, content].join('\n');
  const result = await session.run(SYNC_SCRIPT, { stdin: input, timeoutMs: 60_000 });
  if (result.code !== 0) {
    const reason = result.stderr.trim().slice(-1_000) || `the script ended with code ${result.code}`;
    throw new AppError('bad_request', `Caddy could not be updated on the server: ${reason}`, { status: 502 });
  }
}
