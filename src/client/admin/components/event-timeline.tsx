import { CircleDot, type LucideIcon } from "lucide-react";
import { formatDate } from "../../lib/dates";

interface TimelineEvent<T extends string> {
  type: T;
  /** ISO instant. */
  at: string;
  message: string;
  /** Who did it; none for what no one did (a unit shipped with its order). */
  actor: string | null;
}

interface EventTimelineProps<T extends string> {
  events: readonly TimelineEvent<T>[];
  icons: Record<T, LucideIcon>;
  /** The list's accessible name. */
  label: string;
  /** Said when there are no events. */
  empty: string;
}

/** A history, oldest first, as a vertical line of events: each its icon, what happened, when and who. */
export function EventTimeline<T extends string>({ events, icons, label, empty }: EventTimelineProps<T>) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="relative ml-3 grid gap-5 border-l border-slate-300 pl-6" aria-label={label}>
      {events.map((event, index) => {
        const Icon: LucideIcon = icons[event.type] ?? CircleDot;
        return (
          <li key={`${event.at}-${index}`} className="relative">
            <span
              className="absolute -left-[2.1rem] top-0 flex h-6 w-6 items-center justify-center rounded-full border bg-white text-slate-600"
              aria-hidden="true"
            >
              <Icon className="h-3.5 w-3.5" />
            </span>
            <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">{event.message}</p>
            <p className="mt-0.5 flex flex-wrap gap-x-1.5 text-xs text-muted-foreground">
              <time dateTime={event.at}>{formatDate(event.at, "shortDateTime") || event.at}</time>
              {event.actor ? (
                <>
                  <span aria-hidden="true">·</span>
                  <span className="[overflow-wrap:anywhere]">{event.actor}</span>
                </>
              ) : null}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
