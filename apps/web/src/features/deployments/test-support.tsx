import type {
  CommandsRecord,
  Deployment,
  DeploymentConfig,
  Repository,
  RunDetail,
  RunLogLine,
  RunSummary,
} from '@aerie/contract';
import { vi } from 'vitest';

import { OWNER_ID } from '@/lib/testing/project-page';

export { aServer, OWNER_ID, pageOf, PROJECT_UID, showProjectPage } from '@/lib/testing/project-page';

export const MEMBER_ID = 8;
export const TOKEN = 'session-token-abc';

/** A run; one that succeeded with a release went live as it finished, unless `overrides` say otherwise. */
export function aRun(overrides: Partial<RunSummary> = {}): RunSummary {
  const run: RunSummary = {
    id: 41,
    status: 'succeeded',
    trigger: 'create',
    triggered_by: 'user',
    commit_sha: '9f8e7d6c5b4a39281706f5e4d3c2b1a098765432',
    exit_code: 0,
    failure_reason: null,
    started_by: { id: OWNER_ID, first: 'Ada', last: 'Baker' },
    queued_at: '2026-11-22T10:00:00.000Z',
    started_at: '2026-11-22T10:00:01.000Z',
    finished_at: '2026-11-22T10:00:49.000Z',
    kind: 'deploy',
    release: '41-9f8e7d6',
    release_present: true,
    rolled_back: false,
    rollback_of_run_id: null,
    went_live_at: null,
    ...overrides,
  };
  const wentLive = run.status === 'succeeded' && run.release !== null ? run.finished_at : null;
  return 'went_live_at' in overrides ? run : { ...run, went_live_at: wentLive };
}

export function aDeployment(overrides: Partial<Deployment> = {}): Deployment {
  return {
    id: 15,
    slug: 'd3pl0ym3ntab',
    server: { name: 'shop-pilot', ip: '203.0.113.7' },
    branch: 'main',
    deploy_path: '/var/www/shop',
    created_at: '2026-11-22T09:59:00.000Z',
    repo_id: 4,
    server_id: 9,
    auto_deploy: 0,
    project_id: 12,
    schedule: null,
    timezone: 'UTC',
    next_run_at: null,
    push_to_deploy: false,
    strategy: 'releases',
    shared_paths: [],
    keep_releases: 5,
    restart_command: null,
    app_port: null,
    health_check: { url: null, command: null, timeout_seconds: 5, retry_seconds: 30 },
    repository: { name: 'shop-site', platform: 'aerie' },
    last_run: aRun(),
    ...overrides,
  };
}

export function aRepository(overrides: Partial<Repository> = {}): Repository {
  return {
    id: 4,
    project_id: 12,
    name: 'shop-site',
    description: '',
    platform: 'aerie',
    repo_url: 'http://localhost:8080/git/harbour/shop-site.git',
    http_url: 'http://localhost:8080/git/harbour/shop-site.git',
    ssh_url: null,
    private: true,
    default_branch: 'main',
    default_branch_protected: true,
    size_bytes: 48_000,
    created_at: '2026-11-21T09:00:00.000Z',
    updated_at: '2026-11-21T09:00:00.000Z',
    ...overrides,
  };
}

export function aCommandsRecord(overrides: Partial<CommandsRecord> = {}): CommandsRecord {
  return {
    slug: 'c0mmand5slug',
    commands: 'pwd',
    updated_at: '2026-11-22T10:00:00.000Z',
    server: { name: 'shop-pilot', ip: '203.0.113.7' },
    project_id: 12,
    deployment_id: 15,
    user_id: null,
    ...overrides,
  };
}

export function aConfig(overrides: Partial<DeploymentConfig> = {}): DeploymentConfig {
  return {
    slug: 'c0nf1gslug12',
    variables: '',
    updated_at: '2026-11-22T10:00:00.000Z',
    deployment_id: 15,
    ...overrides,
  };
}

export function aLine(seq: number, line: string, stream: RunLogLine['stream'] = 'stdout'): RunLogLine {
  return { seq, ts: `2026-11-22T10:00:${String(seq).padStart(2, '0')}.000Z`, stream, line };
}

export function aRunDetail(overrides: Partial<RunDetail> = {}): RunDetail {
  return {
    ...aRun(),
    deployment: { id: 15, slug: 'd3pl0ym3ntab', branch: 'main', deploy_path: '/var/www/shop' },
    server: { name: 'shop-pilot', ip: '203.0.113.7' },
    project_id: 12,
    lines: [],
    ...overrides,
  };
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; body: unknown } | { stream: ReadableStream<Uint8Array> };

/**
 * Stands in for the network: answers calls by `METHOD /path` (query string ignored) with JSON, or with a
 * streaming body for the live log; records each call with its headers. An unexpected call fails the test.
 */
export function answer(routes: Record<string, (call: Call) => Reply>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const call: Call = {
        method: init.method ?? 'GET',
        path: input,
        body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
        headers: { ...(init.headers as Record<string, string> | undefined) },
      };
      calls.push(call);
      const path = new URL(call.path, 'http://app.test').pathname;
      const handler = routes[`${call.method} ${path}`];
      if (!handler) throw new Error(`Unexpected call ${call.method} ${call.path}`);
      const reply = handler(call);
      if ('stream' in reply) {
        return new Response(reply.stream, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A response body the test writes to as it goes, and can end (a dropped connection) or leave open. */
export function liveStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({
    start(started) {
      controller = started;
    },
  });
  const encoder = new TextEncoder();
  return {
    stream,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    drop: () => controller.close(),
  };
}

/** One `line` frame as the server sends it. */
export function lineFrame(line: RunLogLine): string {
  return `id: ${line.seq}\nevent: line\ndata: ${JSON.stringify(line)}\n\n`;
}
