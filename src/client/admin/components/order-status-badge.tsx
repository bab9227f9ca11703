import type { OrderStatus } from "../../../shared/contracts/orders";
import { Badge } from "../../components/ui/badge";

// The spec's colours: pending yellow, processing blue, completed green, cancelled red; on hold (screening) grey.
const VARIANT = { pending: "warning", processing: "info", completed: "success", cancelled: "destructive", on_hold: "secondary" } as const;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={VARIANT[status]} className="capitalize">
      {status.replace("_", " ")}
    </Badge>
  );
}
