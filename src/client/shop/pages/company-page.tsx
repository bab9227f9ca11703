import type { ReactNode } from "react";
import { usePageTitle } from "../../hooks/use-page-title";
import { cn } from "../../lib/utils";

interface CompanyPageProps {
  /** Small line above the title, e.g. the section of the site. */
  eyebrow: string;
  title: string;
  /** The browser tab's title, when it is shorter than the heading. */
  pageTitle?: string;
  lead: ReactNode;
  /** Text pages (policies) use a narrower column; the hero lines up with it. */
  narrow?: boolean;
  /** When the text last changed, under the lead (policies). */
  lastUpdated?: string;
  /** The body column's own spacing, where it differs. */
  className?: string;
  children: ReactNode;
}

/** Every company page: a band with one h1 and a short lead paragraph, then the page's column. */
export function CompanyPage({
  eyebrow,
  title,
  pageTitle = title,
  lead,
  narrow = false,
  lastUpdated,
  className,
  children,
}: CompanyPageProps) {
  usePageTitle(pageTitle);
  const width = narrow ? "max-w-3xl" : "max-w-6xl";
  return (
    <div>
      <header className="border-b bg-linear-to-b from-accent to-background">
        <div className={cn("mx-auto px-4 py-12 sm:px-6 md:py-16 lg:px-8", width)}>
          <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl md:text-5xl">{title}</h1>
          <p className="mt-4 max-w-3xl text-base leading-relaxed text-muted-foreground md:text-lg">{lead}</p>
          {lastUpdated ? <p className="mt-4 text-sm text-muted-foreground">Last updated: {lastUpdated}</p> : null}
        </div>
      </header>
      <div className={cn("mx-auto px-4 py-12 sm:px-6 md:py-16 lg:px-8", width, narrow ? "space-y-10" : "space-y-16", className)}>
        {children}
      </div>
    </div>
  );
}
