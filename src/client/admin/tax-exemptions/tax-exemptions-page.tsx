import { useMutation, useQueryClient } from "@tanstack/react-query";
import { BadgePercent } from "lucide-react";
import { useState } from "react";
import { taxExemption, taxExemptionList, type TaxExemption } from "../../../shared/contracts/institutional";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { toast } from "../../hooks/use-toast";
import { apiJson, serverMessage } from "../../lib/api";
import { ItemRow } from "../components/item-list";
import { ItemListPage, type ItemListPageSpec } from "../components/item-list-page";
import { formatDay } from "../../lib/dates";
import { DecisionButtons, type Decision } from "../components/decision-buttons";
import { ADMIN_TAX_EXEMPTIONS_KEY } from "../lib/admin-keys";

const VARIANT = { pending: "default", approved: "secondary", rejected: "outline" } as const;

const taxExemptionsPage: ItemListPageSpec<TaxExemption> = {
  pageTitle: "Admin Tax Exemptions",
  title: "Tax Exemptions",
  description: "Approve a certificate to make orders shipped to its state tax-free until it expires; reject it with a reason.",
  queryKey: ADMIN_TAX_EXEMPTIONS_KEY,
  contract: taxExemptionList,
  list: { label: "Certificates", empty: { icon: BadgePercent, text: "No certificates filed." } },
};

/** Admin › Tax Exemptions (extensions §4): review customers' certificates. */
export function TaxExemptionsPage() {
  return <ItemListPage spec={taxExemptionsPage}>{(item) => <Certificate key={item.id} item={item} />}</ItemListPage>;
}

function Certificate({ item }: { item: TaxExemption }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState("");
  const decide = useMutation({
    mutationFn: (status: Decision) =>
      apiJson("PUT", `/api/admin/tax-exemptions/${item.id}`, taxExemption, { status, ...(reason.trim() ? { reason: reason.trim() } : {}) }),
    onSuccess: async (saved) => {
      toast({ title: `Certificate ${saved.status}`, description: `${saved.certificateNumber} (${saved.state})` });
      await queryClient.invalidateQueries({ queryKey: ADMIN_TAX_EXEMPTIONS_KEY });
    },
    onError: (error) => toast({ title: "Not saved", description: serverMessage(error, "Please try again."), variant: "destructive" }),
  });
  return (
    <ItemRow
      label={`Certificate ${item.certificateNumber}`}
      main={
        <>
          <p className="flex items-center gap-2 font-medium text-slate-900">
            {item.certificateNumber} · {item.state}
            <Badge variant={VARIANT[item.status]}>{item.status}</Badge>
          </p>
          <p className="text-sm text-muted-foreground">
            {item.username ?? `account #${item.userId}`} · expires {formatDay(item.expiresOn)}
            {item.reason ? ` · ${item.reason}` : ""}
          </p>
        </>
      }
    >
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
        <DecisionButtons decide={decide} />
      </div>
    </ItemRow>
  );
}
