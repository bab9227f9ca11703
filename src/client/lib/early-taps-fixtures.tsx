// For tests of taps made before hydration (decision 0082): the page's inline script and its server HTML.
import { act, cleanup } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach } from "vitest";
import { EARLY_TAPS_SCRIPT } from "../../shared/early-taps";
import { takeEarlyTaps } from "./early-taps";

/** Runs the inline script as the page's head does. */
export const runInlineScript = () => new Function(EARLY_TAPS_SCRIPT)() as void;
/** Each replayed tap in a task of its own, inside act so React renders it before the next. */
export const inAct = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

const pages: HTMLElement[] = [];

/** Server HTML in the document, as the page arrives before its scripts run; removed after the test. */
export function serverHtml(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  pages.push(container);
  return container;
}

/** Each test of the file starts on an empty store with the inline script run, and ends with its taps taken and its HTML gone. */
export function freshPageEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    runInlineScript();
  });
  afterEach(() => {
    takeEarlyTaps();
    cleanup();
    for (const page of pages.splice(0)) page.remove();
  });
}
