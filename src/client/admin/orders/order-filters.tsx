import { Search } from "lucide-react";
import { orderStatuses, type OrderStatus } from "../../../shared/contracts/orders";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../components/ui/select";

interface OrderFiltersProps {
  status: OrderStatus | "all";
  search: string;
  onStatusChange: (status: OrderStatus | "all") => void;
  onSearchChange: (search: string) => void;
}

export function OrderFilters({ status, search, onStatusChange, onSearchChange }: OrderFiltersProps) {
  return (
    <div className="mb-6 flex flex-col gap-4 rounded-lg border bg-white p-4 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="order-search">Search</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="order-search"
            type="search"
            className="pl-9"
            placeholder="Order number, name or e-mail"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5 sm:w-48">
        <Label htmlFor="order-status-filter">Status</Label>
        <Select value={status} onValueChange={(value) => onStatusChange(value === "all" ? "all" : (value as OrderStatus))}>
          <SelectTrigger id="order-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">All</SelectItem>
            {orderStatuses.map((s) => (
              <SelectItem key={s} value={s} className="capitalize">
                {s.charAt(0).toUpperCase() + s.slice(1)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
