import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Controller, useForm } from "react-hook-form";
import {
  createdWebhookEndpoint,
  webhookInput,
  type CreatedWebhookEndpoint,
  type WebhookFormValues,
  type WebhookInput,
} from "../../../shared/contracts/webhooks";
import { DialogFormFooter } from "../../components/dialog-form-footer";
import { UrlField } from "../../components/text-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { fieldsOf } from "../../lib/form-fields";
import { ADMIN_WEBHOOKS_KEY } from "../lib/admin-keys";
import { WebhookEventsField } from "./webhook-events-field";

const EMPTY: WebhookFormValues = { url: "", events: [] };

interface AddWebhookDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The new endpoint with its secret: the only time the server shows it. */
  onCreated: (endpoint: CreatedWebhookEndpoint) => void;
}

export function AddWebhookDialog({ open, onOpenChange, onCreated }: AddWebhookDialogProps) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(webhookInput), defaultValues: EMPTY });
  const field = fieldsOf(form);
  const add = useMutation({
    mutationFn: (input: WebhookInput) => apiJson("POST", "/api/admin/webhooks", createdWebhookEndpoint, input),
    onSuccess: async (endpoint) => {
      form.reset(EMPTY);
      onOpenChange(false);
      onCreated(endpoint);
      await queryClient.invalidateQueries({ queryKey: ADMIN_WEBHOOKS_KEY });
    },
    onError: (error) => toast({ title: "Not added", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Add webhook endpoint</DialogTitle>
          <DialogDescription>
            The shop POSTs each chosen event to this URL, signed with a secret you see once, after adding.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" noValidate onSubmit={form.handleSubmit((values) => add.mutate(values))}>
          <UrlField
            id="webhook-url"
            label="URL"
            placeholder="https://example.com/shop-events"
            hint="https only; addresses inside a private network are refused."
            {...field("url")}
          />
          <Controller
            control={form.control}
            name="events"
            render={({ field: events }) => (
              <WebhookEventsField
                idPrefix="webhook-events"
                value={events.value ?? []}
                onChange={events.onChange}
                error={form.formState.errors.events?.message}
              />
            )}
          />
          <DialogFormFooter pending={add.isPending} onCancel={() => onOpenChange(false)}>
            Add endpoint
          </DialogFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
