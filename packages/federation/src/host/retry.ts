/** Backoff schedule for manifest and entry loads: quick enough for a page load, patient enough for a blip. */
export const RETRY_DELAYS_MS = [250, 750];
export const REQUEST_TIMEOUT_MS = 8000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** fetch with a timeout, retried with backoff on network errors, timeouts and non-2xx answers. */
export async function fetchWithRetry(
  url: string,
  init: RequestInit = {},
  { delays = RETRY_DELAYS_MS, timeoutMs = REQUEST_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<Response> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const response = await fetchImpl(url, { ...init, signal: controller.signal });
      if (response.ok) return response;
      lastError = new Error(`HTTP ${response.status} for ${url}`);
    } catch (error) {
      lastError = controller.signal.aborted ? new Error(`timed out after ${timeoutMs} ms: ${url}`) : error;
    } finally {
      clearTimeout(timer);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

export async function withRetry<T>(task: () => Promise<T>, delays = RETRY_DELAYS_MS): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    try {
      return await task();
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
