import type { Unit } from "../../../shared/contracts/units";
import { useUser } from "../../lib/auth";
import { ServiceRequestList } from "./service-request-list";
import { useServiceRequests } from "./use-service-requests";

/**
 * Requests of instruments the customer no longer has (a return that arrived: the unit is back with
 * the shop), so their refund and history stay in sight. Nothing shows while there are none.
 */
export function ReturnedRequests({ units }: { units: Unit[] }) {
  const { user } = useUser();
  const requests = useServiceRequests(user !== null);
  const owned = new Set(units.map((unit) => unit.id));
  const others = (requests.data ?? []).filter((request) => !owned.has(request.unit.id));
  if (others.length === 0) return null;
  return (
    <section className="mt-10 grid gap-3" aria-labelledby="returned-instruments">
      <h2 id="returned-instruments" className="text-xl font-semibold text-slate-900">
        Returned instruments
      </h2>
      <ServiceRequestList label="Requests of returned instruments" requests={others} />
    </section>
  );
}
