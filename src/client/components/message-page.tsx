import type { ReactNode } from "react";

interface MessagePageProps {
  eyebrow: string;
  title: string;
  children: ReactNode;
  /** The way on: a button or a link. */
  action: ReactNode;
  /** Small print under the action. */
  footnote?: ReactNode;
}

/** A page that only says something: not found, or could not be shown. */
export function MessagePage({ eyebrow, title, children, action, footnote }: MessagePageProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-muted-foreground">{children}</p>
      <div className="mt-8">{action}</div>
      {footnote}
    </section>
  );
}
