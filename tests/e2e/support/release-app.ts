import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The small web app issue 28's releases journey and benchmark deploy: a Node `http` server answering
 * `release {version}`, started and replaced by the restart command, behind a tiny front that forwards to it.
 *
 * Why a front: a process cannot hand its listening socket to its successor, so "stop the old, start the new"
 * on one port drops the requests in between. Real zero-downtime reloads put something in front (pm2 reload,
 * a proxy such as kamal-proxy): the new process starts on a port of its own beside the old one, and the
 * front switches to it only once it is healthy, then the old one stops. Here:
 *   restart.sh  started once per switch in `current` (the release just made live): starts the front the
 *               first time, stops a candidate that never became live, starts this release's server as the
 *               new candidate on a free port and waits until it listens. It never touches the live server.
 *   front.cjs   on the fixed port: `/health` goes to the candidate (the deployment's health check URL
 *               points here); a 2xx promotes it — every later request goes to it, and the previous live server
 *               gets SIGTERM a second later (in-flight requests finish). Anything else goes to the live one.
 *   server.cjs  answers `release {version}` (read once at start from RELEASE, written by the build) and
 *               `/health`: 200, or 500 when the release holds a file UNHEALTHY (the broken release 3).
 * State lives in `run/`, a shared path (`{deploy_path}/shared/run`): `live` and `candidate` hold "port pid",
 * `front.pid` the front's pid, and `pids/` one empty file per running process, named by its pid.
 */

const SERVER = `'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

// Read once at start: the process serves the release it was started from, whatever current says later.
const release = fs.readFileSync(path.join(__dirname, 'RELEASE'), 'utf8').trim();
const healthy = !fs.existsSync(path.join(__dirname, 'UNHEALTHY'));
const announce = process.argv[2];
// Every process of the app leaves its pid here until it exits, so the tests can stop all of them.
const pidFile = path.join(path.dirname(announce), 'pids', String(process.pid));
fs.writeFileSync(pidFile, '');

const server = http.createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(healthy ? 200 : 500, { 'content-type': 'text/plain' });
    response.end(healthy ? 'ok\\n' : 'this release is broken\\n');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/plain' });
  response.end(release + '\\n');
});
server.listen(0, '127.0.0.1', () => {
  const temporary = announce + '.tmp-' + process.pid;
  fs.writeFileSync(temporary, server.address().port + ' ' + process.pid + '\\n');
  fs.renameSync(temporary, announce);
});
process.on('SIGTERM', () =>
  server.close(() => {
    fs.rmSync(pidFile, { force: true });
    process.exit(0);
  }),
);
`;

const FRONT = `'use strict';
const fs = require('node:fs');
const http = require('node:http');
const path = require('node:path');

const port = Number(process.argv[2]);
const runDir = process.argv[3];
const read = (name) => {
  try {
    const [upstreamPort, pid] = fs.readFileSync(path.join(runDir, name), 'utf8').trim().split(' ').map(Number);
    return { port: upstreamPort, pid };
  } catch {
    return null;
  }
};
let live = read('live');
fs.writeFileSync(path.join(runDir, 'pids', String(process.pid)), '');

function promote(candidate) {
  const current = read('candidate');
  if (!current || current.port !== candidate.port) return;
  const previous = live;
  live = candidate;
  fs.renameSync(path.join(runDir, 'candidate'), path.join(runDir, 'live'));
  if (previous && previous.pid !== candidate.pid) {
    setTimeout(() => {
      try {
        process.kill(previous.pid, 'SIGTERM');
      } catch {}
    }, 1000);
  }
}

function forward(request, response, upstream, onStatus) {
  const outgoing = http.request(
    { host: '127.0.0.1', port: upstream.port, path: request.url, method: request.method, headers: request.headers, agent: false },
    (reply) => {
      response.writeHead(reply.statusCode, reply.headers);
      reply.pipe(response);
      if (onStatus) onStatus(reply.statusCode);
    },
  );
  outgoing.on('error', (error) => {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, { 'content-type': 'text/plain' });
    response.end('front: ' + error.message + '\\n');
  });
  request.pipe(outgoing);
}

http
  .createServer((request, response) => {
    const candidate = request.url === '/health' ? read('candidate') : null;
    if (candidate) {
      return forward(request, response, candidate, (status) => {
        if (status >= 200 && status < 300) promote(candidate);
      });
    }
    if (!live) {
      response.writeHead(503, { 'content-type': 'text/plain' });
      return response.end('front: no release is live yet\\n');
    }
    forward(request, response, live);
  })
  .listen(port, '127.0.0.1');
`;

const RESTART = `#!/bin/sh
# Usage: sh restart.sh FRONT_PORT — run in current by Aerie after each switch.
set -e
FRONT_PORT="$1"
RUN_DIR="$(cd run && pwd -P)"
mkdir -p "$RUN_DIR/pids"
answers() { curl -s -o /dev/null --max-time 1 "http://127.0.0.1:$FRONT_PORT/"; }

if ! { [ -f "$RUN_DIR/front.pid" ] && kill -0 "$(cat "$RUN_DIR/front.pid")" 2>/dev/null; }; then
  setsid node "$(pwd -P)/front.cjs" "$FRONT_PORT" "$RUN_DIR" </dev/null >>"$RUN_DIR/front.log" 2>&1 &
  echo $! > "$RUN_DIR/front.pid"
  tries=0
  until answers; do
    tries=$((tries + 1)); [ "$tries" -lt 100 ] || { echo "the front did not start" >&2; exit 1; }
    sleep 0.1
  done
  echo "front started on port $FRONT_PORT"
fi

# A candidate that never became live (its release failed its health check) is not needed any more.
if [ -f "$RUN_DIR/candidate" ]; then
  kill "$(cut -d' ' -f2 "$RUN_DIR/candidate")" 2>/dev/null || true
  rm -f "$RUN_DIR/candidate"
fi

setsid node "$(pwd -P)/server.cjs" "$RUN_DIR/candidate" </dev/null >>"$RUN_DIR/app.log" 2>&1 &
tries=0
until [ -f "$RUN_DIR/candidate" ]; do
  tries=$((tries + 1)); [ "$tries" -lt 100 ] || { echo "the new server did not start" >&2; exit 1; }
  sleep 0.1
done
echo "$(cat RELEASE) started on port $(cut -d' ' -f1 "$RUN_DIR/candidate"); the front switches to it once healthy"
`;

/** The build: the release names itself (the server reads it at start). */
export const RELEASE_APP_BUILD = 'echo "release $(cat VERSION)" > RELEASE\ncat RELEASE';
/** The shared path the app keeps its processes' state in. */
export const RELEASE_APP_SHARED = 'run';
export const restartCommand = (frontPort: number) => `sh restart.sh ${frontPort}`;
export const healthUrl = (frontPort: number) => `http://127.0.0.1:${frontPort}/health`;

/** The app's files at `version`; a broken release also holds UNHEALTHY (its /health answers 500). */
export function releaseAppFiles(version: number, broken = false): Record<string, string | null> {
  return {
    'server.cjs': SERVER,
    'front.cjs': FRONT,
    'restart.sh': RESTART,
    VERSION: `${version}\n`,
    UNHEALTHY: broken ? 'The /health of this release answers 500.\n' : null,
    'package.json': '{ "name": "release-app", "version": "1.0.0", "private": true }\n',
  };
}

/** The pids of the app's processes still running (a server the front is about to stop among them). */
export function releaseAppPids(deployPath: string): number[] {
  const pidsDir = join(deployPath, 'shared', RELEASE_APP_SHARED, 'pids');
  if (!existsSync(pidsDir)) return [];
  return readdirSync(pidsDir)
    .map(Number)
    .filter((pid) => Number.isInteger(pid) && pid > 1);
}

/** Stops the app's processes by their pids (they outlive the SSH sessions that started them). */
export function stopReleaseApp(deployPath: string): void {
  for (const pid of releaseAppPids(deployPath)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
