import { Radio } from "lucide-react";
import { cn } from "../../lib/utils";

export function SidebarBrand({ collapsed }: { collapsed: boolean }) {
  return (
    <div className={cn("flex h-14 shrink-0 items-center gap-2 border-b", collapsed ? "justify-center px-1.5" : "px-4")}>
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-md bg-primary text-primary-foreground" aria-hidden="true">
        <Radio className="h-4 w-4" />
      </span>
      <span className={cn("grid leading-tight", collapsed && "sr-only")}>
        <span className="text-sm font-semibold text-slate-900">Gravenstein RF</span>
        <span className="text-xs text-muted-foreground">Admin Panel</span>
      </span>
    </div>
  );
}
