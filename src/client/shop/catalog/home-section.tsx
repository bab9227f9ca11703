import type { ReactNode } from "react";
import { cn } from "../../lib/utils";

interface HomeSectionProps {
  /** The section's name; its heading's id is `<id>-title`. */
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  /** A link shown beside the heading on wide screens and under it on narrow ones. */
  action?: ReactNode;
  /** The band's background and borders. */
  className?: string;
  children: ReactNode;
}

/** A band of the home page: eyebrow, h2 and intro over the band's content. */
export function HomeSection({ id, eyebrow, title, intro, action, className, children }: HomeSectionProps) {
  return (
    <section className={cn("py-16 md:py-20", className)} aria-labelledby={`${id}-title`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-8 flex flex-col gap-3 sm:mb-10 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold uppercase tracking-widest text-primary">{eyebrow}</p>
            <h2 id={`${id}-title`} className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
              {title}
            </h2>
            {intro ? <p className="mt-3 text-lg text-muted-foreground">{intro}</p> : null}
          </div>
          {action ? <div className="shrink-0">{action}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
