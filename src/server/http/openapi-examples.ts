import { accountExamples } from "./examples/account-examples";
import { catalogExamples } from "./examples/catalog-examples";
import { checkoutExamples } from "./examples/checkout-examples";
import { orderExamples } from "./examples/order-examples";
import { serviceExamples } from "./examples/service-examples";
import { systemExamples } from "./examples/system-examples";

/**
 * An operation's example (extensions §10): its JSON request body, its JSON success answer (the
 * first 2xx that has one) and values of its parameters by name. The document's schemas are inlined
 * per operation (there are no named ones but Error), so the examples sit on the media types, where
 * Swagger UI shows them and redocly's no-invalid-media-type-examples checks them (decision 0086).
 */
export interface OperationExample {
  request?: unknown;
  response?: unknown;
  parameters?: Record<string, string | number>;
}
export type OperationExamples = Record<string, OperationExample>;

/** Every operation's example by operationId, made of the seed catalog (examples/example-values.ts). */
export const OPERATION_EXAMPLES: OperationExamples = {
  ...catalogExamples,
  ...orderExamples,
  ...checkoutExamples,
  ...accountExamples,
  ...serviceExamples,
  ...systemExamples,
};

type Media = { schema?: unknown; example?: unknown };
interface DescribedOperation {
  parameters?: { name?: string; example?: unknown }[];
  requestBody?: unknown;
  responses?: Record<string, unknown>;
}

const jsonOf = (holder: unknown): Media | undefined =>
  (holder as { content?: Record<string, Media> } | undefined)?.content?.["application/json"];

/** Puts an operation's examples on its JSON request body, its JSON success answer and its parameters. */
export function addExamples(operation: DescribedOperation, operationId: string): void {
  const example = OPERATION_EXAMPLES[operationId];
  if (!example) return;
  const body = jsonOf(operation.requestBody);
  if (body && example.request !== undefined) body.example = example.request;
  const success = Object.entries(operation.responses ?? {}).find(([status, answer]) => status.startsWith("2") && jsonOf(answer));
  if (success && example.response !== undefined) jsonOf(success[1])!.example = example.response;
  for (const parameter of operation.parameters ?? []) {
    const value = parameter.name === undefined ? undefined : example.parameters?.[parameter.name];
    if (value !== undefined) parameter.example = value;
  }
}
