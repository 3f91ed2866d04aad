import { shellQuote } from '../deploy-script.js';
import { releaseDir } from '../release-script.js';

/**
 * Unpacks the tar on standard input as `{deployPath}/releases/{name}`: into a hidden folder first, renamed once
 * complete, so a release folder is never half-written. What an earlier upload left half-done is removed. Files
 * are made readable by all: Caddy on the server usually runs as its own user.
 */
export function uploadReleaseScript(deployPath: string, name: string): string {
  const base = shellQuote(deployPath);
  const uploading = shellQuote(`${deployPath}/releases/.uploading-${name}`);
  return [
    'set -e',
    `mkdir -p ${base}/releases`,
    `rm -rf -- ${base}/releases/.uploading-*`,
    `mkdir -p ${uploading}`,
    `tar -x -f - -C ${uploading}`,
    `chmod -R u+rwX,go+rX ${uploading}`,
    `chmod go+x ${base} ${base}/releases`,
    `mv -T -- ${uploading} ${shellQuote(releaseDir(deployPath, name))}`,
  ].join('\n');
}
