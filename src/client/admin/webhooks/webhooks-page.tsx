import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, ChevronRight, Plus, Trash2, Webhook } from "lucide-react";
import { useState } from "react";
import { z } from "zod";
import { webhookEndpoint, type CreatedWebhookEndpoint, type WebhookEndpoint } from "../../../shared/contracts/webhooks";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { apiRequest, getQueryFn, serverMessage } from "../../lib/api";
import { formatDate } from "../../lib/dates";
import { AdminPageHeader } from "../components/admin-page-header";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { ItemList, ItemRow, type ItemListSpec } from "../components/item-list";
import { ADMIN_WEBHOOKS_KEY } from "../lib/admin-keys";
import { AddWebhookDialog } from "./add-webhook-dialog";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookSecretDialog } from "./webhook-secret-dialog";

const endpointsSpec: ItemListSpec = {
  label: "Webhook endpoints",
  empty: { icon: Webhook, text: "No webhook endpoints yet." },
};

/** Admin › Webhooks (extensions §10, the owner's): endpoints, their secrets shown once, and each one's deliveries. */
export function WebhooksPage() {
  usePageTitle("Admin Webhooks");
  const queryClient = useQueryClient();
  const endpoints = useQuery({ queryKey: ADMIN_WEBHOOKS_KEY, queryFn: getQueryFn(z.array(webhookEndpoint)) });
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => apiRequest("DELETE", `/api/admin/webhooks/${id}`),
    onSuccess: async () => {
      toast({ title: "Webhook deleted", description: "Nothing more is sent to it." });
      await queryClient.invalidateQueries({ queryKey: ADMIN_WEBHOOKS_KEY });
    },
    onError: (error) => toast({ title: "Not deleted", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <div>
      <AdminPageHeader
        title="Webhooks"
        description="The shop POSTs signed JSON events (orders paid, shipped, cancelled, refunded, held; quotes; service requests; stock) to your systems, retrying for about a day."
        actions={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" />
            Add endpoint
          </Button>
        }
      />
      <ItemList spec={endpointsSpec} query={endpoints}>
        {(endpoint) => (
          <ItemRow
            key={endpoint.id}
            label={endpoint.url}
            main={
              <>
                <p className="break-all font-medium text-slate-900">{endpoint.url}</p>
                <p className="mt-1 flex flex-wrap gap-1">
                  {endpoint.events.map((event) => (
                    <Badge key={event} variant="outline" className="font-mono text-xs font-normal">
                      {event}
                    </Badge>
                  ))}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">Added {formatDate(endpoint.createdAt, "shortDate")}</p>
                {open === endpoint.id ? (
                  <div className="mt-4">
                    <WebhookDeliveries endpointId={endpoint.id} />
                  </div>
                ) : null}
              </>
            }
          >
            <div className="flex flex-wrap items-center gap-2 self-start sm:justify-end">
              <Button
                variant="outline"
                size="sm"
                aria-expanded={open === endpoint.id}
                onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
              >
                {open === endpoint.id ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                Deliveries
              </Button>
              <Button
                variant="outline"
                size="sm"
                aria-label={`Delete the webhook to ${endpoint.url}`}
                onClick={() => setRemoving(endpoint)}
              >
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </div>
          </ItemRow>
        )}
      </ItemList>
      <AddWebhookDialog open={adding} onOpenChange={setAdding} onCreated={setCreated} />
      <WebhookSecretDialog endpoint={created} onClose={() => setCreated(null)} />
      <ConfirmDeleteDialog
        open={removing !== null}
        question={`Delete the webhook to ${removing ? new URL(removing.url).host : "this endpoint"}?`}
        detail="Nothing more is sent to it, and its deliveries not yet sent are dropped. The activity log keeps the change."
        onOpenChange={(isOpen) => {
          if (!isOpen) setRemoving(null);
        }}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id);
          setRemoving(null);
        }}
      />
    </div>
  );
}
