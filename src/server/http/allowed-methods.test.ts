import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../tests/support/use-test-app";

// Extensions §10: a wrong method on a known path is 405 with Allow; an unknown path stays 404.
const t = useTestApp();

describe("a method the path does not take", () => {
  it("is 405 with Allow listing the methods it takes, parameters and all", async () => {
    const put = await t.app.inject({ method: "PUT", url: "/api/products" });
    expect(put.statusCode).toBe(405);
    expect(put.headers.allow).toBe("GET, HEAD, POST");
    expect(put.json()).toEqual({ message: "Method PUT is not allowed on /api/products; allowed: GET, HEAD, POST" });

    const post = await t.app.inject({ method: "POST", url: "/api/products/6f1c2b1e-4d5a-4c1b-9a7e-2f3d4c5b6a7e?x=1" });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe("DELETE, GET, HEAD, PUT");

    const deleteLogin = await t.app.inject({ method: "DELETE", url: "/api/login" });
    expect(deleteLogin.statusCode).toBe(405);
    expect(deleteLogin.headers.allow).toBe("POST");
  });

  it("leaves unknown paths at 404, and known methods where they were", async () => {
    const unknown = await t.app.inject({ method: "PUT", url: "/api/no-such-thing" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.allow).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: "/api/products" })).statusCode).toBe(200);
    // A page path: its GET is the page, a POST is refused with what it takes.
    const page = await t.app.inject({ method: "POST", url: "/about" });
    expect(page.statusCode).toBe(405);
    expect(page.headers.allow).toBe("GET, HEAD");
  });
});
