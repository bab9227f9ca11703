import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { adminUnitRegistration, type AdminUnitRegistration } from "../../../shared/contracts/units";
import { Badge } from "../../components/ui/badge";
import { Input } from "../../components/ui/input";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { formatDate, formatDay } from "../../lib/dates";
import { DecisionButtons, type Decision } from "../components/decision-buttons";
import { ADMIN_UNIT_REGISTRATIONS_KEY } from "../lib/admin-keys";

const VARIANT = { pending: "warning", approved: "success", rejected: "outline" } as const;

/** What approving will do to the unit of that serial, said before staff click. */
function unitNote(item: AdminUnitRegistration): { text: string; blocked: boolean } {
  const unit = item.existingUnit;
  if (item.status !== "pending") return { text: "", blocked: false };
  if (!unit) return { text: "New serial: approving creates the unit, its warranty from the purchase date.", blocked: false };
  if (unit.ownerId === null) return { text: `Unit #${unit.id} has no owner (a guest order): approving hands it over.`, blocked: false };
  if (unit.ownerId === item.userId) return { text: `Unit #${unit.id} is already this customer's.`, blocked: false };
  return { text: `Unit #${unit.id} belongs to ${unit.ownerName ?? "another customer"}: it cannot be handed over.`, blocked: true };
}

/** One request: the instrument, the customer, where and when it was bought; approve or reject the pending ones. */
export function RegistrationItem({ item }: { item: AdminUnitRegistration }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const label = `${item.productName} ${item.serial}`;
  const decide = useMutation({
    mutationFn: (status: Decision) =>
      apiJson("PUT", `/api/admin/unit-registrations/${item.id}`, adminUnitRegistration, {
        status,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
    onSuccess: (saved) => toast({ title: `Registration ${saved.status}`, description: `${saved.productName} serial ${saved.serial}` }),
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
    // A refusal (the serial was taken meanwhile) changes what the list should say too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_UNIT_REGISTRATIONS_KEY }),
  });
  const note = unitNote(item);
  return (
    <li aria-label={`Registration of ${label}`} className="flex flex-wrap items-center gap-x-6 gap-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 flex-1 basis-64">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {item.productName} · <span className="font-mono">{item.serial}</span>
          <Badge variant={VARIANT[item.status]}>{item.status}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {item.username}
          {item.email ? ` (${item.email})` : ""} · bought from {item.purchasedFrom} on {formatDay(item.purchasedOn, "shortDate")} · asked{" "}
          {formatDate(item.createdAt, "shortDate")}
        </p>
        {note.text ? (
          <p className={note.blocked ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"}>{note.text}</p>
        ) : null}
        {item.status !== "pending" ? (
          <p className="text-sm text-muted-foreground">
            {item.status === "approved" ? "Approved" : "Rejected"}
            {item.decidedAt ? ` ${formatDate(item.decidedAt, "shortDate")}` : ""}
            {item.reason ? `: ${item.reason}` : ""}
          </p>
        ) : null}
      </div>
      {item.status === "pending" ? (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            className="w-full sm:w-56"
            aria-label={`Reason for ${label}`}
            placeholder="Reason (optional)"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <DecisionButtons decide={decide} approveBlocked={note.blocked} />
        </div>
      ) : null}
    </li>
  );
}
