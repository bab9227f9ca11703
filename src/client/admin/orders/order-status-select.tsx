import { orderStatuses, type OrderStatus } from "../../../shared/contracts/orders";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";

const isOrderStatus = (value: string): value is OrderStatus => (orderStatuses as readonly string[]).includes(value);

interface OrderStatusSelectProps {
  value: OrderStatus;
  label: string;
  disabled?: boolean;
  onChange: (status: OrderStatus) => void;
}

/** Any status may follow any other (admin.md §4). */
export function OrderStatusSelect({ value, label, disabled, onChange }: OrderStatusSelectProps) {
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isOrderStatus(next) && next !== value) onChange(next);
      }}
    >
      <SelectTrigger className="w-40 capitalize" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {orderStatuses.map((status) => (
          <SelectItem key={status} value={status} className="capitalize">
            {status}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
