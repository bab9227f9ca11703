import { Suspense } from "react";
import { Link } from "react-router";
import { Card } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { usePageTitle } from "../../hooks/use-page-title";
import { lazyNamed } from "../../lib/lazy-page";

const AuthTabs = lazyNamed(() => import("./auth-tabs"), "AuthTabs");

export function AuthPage() {
  usePageTitle("Login or Register");
  return (
    <div className="bg-slate-50">
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 md:items-center md:py-20 lg:px-8">
        <div className="hidden md:block">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary">Your account</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">Welcome to Gravenstein RF</h1>
          <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
            Sign in to check out faster and follow your orders, or create an account in a few seconds.
          </p>
          <ul className="mt-6 space-y-2 text-slate-700">
            <li>Order history in one place</li>
            <li>Faster checkout for repeat orders</li>
            <li>
              Questions?{" "}
              <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
                Contact our team
              </Link>
            </li>
          </ul>
        </div>
        <Card className="w-full p-6 shadow-md sm:p-8">
          <h1 className="mb-6 text-2xl font-bold text-slate-900 md:hidden">Your account</h1>
          <Suspense fallback={<FormsSkeleton />}>
            <AuthTabs />
          </Suspense>
        </Card>
      </div>
    </div>
  );
}

function FormsSkeleton() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-11 w-full" />
    </div>
  );
}
