// The products a visitor picked to compare (extensions §8): at most four ids, kept in local storage so
// the choice survives a reload and shows in every tab. Read after hydration (the server renders none).
import { useCallback, useSyncExternalStore } from "react";
import { COMPARE_MAX } from "../../shared/compare-query";

export const COMPARE_STORAGE_KEY = "compare";

/** A stored list of ids; anything else (bad JSON, another shape) is no list. */
export function parseCompareIds(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is string => typeof id === "string" && /^[0-9a-f-]{36}$/i.test(id)).map((id) => id.toLowerCase());
    return [...new Set(ids)].slice(0, COMPARE_MAX);
  } catch {
    return [];
  }
}

/** The ids after toggling one: added at the end (unless four are chosen already), or removed. */
export function toggledIds(ids: readonly string[], id: string): string[] {
  if (ids.includes(id)) return ids.filter((other) => other !== id);
  return ids.length >= COMPARE_MAX ? [...ids] : [...ids, id];
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: string[] } = { raw: null, ids: [] };
const NONE: string[] = [];

function read(): string[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(COMPARE_STORAGE_KEY);
  } catch {
    return NONE; // storage blocked: nothing is kept
  }
  if (raw !== cached.raw) cached = { raw, ids: parseCompareIds(raw) };
  return cached.ids;
}

function write(ids: readonly string[]): void {
  try {
    if (ids.length === 0) window.localStorage.removeItem(COMPARE_STORAGE_KEY);
    else window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(ids));
  } catch {
    // storage blocked or full: the choice lasts until the page closes
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === COMPARE_STORAGE_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export interface CompareSelection {
  ids: readonly string[];
  full: boolean;
  toggle(id: string): void;
  remove(id: string): void;
  clear(): void;
}

/** The chosen products' ids; none on the server and while hydrating, so the server's HTML stays as it is. */
export function useCompareSelection(): CompareSelection {
  const ids = useSyncExternalStore(subscribe, read, () => NONE);
  const toggle = useCallback((id: string) => write(toggledIds(read(), id.toLowerCase())), []);
  const remove = useCallback((id: string) => write(read().filter((other) => other !== id.toLowerCase())), []);
  const clear = useCallback(() => write([]), []);
  return { ids, full: ids.length >= COMPARE_MAX, toggle, remove, clear };
}
