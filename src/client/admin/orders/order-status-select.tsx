import { orderStatuses, type OrderStatus } from "../../../shared/contracts/orders";
import { OptionSelect } from "../components/option-select";

const isOrderStatus = (value: string): value is OrderStatus => (orderStatuses as readonly string[]).includes(value);

interface OrderStatusSelectProps {
  value: OrderStatus;
  label: string;
  disabled?: boolean;
  /** False when cancelling is closed to this admin (it would give money back without the refunds permission). */
  cancellable?: boolean;
  onChange: (status: OrderStatus) => void;
}

/** Any status may follow any other (admin.md §4). */
export function OrderStatusSelect({ value, label, disabled, cancellable = true, onChange }: OrderStatusSelectProps) {
  return (
    <OptionSelect
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isOrderStatus(next) && next !== value) onChange(next);
      }}
      // on_hold is the screening's to set (extensions §9): shown for a held order, never chosen.
      options={orderStatuses.map((status) => ({
        value: status,
        label: status.replace("_", " "),
        disabled: (status === "cancelled" && !cancellable) || status === "on_hold",
      }))}
      trigger={{ className: "w-40 capitalize", "aria-label": label }}
      itemClassName="capitalize"
    />
  );
}
