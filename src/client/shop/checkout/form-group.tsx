import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

/** A fieldset with a visible legend, so screen readers hear "Billing Address, Street Address". */
export function FormGroup({ legend, className, children }: { legend: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={cn("grid gap-4", className)}>
      <legend className="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-600">{legend}</legend>
      {children}
    </fieldset>
  );
}
