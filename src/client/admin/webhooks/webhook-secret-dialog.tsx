import { Copy } from "lucide-react";
import type { CreatedWebhookEndpoint } from "../../../shared/contracts/webhooks";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../components/ui/dialog";
import { toast } from "../../hooks/use-toast";

/** The new endpoint's signing secret, shown once (the server never answers it again), with a copy button. */
export function WebhookSecretDialog({ endpoint, onClose }: { endpoint: CreatedWebhookEndpoint | null; onClose: () => void }) {
  const copy = () =>
    void navigator.clipboard
      ?.writeText(endpoint?.secret ?? "")
      .then(() => toast({ title: "Secret copied" }))
      .catch(() => toast({ title: "Not copied", description: "Select the secret and copy it.", variant: "destructive" }));
  return (
    <Dialog open={endpoint !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Signing secret</DialogTitle>
          <DialogDescription>
            Copy it now and keep it with the receiver at {endpoint ? new URL(endpoint.url).host : "the endpoint"}: it is not shown again.
            Each delivery carries an X-Shop-Signature header made with it.
          </DialogDescription>
        </DialogHeader>
        <p aria-label="Signing secret" className="break-all rounded-md border bg-slate-50 p-3 font-mono text-sm">
          {endpoint?.secret}
        </p>
        <DialogFooter className="gap-2">
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
          <Button onClick={onClose}>I have saved it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
