import { EARLY_TAPS_GLOBAL } from "../../shared/early-taps";

/** What the inline script keeps: the tapped controls, and `off` once the app has taken them. */
type EarlyTaps = Element[] & { off?: boolean };

/**
 * Stops the page's inline script from noting taps and returns those it noted (decision 0082). Called
 * in the same task as `hydrateRoot`/`createRoot`: from then on a tap is React's to handle.
 */
export function takeEarlyTaps(win: Window = window): HTMLElement[] {
  const noted = (win as unknown as Record<string, EarlyTaps | undefined>)[EARLY_TAPS_GLOBAL];
  if (!noted) return [];
  noted.off = true;
  return noted.splice(0).filter((element): element is HTMLElement => element instanceof HTMLElement);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Clicks the noted controls again, in the order they were tapped, each in a task of its own as a
 * person's taps are (React renders one tap's update before the next reads it). A click on a part React
 * has not hydrated yet makes React hydrate it first, as for a tap landing during hydration, so the
 * control answers it exactly as it answers a tap now: the same handler, the same feedback.
 */
export async function replayEarlyTaps(taps: readonly HTMLElement[], between: () => Promise<void> = nextTask): Promise<void> {
  for (const control of taps) {
    await between();
    // A control the page no longer shows (a route changed meanwhile) is not clicked.
    if (control.isConnected) control.click();
  }
}
