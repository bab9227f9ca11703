import type { LucideIcon } from "lucide-react";
import { cn } from "../lib/utils";

interface IconBadgeProps {
  icon: LucideIcon;
  className?: string;
  iconClassName?: string;
}

/** An icon on a soft tile, round unless told otherwise: the storefront's marker for a point, a way to reach us or a service. */
export function IconBadge({ icon: Icon, className, iconClassName }: IconBadgeProps) {
  return (
    <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-full bg-accent", className)}>
      <Icon className={cn("size-5 text-primary", iconClassName)} aria-hidden="true" />
    </span>
  );
}
