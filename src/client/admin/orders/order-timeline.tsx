import {
  AlertCircle,
  AlertTriangle,
  Ban,
  Banknote,
  CreditCard,
  FileText,
  type LucideIcon,
  Mail,
  PackagePlus,
  PauseCircle,
  PlayCircle,
  RefreshCw,
  Scale,
  ShoppingCart,
  StickyNote,
  Truck,
  Undo2,
} from "lucide-react";
import type { OrderEvent, OrderEventType } from "../../../shared/contracts/orders";
import { EventTimeline } from "../components/event-timeline";

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
  held: PauseCircle,
  released: PlayCircle,
};

/** The order's history, oldest first: time, who, what. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  return <EventTimeline events={events} icons={ICONS} label="Order history" empty="No history recorded for this order." />;
}
