import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** A titled card of the dashboard; the smaller title for a card that sits under the others (overdue invoices). */
export function DashboardCard({
  title,
  small = false,
  className,
  children,
}: {
  title: string;
  small?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader className="pb-3">
        <CardTitle className={small ? "text-base" : "text-lg"}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
