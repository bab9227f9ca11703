import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

interface TableProps extends ComponentProps<"table"> {
  /** Names the scrolling wrapper and makes it keyboard-focusable, for tables wider than small screens. */
  scrollLabel?: string;
}

export function Table({ className, scrollLabel, ...props }: TableProps) {
  return (
    <div
      className="relative w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      {...(scrollLabel ? { role: "region", "aria-label": scrollLabel, tabIndex: 0 } : {})}
    >
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}
export function TableHeader({ className, ...props }: ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}
export function TableBody({ className, ...props }: ComponentProps<"tbody">) {
  return <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}
export function TableRow({ className, ...props }: ComponentProps<"tr">) {
  return <tr className={cn("border-b transition-colors hover:bg-muted/50", className)} {...props} />;
}
export function TableHead({ className, ...props }: ComponentProps<"th">) {
  return <th className={cn("h-11 px-3 text-left align-middle font-medium text-muted-foreground", className)} {...props} />;
}
export function TableCell({ className, ...props }: ComponentProps<"td">) {
  return <td className={cn("p-3 align-middle", className)} {...props} />;
}
export function TableCaption({ className, ...props }: ComponentProps<"caption">) {
  return <caption className={cn("mt-4 text-sm text-muted-foreground", className)} {...props} />;
}

/** A column of a plain table's head: its title, and what its own cells add to the row's style (alignment, hiding). */
export type HeadColumn = string | { label: string; className: string };

/**
 * The head row of a small hand-written table (not the admin's data tables): every title a
 * `th scope="col"` in the table's cell style, each column's own classes added.
 */
export function ColumnHeadRow({
  columns,
  cellClassName,
  className,
}: {
  columns: readonly HeadColumn[];
  cellClassName: string;
  className?: string;
}) {
  return (
    <tr className={className}>
      {columns.map((column) => {
        const { label, className: own } = typeof column === "string" ? { label: column, className: undefined } : column;
        return (
          <th key={label} scope="col" className={cn(cellClassName, own)}>
            {label}
          </th>
        );
      })}
    </tr>
  );
}
