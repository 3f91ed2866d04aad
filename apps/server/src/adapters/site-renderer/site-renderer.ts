import { Worker } from 'node:worker_threads';

import { AppError } from '../../errors.js';

/** What GrapesJS made of a site's project data: unsanitised, straight from the render thread. */
export interface RawSite {
  pages: Array<{
    name: string;
    title: string;
    description: string;
    keywords: string;
    /** The page's link card overrides (page-meta-modal.tsx); '' when not set. */
    ogTitle: string;
    ogDescription: string;
    ogImage: string;
    bodyHtml: string;
  }>;
  css: string;
}

export interface SiteRenderer {
  render(projectData: unknown): Promise<RawSite>;
  close(): Promise<void>;
}

type Reply = { id: number; ok: true; site: RawSite } | { id: number; ok: false; message: string } | { ready: true };

// The TypeScript source (tsx, vitest) sits beside this file; the production build puts the compiled
// worker beside the bundle in dist/ (scripts/build.mjs).
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './render-worker.ts' : './render-worker.js',
  import.meta.url,
);

/** A render that takes longer than this is a runaway document: the thread is replaced. */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * The render thread's own heap ceiling: a runaway document (or a leak, as issue 33's soak found) stops
 * that thread with an error instead of growing the process without bound. A starter template renders within 96 MB.
 */
const HEAP_LIMIT_MB = 512;

/** The draft's own doing (thousands of nested elements), so the user hears it as a 400, not a 500. */
const tooSlow = () =>
  new AppError(
    'bad_request',
    'This site took too long to render. Simplify its pages (fewer nested elements) and try again.',
  );

const tooLarge = () =>
  new AppError('bad_request', 'This site is too large to render. Split it into smaller pages and try again.');

/**
 * The render thread (render-worker.ts), started on first use and kept: GrapesJS and jsdom load once
 * (~200 ms), then each render costs only the site's own work. One thread renders one site at a time, in
 * order; it never keeps the process alive on its own.
 */
export function createSiteRenderer(options: { timeoutMs?: number; heapLimitMb?: number } = {}): SiteRenderer {
  const timeoutMs = options.timeoutMs ?? RENDER_TIMEOUT_MS;
  const heapLimitMb = options.heapLimitMb ?? HEAP_LIMIT_MB;
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<
    number,
    { resolve(site: RawSite): void; reject(error: Error): void; timer: NodeJS.Timeout; thread: Worker }
  >();

  /** Only the requests sent to `thread`: a replaced thread's exit must not fail its successor's work. */
  function failAll(thread: Worker, error: Error) {
    for (const [id, request] of pending) {
      if (request.thread !== thread) continue;
      clearTimeout(request.timer);
      request.reject(error);
      pending.delete(id);
    }
  }

  function start(): Worker {
    const thread = new Worker(WORKER_FILE, { resourceLimits: { maxOldGenerationSizeMb: heapLimitMb } });
    thread.unref();
    thread.on('message', (reply: Reply) => {
      if ('ready' in reply) return;
      const request = pending.get(reply.id);
      if (!request) return;
      pending.delete(reply.id);
      clearTimeout(request.timer);
      if (reply.ok) request.resolve(reply.site);
      else request.reject(new Error(`The site could not be rendered: ${reply.message}`));
    });
    thread.on('error', (error) => {
      const outOfMemory = (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
      failAll(thread, outOfMemory ? tooLarge() : error);
    });
    thread.on('exit', (code) => {
      if (worker === thread) worker = null;
      failAll(thread, new Error(`The render thread stopped (exit ${code}).`));
    });
    return thread;
  }

  return {
    render(projectData) {
      worker ??= start();
      const thread = worker;
      const id = nextId++;
      return new Promise<RawSite>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id);
          reject(tooSlow());
          // Dropped at once: the next render starts a fresh thread instead of queueing on a dying one.
          if (worker === thread) worker = null;
          void thread.terminate();
        }, timeoutMs);
        pending.set(id, { resolve, reject, timer, thread });
        thread.postMessage({ id, projectData });
      });
    },
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}
