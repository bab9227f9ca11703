import type { ReactNode } from "react";
import { cn } from "../lib/utils";

/**
 * A bordered list of records under a form or a summary (a customer's certificates and registrations,
 * an invoice's payments); nothing at all until there is one. `children` renders one item, keyed.
 */
export function RecordList<T>({
  label,
  items,
  className,
  children,
}: {
  label: string;
  items: readonly T[] | undefined;
  className?: string;
  children: (item: T) => ReactNode;
}) {
  if (!items || items.length === 0) return null;
  return (
    <ul className={cn("divide-y rounded-md border", className)} aria-label={label}>
      {items.map((item) => children(item))}
    </ul>
  );
}
