import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { taxRate as taxRateContract, type TaxRate } from "../../../shared/contracts/checkout";
import { usStateName } from "../../../shared/geo";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { Skeleton } from "../../components/ui/skeleton";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { toast } from "../../hooks/use-toast";
import { AdminPageHeader } from "../components/admin-page-header";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { TAX_RATES_KEY } from "../lib/admin-keys";
import { TaxRateForm } from "./tax-rate-form";
import { TaxRateTable } from "./tax-rate-table";
import { checkTaxRateForm } from "./tax-rate-validation";
import { useDeleteTaxRate, useSaveTaxRate } from "./use-tax-rate-mutations";

export function TaxRatesPage() {
  usePageTitle("Admin Tax Rates");
  const rates = useQuery({ queryKey: TAX_RATES_KEY, queryFn: getQueryFn(taxRateContract.array()) });
  const [state, setState] = useState("");
  const [rate, setRate] = useState("");
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState<TaxRate | null>(null);
  const clearForm = () => {
    setState("");
    setRate("");
    setEditing(false);
  };
  const save = useSaveTaxRate(clearForm);
  const remove = useDeleteTaxRate();

  const sorted = useMemo(
    () => [...(rates.data ?? [])].sort((a, b) => (usStateName(a.state) ?? a.state).localeCompare(usStateName(b.state) ?? b.state)),
    [rates.data],
  );

  function submit() {
    const check = checkTaxRateForm(state, rate);
    if (!check.ok) {
      toast({
        title: "Validation error",
        description: check.message,
        variant: "destructive",
      });
      return;
    }
    save.mutate({ state: check.state, taxRate: check.taxRate });
  }

  function edit(taxRate: TaxRate) {
    setState(taxRate.state);
    setRate(taxRate.taxRate);
    setEditing(true);
    window.scrollTo({ top: 0, behavior: "smooth" });
  }

  return (
    <div>
      <AdminPageHeader
        title="Tax Rates"
        description="State sales-tax rates applied at checkout. States without a rate are charged no tax."
      />
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <TaxRateForm
          state={state}
          rate={rate}
          editing={editing}
          saving={save.isPending}
          onStateChange={setState}
          onRateChange={setRate}
          onSubmit={submit}
          onCancelEdit={clearForm}
        />
        <Card>
          <CardHeader className="pb-2">
            <h2 className="text-lg font-semibold leading-none tracking-tight">Current Rates</h2>
          </CardHeader>
          <CardContent>
            {rates.isLoading ? (
              <Skeleton className="h-32 w-full" />
            ) : rates.isError ? (
              <p className="py-6 text-center text-sm text-destructive" role="alert">
                The tax rates could not be loaded.
              </p>
            ) : sorted.length === 0 ? (
              <p className="py-6 text-center text-sm text-muted-foreground">
                No tax rates yet. Orders are charged no sales tax until you add one.
              </p>
            ) : (
              <TaxRateTable rates={sorted} onEdit={edit} onDelete={setDeleting} />
            )}
          </CardContent>
        </Card>
        <ConfirmDeleteDialog
          open={deleting !== null}
          question="Are you sure you want to delete this tax rate?"
          detail={deleting ? `${usStateName(deleting.state) ?? deleting.state} will be charged no sales tax.` : undefined}
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          onConfirm={() => {
            if (deleting) remove.mutate(deleting.id);
            setDeleting(null);
          }}
        />
      </div>
    </div>
  );
}
