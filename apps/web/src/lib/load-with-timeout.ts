import { PAGE_CHUNK_TIMEOUT_MS } from '@aerie/contract';

/**
 * Loads a lazy chunk, giving up after the spec's page-chunk time-out (docs/product.md § Delays) so a stalled network
 * ends on the error page with its Reload button instead of a blank screen.
 */
export async function loadWithTimeout<T>(load: () => Promise<T>, timeoutMs = PAGE_CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('This page took too long to load. Check your connection and reload.')),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([load(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
