import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RequestIdNote } from "./request-id-note";
import { Button } from "./ui/button";

/** A customer's page whose list did not load: what failed, and the request id to quote to support. */
export function LoadFailure({ text, error }: { text: string; error: unknown }) {
  return (
    <div className="rounded-lg border border-destructive/40 bg-destructive/5 p-6 text-center text-destructive" role="alert">
      <p>{text}</p>
      <RequestIdNote error={error} />
    </div>
  );
}

/** A customer's list with nothing in it yet (orders, instruments): what will appear here, and the way to the products. */
export function NothingYet({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border bg-card px-6 py-14 text-center shadow-sm">
      <Icon className="h-12 w-12 text-muted-foreground" aria-hidden="true" />
      <h2 className="mt-4 text-xl font-semibold">{title}</h2>
      <p className="mt-2 max-w-md text-muted-foreground">{children}</p>
      <Button asChild className="mt-6">
        <Link to="/products">Browse Products</Link>
      </Button>
    </div>
  );
}
