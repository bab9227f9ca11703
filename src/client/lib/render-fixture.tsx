import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, vi } from "vitest";
import { dismiss } from "../hooks/use-toast";
import { createQueryClient } from "./query-client";

// The client's tests: a screen rendered as the app renders it (its own query client, a router at the
// given address), and the same tidy-up after every test (the DOM, the toasts, the stubbed fetch).

export function renderWithClient(
  ui: ReactNode,
  { client = createQueryClient(), at }: { client?: QueryClient; /** Inside a MemoryRouter at this address. */ at?: string } = {},
) {
  return render(
    <QueryClientProvider client={client}>
      {at === undefined ? ui : <MemoryRouter initialEntries={[at]}>{ui}</MemoryRouter>}
    </QueryClientProvider>,
  );
}

/** Call once at the top of a test file: each test starts with an empty page, no toast and the real fetch. */
export function tidyAfterEach(): void {
  afterEach(() => {
    cleanup();
    dismiss();
    vi.unstubAllGlobals();
  });
}
