/**
 * Crash tests only (CHARGE_FAILPOINT, which config.ts accepts only with NODE_ENV test or
 * development): when the configured step is this one, the process SIGKILLs itself here, so the
 * request gets no answer and nothing after this line runs (decisions 0020, 0066).
 */
export function failpoint<Step extends string>(configured: Step | undefined, at: Step): void {
  if (configured === at) process.kill(process.pid, "SIGKILL");
}
