import type { QueryFunctionContext } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { category } from "../../shared/contracts/catalog";
import { user } from "../../shared/contracts/users";
import { ApiError, apiJson, ContractError, getQueryFn, requestIdOf, serverMessage } from "./api";

afterEach(() => vi.unstubAllGlobals());

function answer(body: unknown, status = 200, requestId = "req-7f3a") {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(new Response(text, { status, headers: { "x-request-id": requestId } }))),
  );
}

const context = (url: string) => ({ queryKey: [url] }) as unknown as QueryFunctionContext;
const goodCategory = { id: 1, name: "Coils", description: "", image: null, fileUrl: null, productCount: 2, createdAt: "2026-11-26" };

describe("the api client", () => {
  it("answers the parsed body when it matches its contract", async () => {
    answer(goodCategory);
    await expect(apiJson("PUT", "/api/admin/categories/1", category, { name: "Coils" })).resolves.toEqual(goodCategory);
  });

  it("raises a clear error naming the call and the field when an answer breaks its contract", async () => {
    answer({ ...goodCategory, productCount: "2" });
    const error = await apiJson("PUT", "/api/admin/categories/1", category, { name: "Coils" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as Error).message).toMatch(/^The answer to PUT \/api\/admin\/categories\/1 does not match its contract: productCount: /);
    expect(requestIdOf(error)).toBe("req-7f3a");
  });

  it("parses a query's answer with a contract that loads lazily, and a 401 may mean nobody is logged in", async () => {
    const lazyUser = () => Promise.resolve(user);
    answer([goodCategory]);
    await expect(getQueryFn(category.array())(context("/api/categories"))).resolves.toEqual([goodCategory]);
    answer({ id: "1" });
    await expect(getQueryFn(lazyUser)(context("/api/user"))).rejects.toThrow("The answer to GET /api/user does not match its contract");
    answer({ message: "Not logged in" }, 401);
    await expect(getQueryFn(lazyUser, { on401: "returnNull" })(context("/api/user"))).resolves.toBeNull();
  });

  it("raises '<status>: <body>' for a failed call, with the server's message and request id", async () => {
    answer({ message: "This category still has 1 product." }, 409, "req-409");
    const error = await apiJson("DELETE", "/api/admin/categories/1", category).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('409: {"message":"This category still has 1 product."}');
    expect(serverMessage(error, "Failed to delete category")).toBe("This category still has 1 product.");
    expect(requestIdOf(error)).toBe("req-409");
    answer("<html>Bad gateway</html>", 502);
    const proxied = await apiJson("GET", "/api/categories", category).catch((e: unknown) => e);
    expect(serverMessage(proxied, "Failed to load")).toBe("Failed to load");
    expect(serverMessage(new Error("offline"))).toBe("offline");
  });

  it("never shows an HTML page, a bare status text or 'Failed to fetch' when there is no fallback", () => {
    const words = [
      serverMessage(new ApiError(502, "<html><body>Bad gateway</body></html>", "Bad Gateway")),
      serverMessage(new ApiError(500, "", "Internal Server Error")),
      serverMessage(new ApiError(429, "Too Many Requests", "Too Many Requests")),
      serverMessage(new ApiError(400, "<h1>Bad</h1>", "Bad Request")),
      serverMessage(new TypeError("Failed to fetch")),
    ];
    for (const text of words) {
      expect(text).not.toMatch(/<|Internal Server Error|Failed to fetch|^\d{3}:/);
      expect(text.length).toBeGreaterThan(10);
    }
    expect(words[1]).toBe("Something went wrong on our side. Please try again in a moment.");
  });
});
