import { cancelGivesMoneyBack, type Order } from "../../../shared/contracts/orders";
import { fromCents, toCents } from "../../../shared/money";
import { paymentStatusLabel } from "../../lib/order-labels";

/** Whether an action is open, and if not, the sentence that says why (shown beside the disabled button). */
export type ActionRule = { allowed: true } | { allowed: false; reason: string };

const allowed: ActionRule = { allowed: true };
const refused = (reason: string): ActionRule => ({ allowed: false, reason });

/** What is left to refund, in cents: the total less what was refunded. */
export const refundableCents = (order: Pick<Order, "total" | "refundedAmount">): number =>
  Math.max(0, toCents(order.total) - toCents(order.refundedAmount));

export const refundableAmount = (order: Pick<Order, "total" | "refundedAmount">): string => fromCents(refundableCents(order));

const SHIPPABLE = new Set(["paid", "review", "awaiting_payment"]);
const REFUNDABLE = new Set(["paid", "partially_refunded"]);

/** A held order (the screening list, extensions §9) leaves the hold by its release or its cancel only. */
export const ON_HOLD = "This order is on hold (screening list): release it or cancel it first.";

/** Refunding, and cancelling when that gives money back, need the refunds permission (extensions §11). */
export const NO_REFUNDS_PERMISSION = "Giving money back needs the “Refunds” permission: ask the owner for it.";

/**
 * The rules of extensions §1 as far as the order itself shows them, and the caller's refunds permission
 * (`mayGiveMoneyBack`); the server decides the rest (a payment not yet settled, a race with another
 * admin) and its 409 message is shown in the dialog.
 */
export function orderActionRules(
  order: Pick<Order, "status" | "paymentStatus" | "paymentMethod" | "transactionId" | "total" | "refundedAmount" | "amountPaid">,
  mayGiveMoneyBack: boolean,
) {
  if (order.status === "cancelled") {
    const closed = refused("This order is cancelled: it cannot be shipped, refunded, cancelled again or change status.");
    return { status: closed, ship: closed, refund: closed, cancel: closed };
  }
  const payment = paymentStatusLabel(order.paymentStatus).toLowerCase();
  const held = order.status === "on_hold" ? refused(ON_HOLD) : null;
  return {
    status: held ?? allowed,
    ship: held ?? (SHIPPABLE.has(order.paymentStatus) ? allowed : refused(`An order whose payment is "${payment}" cannot be shipped.`)),
    refund:
      order.paymentMethod === "invoice"
        ? refused(
            "An order on invoice (Net 30) has no card payment to refund: cancel it to void the invoice or record the return of what was paid.",
          )
        : !REFUNDABLE.has(order.paymentStatus)
          ? refused(`An order whose payment is "${payment}" cannot be refunded.`)
          : refundableCents(order) === 0
            ? refused("Nothing is left to refund.")
            : mayGiveMoneyBack
              ? allowed
              : refused(NO_REFUNDS_PERMISSION),
    cancel: mayGiveMoneyBack || !cancelGivesMoneyBack(order) ? allowed : refused(NO_REFUNDS_PERMISSION),
  };
}
