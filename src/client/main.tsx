// The storefront's entry: a few lines that decide when the app's code (boot.tsx) is fetched. A
// server-rendered public page is painted from its HTML first and only then fetches React and the app
// (decision 0044): on a phone the first paint and the page's image no longer share the network with
// ~140 KB of JavaScript, and its parsing and hydration come after the content is visible.
import "./lib/zod-jitless";
import "./styles.css";

const serverRendered = Boolean(document.getElementById("page-state")?.textContent);

function start(): void {
  void import("./boot");
}

if (!serverRendered || document.visibilityState === "hidden") {
  // Checkout, account and admin are rendered by the client (nothing to paint before it), and a tab
  // opened in the background never paints: start at once.
  start();
} else {
  // After the frame that shows the server's HTML has been painted.
  requestAnimationFrame(() => setTimeout(start, 0));
}
