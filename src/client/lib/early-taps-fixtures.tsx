// For tests of taps made before hydration (decision 0082): the page's inline script and its server HTML.
import { act } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { EARLY_TAPS_SCRIPT } from "../../shared/early-taps";

/** Runs the inline script as the page's head does. */
export const runInlineScript = () => new Function(EARLY_TAPS_SCRIPT)() as void;
/** Each replayed tap in a task of its own, inside act so React renders it before the next. */
export const inAct = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Server HTML in the document, as the page arrives before its scripts run. */
export function serverHtml(element: React.ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
}
