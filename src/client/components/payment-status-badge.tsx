import { paymentStatusLabel, paymentStatusVariant } from "../lib/order-labels";
import { Badge } from "./ui/badge";

/** The payment's state in words: "Paid", "Partially refunded", "Awaiting payment"… */
export function PaymentStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant={paymentStatusVariant(status)} className={className}>
      {paymentStatusLabel(status)}
    </Badge>
  );
}
