import { FileText, type LucideIcon, Truck, UserCheck, Wrench } from "lucide-react";
import type { UnitEvent, UnitEventType } from "../../../shared/contracts/units";
import { EventTimeline } from "../components/event-timeline";

const ICONS: Record<UnitEventType, LucideIcon> = { shipped: Truck, registered: UserCheck, document: FileText, service: Wrench };

/** The unit's history, oldest first: what, when, who. */
export function UnitHistory({ events }: { events: UnitEvent[] }) {
  return <EventTimeline events={events} icons={ICONS} label="Unit history" empty="Nothing recorded for this unit yet." />;
}
