// Every call to an outside service (payment gateway, UPS, SMTP, S3) is bounded by one of these,
// so a service that hangs costs a known, configured time and never a stuck request.

/** The signal of an outside call: aborts after `ms`, or earlier when `parent` aborts (the caller's own deadline). */
export function timeoutSignal(ms: number, parent?: AbortSignal): AbortSignal {
  const own = AbortSignal.timeout(ms);
  return parent ? AbortSignal.any([parent, own]) : own;
}

/** True for the error of a call that ran out of time: ours, or fetch's when its timeout signal fired. */
export function isTimeout(error: unknown): boolean {
  return error instanceof Error && error.name === "TimeoutError";
}

export class TimeoutError extends Error {
  override name = "TimeoutError";
}

/**
 * Runs `work` with a signal that aborts after `ms` and settles when it does: with the work's
 * result, or with a TimeoutError saying what did not finish, even when the work ignores the
 * signal (an SMTP client that cannot be aborted). A work that ignores it keeps running in the
 * background; its late result is dropped.
 */
export function withTimeout<T>(ms: number, what: string, work: (signal: AbortSignal) => Promise<T>, parent?: AbortSignal): Promise<T> {
  const signal = timeoutSignal(ms, parent);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(isTimeout(signal.reason) ? new TimeoutError(`${what} did not finish within ${ms} ms`) : signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener("abort", onAbort, { once: true });
    let running: Promise<T>;
    try {
      running = work(signal);
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}
