import { Gauge } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import type { Unit } from "../../../shared/contracts/units";
import { shopToday } from "../../../shared/shop-time";
import { BackLink } from "../../components/back-link";
import { SkeletonLines } from "../../components/ui/skeleton";
import { LoadFailure, NothingYet } from "../../components/customer-list-states";
import { usePageTitle } from "../../hooks/use-page-title";
import { useUser } from "../../lib/auth";
import { InstrumentCard } from "./instrument-card";
import { ReturnedRequests } from "./returned-requests";
import { ServiceRequestDialog } from "./service-request-dialog";
import { useInstruments } from "./use-instruments";

/** /account/instruments, "My Instruments" (extensions §7): every unit the customer owns, by serial number. */
export function InstrumentsPage() {
  usePageTitle("My Instruments");
  const { user } = useUser();
  const instruments = useInstruments(user !== null);
  // Statuses count in the shop's days, as the server's due dates do.
  const today = shopToday();
  // ?service=<unit id>&type=calibration (the calibration reminder's link) opens the form for that unit.
  const [params, setParams] = useSearchParams();
  const [asking, setAsking] = useState<{ unitId: number; type: string | null } | null>(null);
  const linked = params.get("service");
  const fromLink = linked && /^\d+$/.test(linked) ? { unitId: Number(linked), type: params.get("type") } : null;
  const current = asking ?? fromLink;
  const serviced: Unit | undefined = current ? instruments.data?.find((unit) => unit.id === current.unitId) : undefined;
  const close = () => {
    setAsking(null);
    if (fromLink) setParams({}, { replace: true });
  };
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 md:py-14 lg:px-8">
      <BackLink to="/account">Your Account</BackLink>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 md:text-4xl">My Instruments</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        The instruments you own, by serial number: warranty, calibration dates, calibration certificates and factor files.
      </p>
      <div className="mt-8">
        {instruments.isPending ? (
          <div role="status" aria-busy="true" aria-label="Loading your instruments">
            <SkeletonLines className="space-y-4" lines={["h-48 w-full", "h-48 w-full"]} />
          </div>
        ) : instruments.isError ? (
          <LoadFailure text="We could not load your instruments. Please refresh the page." error={instruments.error} />
        ) : instruments.data.length === 0 ? (
          <NothingYet icon={Gauge} title="No instruments yet">
            Probes, amplifiers and coils you buy here appear with their serial numbers once they ship.
          </NothingYet>
        ) : (
          <ul className="grid gap-6" aria-label="Your instruments">
            {instruments.data.map((unit) => (
              <li key={unit.id}>
                <InstrumentCard unit={unit} today={today} onRequestService={() => setAsking({ unitId: unit.id, type: null })} />
              </li>
            ))}
          </ul>
        )}
        {instruments.isSuccess ? <ReturnedRequests units={instruments.data} /> : null}
      </div>
      {serviced ? (
        <ServiceRequestDialog
          key={serviced.id}
          unit={serviced}
          today={today}
          type={current?.type}
          open
          onOpenChange={(open) => {
            if (!open) close();
          }}
        />
      ) : null}
    </div>
  );
}
