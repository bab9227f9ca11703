import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { taxRate as taxRateContract, type TaxRate } from "../../../shared/contracts/checkout";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { toast } from "../../hooks/use-toast";
import { getQueryFn } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { DataTable } from "../components/data-table";
import { TAX_RATES_KEY } from "../lib/admin-keys";
import { TaxRateForm } from "./tax-rate-form";
import { taxRateTable } from "./tax-rate-table";
import { checkTaxRateForm } from "./tax-rate-validation";
import { useDeleteTaxRate, useSaveTaxRate } from "./use-tax-rate-mutations";

const taxRateList = taxRateContract.array();

export function TaxRatesPage() {
  usePageTitle("Admin Tax Rates");
  const rates = useQuery({ queryKey: TAX_RATES_KEY, queryFn: getQueryFn(taxRateList) });
  const [state, setState] = useState("");
  const [rate, setRate] = useState("");
  const [editing, setEditing] = useState(false);
  const clearForm = () => {
    setState("");
    setRate("");
    setEditing(false);
  };
  const save = useSaveTaxRate(clearForm);
  const remove = useDeleteTaxRate();

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
            <DataTable spec={taxRateTable} query={rates} onEdit={edit} onDelete={(rate) => remove.mutate(rate.id)} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
