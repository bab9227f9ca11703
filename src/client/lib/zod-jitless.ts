/**
 * zod 4 checks once whether `new Function` is allowed before its first object parse (its "jit"); the
 * shop's CSP has no 'unsafe-eval', so Chrome reports that probe as a content-security-policy issue
 * (Lighthouse best practices 96, decision 0043). zod keeps its settings on `globalThis.__zod_globalConfig`
 * and skips the probe under `jitless`; setting it here, before zod is loaded, keeps zod out of the
 * storefront's first download (zod is fetched beside the first API call, decision 0006).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
