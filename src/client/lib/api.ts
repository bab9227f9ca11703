import type { QueryFunction } from "@tanstack/react-query";
import type { ZodType } from "zod";

/**
 * The zod contract of an answer (src/shared/contracts), or a loader of it. The storefront's entry
 * passes loaders so that zod is fetched beside its first API call instead of in the first
 * download (decision 0006); everything else passes the schema itself.
 */
export type Contract<T> = ZodType<T> | (() => Promise<ZodType<T>>);

const REQUEST_ID_HEADER = "x-request-id";

/** A non-2xx answer. Its message is "<status>: <body text>" as the spec's error catalogue says. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** The server's id of the failed request, for a customer to quote to support. */
    readonly requestId: string | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = "ApiError";
  }
}

/** A 2xx answer that does not match its contract: the server and the client disagree on its shape. */
export class ContractError extends Error {
  constructor(
    readonly request: string,
    issues: readonly { path: readonly PropertyKey[]; message: string }[],
    readonly requestId: string | null = null,
  ) {
    const listed = issues.slice(0, 3).map((issue) => `${issue.path.map(String).join(".") || "(root)"}: ${issue.message}`);
    const more = issues.length > 3 ? ` (and ${issues.length - 3} more)` : "";
    super(`The answer to ${request} does not match its contract: ${listed.join("; ")}${more}`);
    this.name = "ContractError";
  }
}

/** The request id of a failed call (from its `x-request-id` header), when the error came from one. */
export function requestIdOf(error: unknown): string | null {
  return error instanceof ApiError || error instanceof ContractError ? error.requestId : null;
}

/**
 * The server's `{ message }` when the failed answer carried one; else the fallback, or without one
 * the error's own message. A body that is not JSON (a proxy's HTML page) is no message for a person.
 */
export function serverMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) {
    try {
      const parsed = JSON.parse(error.body) as { message?: unknown };
      if (typeof parsed.message === "string" && parsed.message.trim() !== "") return parsed.message;
    } catch {
      // not JSON: the fallback speaks
    }
  }
  if (fallback !== undefined) return fallback;
  return plainWords(error);
}

/**
 * What a person reads when the server said nothing usable: never an HTML page, a bare
 * "500: Internal Server Error" or a browser's "Failed to fetch" (extensions §5).
 */
function plainWords(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return "Too many attempts. Please wait a moment and try again.";
    if (error.status >= 500) return "Something went wrong on our side. Please try again in a moment.";
    return "The request could not be completed. Please check the form and try again.";
  }
  if (error instanceof ContractError) return "The shop sent an answer this page could not read. Please reload the page.";
  if (error instanceof TypeError) return "Could not reach the shop. Please check your connection and try again.";
  return error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = await res.text();
    throw new ApiError(res.status, text, res.statusText, res.headers.get(REQUEST_ID_HEADER));
  }
}

const loadContract = <T>(contract: Contract<T>): Promise<ZodType<T>> =>
  typeof contract === "function" ? contract() : Promise.resolve(contract);

/** Reads a JSON answer through its contract; a mismatch is a ContractError naming the request. */
export async function parseAnswer<T>(res: Response, schema: ZodType<T>, request: string): Promise<T> {
  const parsed = schema.safeParse(await res.json());
  if (!parsed.success) throw new ContractError(request, parsed.error.issues, res.headers.get(REQUEST_ID_HEADER));
  return parsed.data;
}

/** Every call sends credentials; a JSON content type only when there is a body. Used as is for answers without a body (204). */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: data !== undefined ? { "Content-Type": "application/json", ...headers } : headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(res);
  return res;
}

/** Calls the API and answers its JSON body, parsed by the answer's contract. */
export async function apiJson<T>(
  method: string,
  url: string,
  contract: Contract<T>,
  data?: unknown,
  headers?: Record<string, string>,
): Promise<T> {
  const [res, schema] = await Promise.all([apiRequest(method, url, data, headers), loadContract(contract)]);
  return parseAnswer(res, schema, `${method} ${url}`);
}

/** A query function that GETs the key's segments joined by /, parsed by the contract; optionally a 401 is null (nobody logged in). */
export function getQueryFn<T>(contract: Contract<T>): QueryFunction<T>;
export function getQueryFn<T>(contract: Contract<T>, options: { on401: "returnNull" }): QueryFunction<T | null>;
export function getQueryFn<T>(contract: Contract<T>, options?: { on401: "returnNull" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const url = queryKey.join("/");
    const [res, schema] = await Promise.all([fetch(url, { credentials: "include" }), loadContract(contract)]);
    if (options?.on401 === "returnNull" && res.status === 401) return null;
    await throwIfNotOk(res);
    return parseAnswer(res, schema, `GET ${url}`);
  };
}
