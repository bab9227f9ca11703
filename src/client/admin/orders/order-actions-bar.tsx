import { Ban, FileDown, Globe2, PackageCheck, Truck, Undo2 } from "lucide-react";
import { readOrderLines } from "../../../shared/contracts/order-line";
import { type AdminOrderDetail, shortOrderId } from "../../../shared/contracts/orders";
import { Button } from "../../components/ui/button";
import { CancelDialog } from "./cancel-dialog";
import { OrderActionButton } from "./order-action-button";
import { useHasPermission } from "../lib/permissions";
import { type ActionRule, orderActionRules, refundableCents } from "./order-actions";
import { RefundDialog } from "./refund-dialog";
import { ShipDialog } from "./ship-dialog";

/** The order's PDFs, downloaded from the order's own routes. */
const PAPERS = [
  { file: "invoice.pdf", label: "Invoice (PDF)", Icon: FileDown },
  { file: "packing-slip.pdf", label: "Packing slip (PDF)", Icon: PackageCheck },
] as const;

/** Extensions §9: an order shipped abroad (it has an incoterm) also has its customs papers. */
const COMMERCIAL_INVOICE = { file: "commercial-invoice.pdf", label: "Commercial invoice (PDF)", Icon: Globe2 } as const;

export type OrderDialog = "ship" | "refund" | "cancel" | null;

/** Why the closed actions are closed, once each, under the buttons (the buttons point at it). */
function reasons(rules: ActionRule[]): string[] {
  return [...new Set(rules.flatMap((rule) => (rule.allowed ? [] : [rule.reason])))];
}

/** Ship, Refund, Cancel (each in its dialog) and the order's PDFs. */
interface OrderActionsBarProps {
  order: AdminOrderDetail;
  /** The open dialog: the page owns it, because choosing "cancelled" in the status select opens Cancel too. */
  open: OrderDialog;
  setOpen: (dialog: OrderDialog) => void;
}

export function OrderActionsBar({ order, open, setOpen }: OrderActionsBarProps) {
  const rules = orderActionRules(order, useHasPermission("refunds"));
  const number = shortOrderId(order.id);
  const lines = readOrderLines(order.items);
  const closed = reasons([rules.ship, rules.refund, rules.cancel]);
  const explained = closed.length > 0 ? "order-actions-why" : undefined;
  const base = `/api/admin/orders/${encodeURIComponent(order.id)}`;
  const onOpenChange = (next: boolean) => {
    if (!next) setOpen(null);
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap gap-2">
        <OrderActionButton rule={rules.ship} explained={explained} onClick={() => setOpen("ship")}>
          <Truck aria-hidden="true" />
          Ship
        </OrderActionButton>
        <OrderActionButton rule={rules.refund} explained={explained} variant="outline" onClick={() => setOpen("refund")}>
          <Undo2 aria-hidden="true" />
          Refund
        </OrderActionButton>
        <OrderActionButton
          rule={rules.cancel}
          explained={explained}
          variant="outline"
          className="text-red-700 hover:text-red-800"
          onClick={() => setOpen("cancel")}
        >
          <Ban aria-hidden="true" />
          Cancel order
        </OrderActionButton>
        {[...PAPERS, ...(order.incoterm ? [COMMERCIAL_INVOICE] : [])].map(({ file, label, Icon }) => (
          <Button key={file} asChild variant="ghost">
            <a href={`${base}/${file}`} download>
              <Icon aria-hidden="true" />
              {label}
            </a>
          </Button>
        ))}
      </div>
      {closed.length > 0 ? (
        <p id={explained} className="text-sm text-muted-foreground">
          {closed.join(" ")}
        </p>
      ) : null}
      <ShipDialog order={order} orderNumber={number} open={open === "ship"} onOpenChange={onOpenChange} />
      <RefundDialog
        orderId={order.id}
        orderNumber={number}
        lines={lines}
        remainderCents={refundableCents(order)}
        open={open === "refund"}
        onOpenChange={onOpenChange}
      />
      <CancelDialog orderId={order.id} orderNumber={number} open={open === "cancel"} onOpenChange={onOpenChange} />
    </div>
  );
}
