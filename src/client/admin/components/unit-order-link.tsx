import { Link } from "react-router";
import { shortOrderId } from "../../../shared/contracts/orders";
import { detailLink } from "./detail-card";

/** The order a unit shipped with, linked to its page; a unit its owner registered came with none. */
export function UnitOrderLink({ orderId }: { orderId: string | null }) {
  if (!orderId) return <span className="text-muted-foreground">Registered by its owner</span>;
  return (
    <Link className={detailLink} to={`/admin/orders/${orderId}`}>
      #{shortOrderId(orderId)}
    </Link>
  );
}
