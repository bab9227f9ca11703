import { ApiError } from "../../lib/api";

/** The server's `{ message }` when the answer carried one, else the screen's own wording. */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === "string" && parsed.message.trim() !== "") return parsed.message;
    } catch {
      // A body that is not JSON (a proxy's HTML page) is no message for a person.
    }
  }
  return fallback;
}
