import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { taxRate as taxRateContract, type TaxRate } from "../../../shared/contracts/checkout";
import { Card, CardContent, CardHeader } from "../../components/ui/card";
import { usePageTitle } from "../../hooks/use-page-title";
import { getQueryFn } from "../../lib/api";
import { AdminPageHeader } from "../components/admin-page-header";
import { DataTable } from "../components/data-table";
import { TAX_RATES_KEY } from "../../lib/query-keys";
import { TaxRateForm } from "./tax-rate-form";
import { taxRateTable } from "./tax-rate-table";
import { taxRateFormDefaults, taxRateFormSchema } from "./tax-rate-validation";
import { useDeleteTaxRate, useSaveTaxRate } from "./use-tax-rate-mutations";

const taxRateList = taxRateContract.array();

export function TaxRatesPage() {
  usePageTitle("Admin Tax Rates");
  const rates = useQuery({ queryKey: TAX_RATES_KEY, queryFn: getQueryFn(taxRateList) });
  const form = useForm({ resolver: zodResolver(taxRateFormSchema), defaultValues: taxRateFormDefaults });
  const [editing, setEditing] = useState(false);
  const clearForm = () => {
    form.reset(taxRateFormDefaults);
    setEditing(false);
  };
  const save = useSaveTaxRate(clearForm);
  const remove = useDeleteTaxRate();

  function edit(taxRate: TaxRate) {
    form.reset({ state: taxRate.state, taxRate: taxRate.taxRate });
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
          form={form}
          editing={editing}
          saving={save.isPending}
          onSave={(input) => save.mutate(input)}
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
