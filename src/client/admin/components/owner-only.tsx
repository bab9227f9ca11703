import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { useUser } from "../../lib/auth";

/** Staff, tax rates, server logs and activity are the owner's: a staff member who opens one sees why it is closed. */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const { user } = useUser();
  if (user?.role === "owner") return <>{children}</>;
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-lg border bg-white px-6 py-12 text-center shadow-sm">
      <Lock className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">Only the owner can open this page</h1>
      <p className="mt-2 text-sm text-muted-foreground">Staff accounts manage the catalog and orders.</p>
    </div>
  );
}
