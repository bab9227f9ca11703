import { orderStatuses, type OrderStatus } from "../../../shared/contracts/orders";
import { OptionSelect } from "../components/option-select";

const isOrderStatus = (value: string): value is OrderStatus => (orderStatuses as readonly string[]).includes(value);
const STATUS_CHOICES = orderStatuses.map((status) => ({ value: status, label: status }));

interface OrderStatusSelectProps {
  value: OrderStatus;
  label: string;
  disabled?: boolean;
  onChange: (status: OrderStatus) => void;
}

/** Any status may follow any other (admin.md §4). */
export function OrderStatusSelect({ value, label, disabled, onChange }: OrderStatusSelectProps) {
  return (
    <OptionSelect
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isOrderStatus(next) && next !== value) onChange(next);
      }}
      options={STATUS_CHOICES}
      trigger={{ className: "w-40 capitalize", "aria-label": label }}
      itemClassName="capitalize"
    />
  );
}
