// Taps on a server-rendered page before its JavaScript has run (extensions §10, decision 0082).

/** The attribute that marks a control whose taps before hydration are kept and replayed. */
export const EARLY_TAP_ATTRIBUTE = "data-early-tap";

/** The global the inline script keeps the tapped elements in, until the app takes them (src/client/lib/early-taps.ts). */
export const EARLY_TAPS_GLOBAL = "__earlyTaps";

/**
 * The inline script in every page's head (src/server/features/web/web.routes.ts), allowed by its hash
 * in the CSP (src/server/http/security.ts). A listener on the document's capture phase notes each
 * click on a marked control, in order, until the app sets `off` in the same task in which React
 * starts listening: a tap is then either noted here or React's, never both.
 */
export const EARLY_TAPS_SCRIPT =
  `(function(){var q=window.${EARLY_TAPS_GLOBAL}=[];document.addEventListener("click",function(e){` +
  `var t=!q.off&&e.target instanceof Element&&e.target.closest("[${EARLY_TAP_ATTRIBUTE}]");if(t)q.push(t)},true)})()`;
