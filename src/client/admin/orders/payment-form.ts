import type { z } from "zod";
import { orderPaymentInput, type receivedPaymentMethods } from "../../../shared/contracts/institutional";
import { formatPrice, fromCents, isMoneyString, toCents } from "../../../shared/money";

export type PaymentMethod = (typeof receivedPaymentMethods)[number];

export const METHOD_LABEL: Record<PaymentMethod, string> = { check: "Check", wire: "Wire transfer", card: "Card", other: "Other" };

/** The "Record payment" fields as typed, and as sent. */
export type PaymentFormValues = z.input<ReturnType<typeof paymentFormSchema>>;
export type PaymentInput = z.output<ReturnType<typeof paymentFormSchema>>;

/** The amount starts at the whole balance. */
export const paymentFormDefaults = (balanceCents: number): Required<PaymentFormValues> => ({
  amount: fromCents(balanceCents),
  method: "check",
  reference: "",
});

/** The contract's orderPaymentInput plus what the dialog knows: no more than the balance is owed (the server says 409). */
export function paymentFormSchema(balanceCents: number) {
  return orderPaymentInput.extend({
    amount: orderPaymentInput.shape.amount.refine(
      // A malformed amount has its own message already.
      (value) => !isMoneyString(value) || toCents(value) <= balanceCents,
      `At most ${formatPrice(fromCents(balanceCents))} is owed on this invoice`,
    ),
  });
}
