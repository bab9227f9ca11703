import { Lock } from "lucide-react";
import type { ReactNode } from "react";
import { PERMISSION_INFO } from "../../../shared/contracts/permissions";
import { useUser } from "../../lib/auth";
import { mayOpen, type PageAccess } from "../lib/permissions";

type GatedAccess = Exclude<PageAccess, "everyone">;

function refusal(access: GatedAccess): { title: string; text: string } {
  if (access === "owner")
    return { title: "Only the owner can open this page", text: "Staff, tax rates, server logs and activity are the owner's." };
  return {
    title: "You do not have permission to open this page",
    text: `It is for staff with the “${PERMISSION_INFO[access].label}” permission. Ask the owner if you need it.`,
  };
}

/**
 * A page for those who may open it; anyone else sees why it is closed instead of requests that fail.
 * The server refuses the calls either way (403).
 */
export function PageGate({ access, children }: { access: GatedAccess; children: ReactNode }) {
  const { user } = useUser();
  if (mayOpen(user, access)) return <>{children}</>;
  const { title, text } = refusal(access);
  return (
    <div className="mx-auto mt-10 flex max-w-md flex-col items-center rounded-lg border bg-white px-6 py-12 text-center shadow-sm">
      <Lock className="h-10 w-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="mt-4 text-xl font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{text}</p>
    </div>
  );
}
