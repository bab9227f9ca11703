import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from "fastify-type-provider-zod";
import { AppError } from "../lib/errors";

interface Issue {
  instancePath?: string;
  message?: string;
}

/** "<field>: <reason>; ..." as DESIGN.md §3 asks. */
function describeIssues(issues: Issue[], context: string | undefined): string {
  return issues
    .slice(0, 10)
    .map((issue) => {
      const field = issue.instancePath?.replace(/^\//, "").replaceAll("/", ".") || context || "body";
      return `${field}: ${issue.message ?? "invalid"}`;
    })
    .join("; ");
}

/**
 * A failed query's error carries its parameters in its message (customer names, e-mails,
 * addresses): log the SQL, the driver's code and message, never the values.
 */
export function loggable(error: Error): unknown {
  const query = (error as { query?: unknown }).query;
  if (typeof query !== "string") return error;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return {
    type: error.name,
    query,
    code: cause?.code,
    message: cause?.message ?? "query failed",
    stack: error.stack?.split("\n").slice(1).join("\n"),
  };
}

/**
 * One place turns every failure into `{ message }` with the right status; a 5xx never leaks its
 * cause. request.log is Fastify's child logger: its lines carry the request id (reqId).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).headers(error.headers).send({ message: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext;
      return reply.code(400).send({ message: describeIssues(error.validation as Issue[], context) });
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error }, "response did not match its schema");
      return reply.code(500).send({ message: "Internal server error" });
    }
    const status = (error as FastifyError).statusCode;
    if (typeof status === "number" && status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, unsupported content type.
      const message =
        (error as FastifyError).code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.name === "SyntaxError"
          ? "Malformed JSON body"
          : error.message;
      return reply.code(status).send({ message });
    }
    request.log.error({ err: loggable(error) }, "unhandled error");
    return reply.code(500).send({ message: "Internal server error" });
  });
}
