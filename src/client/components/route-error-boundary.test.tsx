import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Link, MemoryRouter, Route, Routes } from "react-router";
import { category } from "../../shared/contracts/catalog";
import { getQueryFn } from "../lib/api";
import { createQueryClient } from "../lib/query-client";
import { CATEGORIES_KEY } from "../lib/query-keys";
import { RouteErrorBoundary } from "./route-error-boundary";

const coils = { id: 1, name: "Coils", description: "", image: null, fileUrl: null, productCount: 2, createdAt: "2026-11-26" };

/** A page with no error state of its own: its failed query throws to the route's boundary. */
function CategoriesPage() {
  const categories = useQuery({ queryKey: CATEGORIES_KEY, queryFn: getQueryFn(category.array()), throwOnError: true });
  return <p>{categories.data ? `${categories.data.length} categories` : "Loading"}</p>;
}

let renderFails = true;
function FragilePage() {
  if (renderFails) throw new Error("a bug in the page");
  return <p>Fragile page works</p>;
}

function renderApp(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Link to="/other">Other page</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/categories" element={<CategoriesPage />} />
            <Route path="/fragile" element={<FragilePage />} />
            <Route path="/other" element={<p>Another page</p>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const caught: unknown[][] = [];
beforeEach(() => {
  // React reports every error a boundary catches on console.error: expected here, so collected instead of failing the test.
  caught.length = 0;
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void caught.push(args));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the route error boundary", () => {
  it("shows the friendly page with the request id; Try again fetches again and shows the page", async () => {
    const answers = [
      new Response('{"message":"Internal server error"}', { status: 500, headers: { "x-request-id": "req-42" } }),
      new Response(JSON.stringify([coils]), { status: 200 }),
    ];
    const fetchMock = vi.fn(() => Promise.resolve(answers.shift()!));
    vi.stubGlobal("fetch", fetchMock);
    renderApp("/categories");

    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByText("req-42")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("1 categories")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(caught.length).toBeGreaterThan(0);
  });

  it("catches a page that throws while rendering; Try again renders it again, and another page resets it", async () => {
    renderFails = true;
    renderApp("/fragile");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.queryByText(/Request ID/)).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();

    fireEvent.click(screen.getByRole("link", { name: "Other page" }));
    expect(await screen.findByText("Another page")).toBeTruthy();
    renderFails = false;
    expect(caught.some((args) => args.some((a) => a instanceof Error && a.message === "a bug in the page"))).toBe(true);
  });

  it("shows the page again once the bug is gone", async () => {
    renderFails = true;
    renderApp("/fragile");
    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    renderFails = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Fragile page works")).toBeTruthy();
  });
});
