import type { FastifyInstance } from "fastify";
import { badRequest } from "../lib/errors";

/** True when a parsed JSON value (or query/params object) holds a NUL character anywhere. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > 64 || value === null || typeof value !== "object" || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes("\u0000") || containsNul(item, depth + 1));
}

/**
 * PostgreSQL cannot store a NUL character in text, so one would surface as a 500 deep in a
 * query; every route refuses it up front instead (uploads' raw bodies are Buffers, not checked).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", (request, _reply, done) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      done(badRequest("Text must not contain NUL characters"));
      return;
    }
    done();
  });
}
