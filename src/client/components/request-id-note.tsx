import { requestIdOf } from "../lib/api";
import { cn } from "../lib/utils";

/** The failed request's id in small print, for a customer to quote to support; nothing when the error carries none. */
export function RequestIdNote({ error, className }: { error: unknown; className?: string }) {
  const requestId = requestIdOf(error);
  if (!requestId) return null;
  return (
    <p className={cn("mt-2 text-xs text-muted-foreground", className)}>
      Request ID: <span className="select-all font-mono">{requestId}</span>
    </p>
  );
}
