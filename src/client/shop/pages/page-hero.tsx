import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

interface PageHeroProps {
  /** Small line above the title, e.g. the section of the site. */
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** Text pages (policies) use a narrower column; the hero lines up with it. */
  narrow?: boolean;
}

/** The band at the top of every company page: one h1 and a short lead paragraph. */
export function PageHero({ eyebrow, title, lead, children, narrow = false }: PageHeroProps) {
  return (
    <header className="border-b bg-linear-to-b from-accent to-background">
      <div className={cn("mx-auto px-4 py-12 sm:px-6 md:py-16 lg:px-8", narrow ? "max-w-3xl" : "max-w-6xl")}>
        {eyebrow ? <p className="text-sm font-semibold uppercase tracking-wider text-primary">{eyebrow}</p> : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl md:text-5xl">{title}</h1>
        {lead ? <p className="mt-4 max-w-3xl text-base leading-relaxed text-muted-foreground md:text-lg">{lead}</p> : null}
        {children}
      </div>
    </header>
  );
}
