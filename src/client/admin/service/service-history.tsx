import { CircleCheck, CircleX, Inbox, type LucideIcon, PackageCheck, Send, ThumbsUp, Wrench } from "lucide-react";
import type { AdminServiceEvent, ServiceRequestStatus } from "../../../shared/contracts/service-requests";
import { serviceStatusWords } from "../../lib/service-status";
import { EventTimeline } from "../components/event-timeline";

const ICONS: Record<ServiceRequestStatus, LucideIcon> = {
  requested: Inbox,
  approved: ThumbsUp,
  rejected: CircleX,
  received: PackageCheck,
  in_service: Wrench,
  shipped_back: Send,
  closed: CircleCheck,
};

/** A request's steps, oldest first: to which status, with the note the customer read, when, by whom. */
export function ServiceHistory({ events }: { events: AdminServiceEvent[] }) {
  const steps = events.map((event) => {
    const what = event.from === null ? "Requested by the customer" : serviceStatusWords(event.to).label;
    return { type: event.to, at: event.at, actor: event.actor, message: event.note ? `${what}: ${event.note}` : what };
  });
  return <EventTimeline events={steps} icons={ICONS} label="Request history" empty="No steps recorded yet." />;
}
