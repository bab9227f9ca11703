import { orderStatuses, type OrderStatus } from "../../../shared/contracts/orders";
import { orderStatusLabel } from "../../lib/order-labels";
import { FormField } from "../../components/form-field";
import { SearchInput } from "../components/search-input";
import { SelectField } from "../components/select-field";

const STATUS_CHOICES = [
  { value: "all", label: "All" },
  ...orderStatuses.map((status) => ({ value: status, label: orderStatusLabel(status) })),
];

interface OrderFiltersProps {
  status: OrderStatus | "all";
  search: string;
  onStatusChange: (status: OrderStatus | "all") => void;
  onSearchChange: (search: string) => void;
}

export function OrderFilters({ status, search, onStatusChange, onSearchChange }: OrderFiltersProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-lg border bg-white p-4 sm:flex-row sm:items-end">
      <FormField id="order-search" label="Search" className="flex-1">
        {(aria) => <SearchInput {...aria} placeholder="Order number, name or e-mail" value={search} onValueChange={onSearchChange} />}
      </FormField>
      <SelectField
        id="order-status-filter"
        label="Status"
        className="sm:w-48"
        value={status}
        onValueChange={(value) => onStatusChange(value === "all" ? "all" : (value as OrderStatus))}
        options={STATUS_CHOICES}
      />
    </div>
  );
}
