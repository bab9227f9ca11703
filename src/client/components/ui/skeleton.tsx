import type { ComponentProps } from "react";
import { cn } from "../../lib/utils";

export function Skeleton({ className, ...props }: ComponentProps<"div">) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-muted", className)} {...props} />;
}

/** A loading block's placeholder lines, one per class (each line's height and width). */
export function SkeletonLines({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}
