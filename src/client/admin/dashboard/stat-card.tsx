import type { LucideIcon } from "lucide-react";
import { Card, CardContent } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";

interface StatCardProps {
  title: string;
  value: number | undefined;
  note: string;
  icon: LucideIcon;
}

export function StatCard({ title, value, note, icon: Icon }: StatCardProps) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-5">
        <div className="min-w-0">
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          {value === undefined ? (
            <Skeleton className="mt-2 h-8 w-16" />
          ) : (
            <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{value}</p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{note}</p>
        </div>
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary" aria-hidden="true">
          <Icon className="h-5 w-5" />
        </span>
      </CardContent>
    </Card>
  );
}
