import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { paymentConfig } from "../../../shared/contracts/checkout";
import { getQueryFn } from "../../lib/api";
import { PAYMENT_CONFIG_KEY } from "../../lib/query-keys";
import { acceptScript } from "./accept-js";

export type ScriptStatus = "idle" | "loading" | "ready" | "error";

export function usePaymentConfig() {
  return useQuery({ queryKey: PAYMENT_CONFIG_KEY, queryFn: getQueryFn(paymentConfig) });
}

const SCRIPT_ATTR = "data-payment-script";

/** Adds the provider's <script> once per page load (a second checkout visit reuses it). */
export function usePaymentScript(scriptUrl: string | undefined): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>(() => (acceptScript() ? "ready" : "idle"));

  useEffect(() => {
    if (!scriptUrl) return;
    if (acceptScript()) {
      setStatus("ready");
      return;
    }
    let script = document.querySelector<HTMLScriptElement>(`script[${SCRIPT_ATTR}]`);
    if (script && script.getAttribute("src") !== scriptUrl) {
      script.remove();
      script = null;
    }
    if (!script) {
      script = document.createElement("script");
      script.src = scriptUrl;
      script.async = true;
      script.charset = "utf-8";
      script.setAttribute(SCRIPT_ATTR, "loading");
      // Recorded on the element, so a later visit to the checkout knows how the first load ended.
      const element = script;
      element.addEventListener("load", () => element.setAttribute(SCRIPT_ATTR, "loaded"), { once: true });
      element.addEventListener("error", () => element.setAttribute(SCRIPT_ATTR, "error"), { once: true });
      document.head.appendChild(element);
    }
    const state = script.getAttribute(SCRIPT_ATTR);
    if (state !== "loading") {
      setStatus(state === "loaded" && acceptScript() ? "ready" : "error");
      return;
    }
    setStatus("loading");
    const current = script;
    const onLoad = () => setStatus(acceptScript() ? "ready" : "error");
    const onError = () => setStatus("error");
    current.addEventListener("load", onLoad);
    current.addEventListener("error", onError);
    return () => {
      current.removeEventListener("load", onLoad);
      current.removeEventListener("error", onError);
    };
  }, [scriptUrl]);

  return status;
}
