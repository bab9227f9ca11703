import type { ReactNode } from "react";

interface TitledSectionProps {
  /** The section's name; its heading's id is `<id>-title`. */
  id: string;
  title: string;
  /** A sentence under the title. */
  intro?: ReactNode;
  /** A short figure beside the title on wide screens (and under it on narrow ones). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A section of a company page with its h2. */
export function TitledSection({ id, title, intro, aside, className, children }: TitledSectionProps) {
  const heading = (
    <h2 id={`${id}-title`} className="text-2xl font-semibold tracking-tight text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={`${id}-title`} className={className}>
      {aside ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-baseline sm:justify-between">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {intro ? <p className="mt-2 max-w-3xl text-muted-foreground">{intro}</p> : null}
      {children}
    </section>
  );
}
