import FindMyWay from "find-my-way";
import type { FastifyInstance, RouteOptions } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** The methods the app answers on a concrete path (extensions §10: a wrong method is 405 with `Allow`); empty for an unknown path. */
    allowedMethods(path: string): string[];
  }
}

type HTTPMethod = FindMyWay.HTTPMethod;

/**
 * Keeps a second router of the app's routes (find-my-way, the router inside Fastify, with the same
 * defaults), fed by the onRoute hook, so the not-found handler can tell a path nobody serves (404)
 * from a path served with other methods (405). Register before the routes.
 */
export function registerAllowedMethods(app: FastifyInstance): void {
  const router = FindMyWay();
  const methods = new Set<string>();
  app.addHook("onRoute", (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      methods.add(method);
      try {
        router.on(method as HTTPMethod, route.url, () => undefined);
      } catch {
        // The same method and path twice (a HEAD route Fastify adds beside a GET one): already known.
      }
    }
  });
  app.decorate("allowedMethods", (path: string): string[] => {
    const allowed = [...methods].filter((method) => router.find(method as HTTPMethod, path) !== null);
    if (allowed.includes("GET") && !allowed.includes("HEAD")) allowed.push("HEAD");
    return allowed.sort();
  });
}
