import { AlertCircle } from "lucide-react";
import { serverMessage } from "../lib/api";

/** A failed call's reason inside the dialog that made it: the server's `{ message }`, else the fallback. */
export function DialogError({ error, fallback }: { error: unknown; fallback: string }) {
  if (!error) return null;
  return (
    <p className="flex items-start gap-2 rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-red-800" role="alert">
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <span>{serverMessage(error, fallback)}</span>
    </p>
  );
}
