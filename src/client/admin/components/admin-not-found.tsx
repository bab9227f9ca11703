import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";

/** An /admin path that names no screen: the spec's 404 "Page Not Found", with a way back. */
export function AdminNotFound() {
  usePageTitle("Page Not Found");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold">Page Not Found</h1>
      <p className="mt-4 text-muted-foreground">There is no admin screen at this address.</p>
      <Button asChild className="mt-8">
        <Link to="/admin/dashboard">Go to the Dashboard</Link>
      </Button>
    </section>
  );
}
