import { z } from "zod";
import { webhookExample } from "./examples/webhook-examples";
import { webhookEventBody, webhookEventData, webhookEventDescriptions, webhookEventTypes } from "../../shared/contracts/webhooks";

const SIGNATURE =
  '`t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed with the endpoint\'s secret (its UTF-8 bytes, as shown when the endpoint was added). See docs/api.md, Webhooks.';
const RETRIES =
  "Delivered on any 2xx answer. Anything else, or no answer within 10 s, is retried after 15 s, 1 min, 5 min, 30 min, 2 h, 6 h and 12 h; after the 8th attempt the delivery is failed (Admin › Webhooks can send it again).";

const STRING = { type: "string" as const };

/** A zod schema as a plain JSON Schema object inside the document (no `$schema` of its own). */
function jsonSchema(schema: z.ZodType): object {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { target: "draft-2020-12", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return rest;
}

/**
 * The OpenAPI 3.1 `webhooks` section (extensions §10): one POST per event, the body the shop sends
 * (from the contract), the signature headers and what counts as delivered.
 */
export function webhookDocs() {
  return Object.fromEntries(
    webhookEventTypes.map((type) => [
      type,
      {
        post: {
          summary: type,
          // webhookOrderPaid, webhookServiceRequestUpdated, ...
          operationId: `webhook${type.replace(/(?:^|[._])(\w)/g, (_match, letter: string) => letter.toUpperCase())}`,
          // The receiver checks the X-Shop-Signature header, not a security scheme of this API.
          security: [],
          description: `${webhookEventDescriptions[type]} ${RETRIES}`,
          tags: ["webhooks"],
          parameters: [
            { name: "X-Shop-Signature", in: "header" as const, required: true, schema: STRING, description: SIGNATURE },
            { name: "X-Shop-Event-Id", in: "header" as const, required: true, schema: STRING, description: "The body's `id`." },
            { name: "X-Shop-Event-Type", in: "header" as const, required: true, schema: STRING, description: "The body's `type`." },
          ],
          requestBody: {
            required: true,
            content: {
              "application/json": {
                schema: jsonSchema(webhookEventBody.extend({ type: z.literal(type), data: webhookEventData[type] })),
                example: webhookExample(type),
              },
            },
          },
          responses: { "2XX": { description: "Delivered." }, default: { description: "Not delivered: retried with back-off." } },
        },
      },
    ]),
  );
}
