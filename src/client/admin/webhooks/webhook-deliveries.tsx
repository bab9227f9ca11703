import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useMemo } from "react";
import { z } from "zod";
import { webhookDelivery, type WebhookDelivery } from "../../../shared/contracts/webhooks";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { DataTable, type TableSpec } from "../components/data-table";
import { adminWebhookDeliveriesKey } from "../lib/admin-keys";

const STATE_BADGE = {
  pending: { variant: "warning", text: "Retrying" },
  delivered: { variant: "success", text: "Delivered" },
  failed: { variant: "destructive", text: "Failed" },
} as const;

/** "Delivered", "Failed", or "Retrying" (with when the next attempt is due); "Waiting" before the first. */
function stateOf(delivery: WebhookDelivery) {
  if (delivery.state === "pending" && delivery.attempts === 0) return { variant: "secondary", text: "Waiting" } as const;
  return STATE_BADGE[delivery.state];
}

function deliveriesTable(endpointId: number, retry: { mutate: (id: number) => void; isPending: boolean }): TableSpec<WebhookDelivery> {
  return {
    errorText: "The deliveries could not be loaded.",
    empty: { text: "No events sent to this endpoint yet." },
    skeleton: { count: 2, className: "h-10", layout: "grid gap-2" },
    scrollLabel: `Deliveries of webhook ${endpointId}`,
    rowLabel: (delivery) => `${delivery.type} ${delivery.eventId}`,
    columns: [
      { id: "type", header: "Event", cellClassName: "font-mono text-xs", cell: (delivery) => delivery.type },
      {
        id: "state",
        header: "State",
        cell: (delivery) => {
          const state = stateOf(delivery);
          return <Badge variant={state.variant}>{state.text}</Badge>;
        },
      },
      { id: "attempts", header: "Attempts", className: "text-right", cell: (delivery) => delivery.attempts },
      {
        id: "status",
        header: "Last answer",
        cellClassName: "max-w-xs break-words text-muted-foreground",
        cell: (delivery) => (delivery.lastStatus !== null ? `HTTP ${delivery.lastStatus}` : (delivery.lastError ?? "")),
      },
      {
        id: "when",
        header: "When",
        cellClassName: "whitespace-nowrap text-sm",
        cell: (delivery) =>
          delivery.deliveredAt
            ? `Delivered ${formatDate(delivery.deliveredAt, "shortDateTime")}`
            : delivery.nextAttemptAt
              ? `Next try ${formatDate(delivery.nextAttemptAt, "shortDateTime")}`
              : `Queued ${formatDate(delivery.createdAt, "shortDateTime")}`,
      },
      { id: "event", header: "Event id", cellClassName: "font-mono text-xs text-muted-foreground", cell: (delivery) => delivery.eventId },
      {
        id: "action",
        header: "Action",
        hideHeader: true,
        className: "text-right",
        cell: (delivery) =>
          delivery.failed ? (
            <Button
              variant="outline"
              size="sm"
              aria-label={`Send ${delivery.type} ${delivery.eventId} again`}
              disabled={retry.isPending}
              onClick={() => retry.mutate(delivery.id)}
            >
              <RotateCw aria-hidden="true" /> Retry
            </Button>
          ) : null,
      },
    ],
  };
}

/** One endpoint's deliveries, newest first; a failed one has a Retry that sends it again soon with the same event id. */
export function WebhookDeliveries({ endpointId }: { endpointId: number }) {
  const queryClient = useQueryClient();
  const key = adminWebhookDeliveriesKey(endpointId);
  const deliveries = useQuery({ queryKey: key, queryFn: getQueryFn(z.array(webhookDelivery)), refetchOnMount: "always" });
  const retry = useMutation({
    mutationFn: (deliveryId: number) =>
      apiJson("POST", `/api/admin/webhooks/${endpointId}/deliveries/${deliveryId}/retry`, webhookDelivery),
    onSuccess: async () => {
      toast({ title: "Delivery queued again", description: "It is sent within a few seconds." });
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => toast({ title: "Not queued", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  const { mutate, isPending } = retry;
  const spec = useMemo(() => deliveriesTable(endpointId, { mutate, isPending }), [endpointId, mutate, isPending]);
  return <DataTable spec={spec} query={deliveries} />;
}
