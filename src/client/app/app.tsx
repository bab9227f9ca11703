import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Suspense, useEffect, useState, type ReactNode } from "react";
import { CartProvider } from "../lib/cart/cart-context";
import { lazyNamed } from "../lib/lazy-page";

// The toast region loads after the first paint; toasts raised before it arrives wait in the store.
const Toaster = lazyNamed(() => import("../components/ui/toaster"), "Toaster");

/**
 * The providers around the router: the browser passes its router (boot.tsx), the server its static
 * one (entry-server.tsx). Both pass the query client, which holds the page's data when it was server-rendered.
 */
export function App({ queryClient, hydrating = false, children }: { queryClient: QueryClient; hydrating?: boolean; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider restoreAfterMount={hydrating}>{children}</CartProvider>
      <AfterHydration>
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </AfterHydration>
    </QueryClientProvider>
  );
}

/** Rendered only in the browser, after the first render: the server's HTML has nothing to match it with. */
function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    setMounted(true);
    // The header and layout answer clicks from now on (journeys wait for it after loading a server-rendered page).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return mounted ? <>{children}</> : null;
}
