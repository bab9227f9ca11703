import { QueryClientProvider } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { RouterProvider } from "react-router";
import { CartProvider } from "../lib/cart/cart-context";
import { lazyNamed } from "../lib/lazy-page";
import { createQueryClient } from "../lib/query-client";
import { router } from "./router";

// The toast region loads after the first paint; toasts raised before it arrives wait in the store.
const Toaster = lazyNamed(() => import("../components/ui/toaster"), "Toaster");

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <CartProvider>
        <RouterProvider router={router} />
      </CartProvider>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
