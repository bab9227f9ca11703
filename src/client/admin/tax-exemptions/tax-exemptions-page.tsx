import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { taxExemption, taxExemptionList, type TaxExemption } from "../../../shared/contracts/institutional";
import { PendingButton } from "../../components/pending-button";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { apiJson, getQueryFn, serverMessage } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { QueryListCard } from "../components/query-states";

const EXEMPTIONS_KEY = ["/api/admin/tax-exemptions"] as const;
const VARIANT = { pending: "default", approved: "secondary", rejected: "outline" } as const;

/** Admin › Tax Exemptions (extensions §4): review customers' certificates. */
export function TaxExemptionsPage() {
  usePageTitle("Admin Tax Exemptions");
  const list = useQuery({ queryKey: EXEMPTIONS_KEY, queryFn: getQueryFn(taxExemptionList) });
  return (
    <div>
      <AdminPageHeader
        title="Tax Exemptions"
        description="Approve a certificate to make orders shipped to its state tax-free until it expires; reject it with a reason."
      />
      <QueryListCard query={list} errorText="The certificates could not be loaded." emptyText="No certificates filed." label="Certificates">
        {(item) => <Certificate key={item.id} item={item} />}
      </QueryListCard>
    </div>
  );
}

function Certificate({ item }: { item: TaxExemption }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: (status: "approved" | "rejected") =>
      apiJson("PUT", `/api/admin/tax-exemptions/${item.id}`, taxExemption, { status, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    onSuccess: async (saved) => {
      toast({ title: `Certificate ${saved.status}`, description: `${saved.certificateNumber} (${saved.state})` });
      await queryClient.invalidateQueries({ queryKey: EXEMPTIONS_KEY });
    },
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <li
      aria-label={`Certificate ${item.certificateNumber}`}
      className="flex flex-wrap items-center gap-x-6 gap-y-2 py-4 first:pt-0 last:pb-0"
    >
      <div className="min-w-0 flex-1 basis-56">
        <p className="flex items-center gap-2 font-medium text-slate-900">
          {item.certificateNumber} · {item.state}
          <Badge variant={VARIANT[item.status]}>{item.status}</Badge>
        </p>
        <p className="text-sm text-muted-foreground">
          {item.username ?? `account #${item.userId}`} · expires {item.expiresOn}
          {item.reason ? ` · ${item.reason}` : ""}
        </p>
      </div>
      <Button variant="link" size="sm" asChild>
        <a href={item.fileUrl} target="_blank" rel="noreferrer">
          View certificate
        </a>
      </Button>
      <Input
        className="w-48"
        aria-label={`Reason for ${item.certificateNumber}`}
        placeholder="Reason (optional)"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex gap-2">
        <PendingButton
          size="sm"
          pending={decide.isPending && decide.variables === "approved"}
          disabled={decide.isPending}
          onClick={() => decide.mutate("approved")}
        >
          Approve
        </PendingButton>
        <PendingButton
          size="sm"
          variant="outline"
          pending={decide.isPending && decide.variables === "rejected"}
          disabled={decide.isPending}
          onClick={() => decide.mutate("rejected")}
        >
          Reject
        </PendingButton>
      </div>
    </li>
  );
}
