import { bareHost, privateHostProblem } from "../../lib/public-address";

/**
 * Why an endpoint URL is refused, or null: https only, no user name or password in it, and a host
 * whose every address is public; WEBHOOK_ALLOW_PRIVATE (tests, an intranet) lifts the scheme and
 * address rules. The address is checked again on every delivery (post-webhook.ts).
 */
export async function webhookUrlProblem(raw: string, allowPrivate: boolean): Promise<string | null> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return "Enter a valid URL";
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) {
    return allowPrivate ? "The URL must start with https:// or http://" : "The URL must start with https://";
  }
  if (url.username || url.password) return "The URL must not contain a user name or password";
  if (allowPrivate) return null;
  return privateHostProblem(bareHost(url));
}
