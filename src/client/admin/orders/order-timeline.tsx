import { format } from "date-fns";
import {
  AlertCircle,
  AlertTriangle,
  Ban,
  Banknote,
  CircleDot,
  CreditCard,
  FileText,
  type LucideIcon,
  Mail,
  PackagePlus,
  RefreshCw,
  Scale,
  ShoppingCart,
  StickyNote,
  Truck,
  Undo2,
} from "lucide-react";
import type { OrderEvent, OrderEventType } from "../../../shared/contracts/orders";

const ICONS: Record<OrderEventType, LucideIcon> = {
  placed: ShoppingCart,
  paid: CreditCard,
  review: AlertTriangle,
  payment_failed: AlertCircle,
  reconciled: Scale,
  invoice_issued: FileText,
  payment_recorded: Banknote,
  status_changed: RefreshCw,
  shipped: Truck,
  cancelled: Ban,
  voided: Undo2,
  refunded: Undo2,
  restocked: PackagePlus,
  email_sent: Mail,
  note: StickyNote,
};

function when(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? at : format(date, "MMM d, yyyy, h:mm a");
}

/** The order's history, oldest first, as a vertical line of events: time, who, what. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">No history recorded for this order.</p>;
  return (
    <ol className="relative ml-3 grid gap-5 border-l border-slate-300 pl-6" aria-label="Order history">
      {events.map((event, index) => {
        const Icon = ICONS[event.type] ?? CircleDot;
        return (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              className="absolute -left-[2.1rem] top-0 flex h-6 w-6 items-center justify-center rounded-full border bg-white text-slate-600"
              aria-hidden="true"
            >
              <Icon className="h-3.5 w-3.5" />
            </span>
            <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">{event.message}</p>
            <p className="mt-0.5 flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
              <time dateTime={event.at}>{when(event.at)}</time>
              <span aria-hidden="true">·</span>
              <span className="[overflow-wrap:anywhere]">{event.actor}</span>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
