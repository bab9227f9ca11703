import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "../../components/ui/card";

/** A titled card of an admin detail page (a unit's, a service request's). */
export function DetailSection({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** One "label: value" row of a detail card's list; `labelWidth` is the label column on wider screens. */
export function DetailFact({
  label,
  children,
  labelWidth = "10rem",
}: {
  label: string;
  children: ReactNode;
  labelWidth?: "9rem" | "10rem";
}) {
  return (
    <div
      className={labelWidth === "9rem" ? "grid gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3" : "grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3"}
    >
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-sm text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** A link inside a detail card. */
export const detailLink = "text-primary underline-offset-4 hover:underline";
