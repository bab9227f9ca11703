import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "../../components/ui/input";
import { cn } from "../../lib/utils";

interface SearchInputProps extends Omit<ComponentProps<"input">, "type" | "value" | "onChange"> {
  value: string;
  onValueChange: (value: string) => void;
}

/** A search box with its magnifier: the admin's list filters (orders, logs). `className` sizes the box. */
export function SearchInput({ value, onValueChange, className, ...input }: SearchInputProps) {
  return (
    <div className={cn("relative", className)}>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
      <Input {...input} type="search" className="pl-9" value={value} onChange={(event) => onValueChange(event.target.value)} />
    </div>
  );
}
