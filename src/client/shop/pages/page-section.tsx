import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

interface PageSectionProps {
  id?: string;
  title: string;
  children: ReactNode;
  className?: string;
}

/** A titled block of running text on policy and company pages, with readable line length and spacing. */
export function PageSection({ id, title, children, className }: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={id ? `${id}-title` : undefined} className={cn("scroll-mt-24", className)}>
      <h2 id={id ? `${id}-title` : undefined} className="text-xl font-semibold tracking-tight text-slate-900 md:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-primary [&_a]:underline-offset-4 [&_a:hover]:underline [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}
