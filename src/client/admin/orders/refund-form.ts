import { z } from "zod";
import type { OrderLine } from "../../../shared/contracts/order-line";
import { refundInput } from "../../../shared/contracts/orders";
import { formatPrice, fromCents, toCents } from "../../../shared/money";
import type { RefundInput } from "./use-order-detail";

/** The refund dialog's fields: restock quantities are typed per line, as text ("" = none). */
export interface RefundFormValues {
  amount: string;
  reason: string;
  restock: string[];
}

export function refundFormDefaults(lines: readonly OrderLine[], remainderCents: number): RefundFormValues {
  return { amount: fromCents(remainderCents), reason: "", restock: lines.map(() => "") };
}

/**
 * The contract's refundInput plus what the dialog knows: the amount is more than nothing and at most what is
 * left, and a line's restock quantity is a whole number no larger than the line's quantity.
 */
export function refundFormSchema(lines: readonly OrderLine[], remainderCents: number) {
  return z.object({
    amount: refundInput.shape.amount
      .refine((value) => toCents(value) > 0, "Amount must be more than $0.00")
      .refine((value) => toCents(value) <= remainderCents, `At most ${formatPrice(fromCents(remainderCents))} is left to refund`),
    reason: refundInput.shape.reason,
    restock: z.array(z.string().trim()).superRefine((quantities, ctx) => {
      quantities.forEach((text, index) => {
        if (text === "") return;
        const max = lines[index]?.quantity ?? 0;
        const quantity = Number(text);
        if (!Number.isInteger(quantity) || quantity < 0 || quantity > max) {
          ctx.addIssue({ code: "custom", path: [index], message: `Enter a whole number from 0 to ${max}` });
        }
      });
    }),
  });
}

/** The call's body: only the lines with something to put back, by their index in the order's items. */
export function toRefundInput(values: RefundFormValues): RefundInput {
  const restockLines = values.restock
    .map((text, index) => ({ index, quantity: text.trim() === "" ? 0 : Number(text) }))
    .filter((line) => line.quantity > 0);
  return {
    amount: values.amount.trim(),
    reason: values.reason.trim(),
    ...(restockLines.length > 0 ? { restockLines } : {}),
  };
}
