// The compare page's query (/compare?ids=a,b,c), read the same way by the server's page cache and by the
// browser: at most four products, ids beyond the fourth ignored (extensions §8), each once.

export const COMPARE_MAX = 4;

/** The ids a ?ids= value names, first four only, in their order, each once, lower case. */
export function compareIds(param: string | null | undefined): string[] {
  const ids: string[] = [];
  for (const raw of (param ?? "").split(",").slice(0, COMPARE_MAX)) {
    const id = raw.trim().toLowerCase();
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** The compare page's path for these products ("/compare" for none). */
export function comparePath(ids: readonly string[]): string {
  return ids.length > 0 ? `/compare?ids=${ids.slice(0, COMPARE_MAX).join(",")}` : "/compare";
}
