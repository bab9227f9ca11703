import { useMemo } from "react";
import { useSearchParams } from "react-router";
import { UNITS_LIST_LIMIT } from "../../../shared/contracts/units";
import { Card } from "../../components/ui/card";
import { FormField } from "../../components/form-field";
import { useDebouncedValue } from "../../hooks/use-debounced-value";
import { usePageTitle } from "../../hooks/use-page-title";
import { useProducts } from "../../lib/catalog-queries";
import { AdminPageHeader } from "../components/admin-page-header";
import { DataTable } from "../components/data-table";
import { SearchInput } from "../components/search-input";
import { SelectField } from "../components/select-field";
import { unitTable } from "./unit-table";
import { useAdminUnits } from "./use-units";

const ALL = "all";

/** Admin › Units (extensions §7): find a unit by the beginning of its serial number, or by product. */
export function UnitsPage() {
  usePageTitle("Admin Units");
  // The search lives in the address, so Back from a unit's page finds it again.
  const [params, setParams] = useSearchParams();
  const serial = params.get("serial") ?? "";
  const productId = params.get("product") ?? "";
  const search = useDebouncedValue(serial.trim(), 300);
  const units = useAdminUnits({ serial: search, productId });
  const products = useProducts();
  const productChoices = useMemo(
    () => [
      { value: ALL, label: "All products" },
      ...(products.data ?? []).filter((product) => product.serialized).map((product) => ({ value: product.id, label: product.name })),
    ],
    [products.data],
  );
  const set = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const shown = units.data?.units.length ?? 0;
  const total = units.data?.total ?? 0;

  return (
    <div>
      <AdminPageHeader
        title="Units"
        description="Every instrument that shipped with a serial number, and those registered by their owners. Open one to file its certificate or factors file."
      />
      <div className="mb-6 flex flex-col gap-4 rounded-lg border bg-white p-4 sm:flex-row sm:items-end">
        <FormField id="unit-serial-search" label="Serial number" className="flex-1">
          {(aria) => (
            <SearchInput
              {...aria}
              placeholder="Begins with…"
              autoComplete="off"
              spellCheck={false}
              value={serial}
              onValueChange={(value) => set("serial", value)}
            />
          )}
        </FormField>
        <SelectField
          id="unit-product-filter"
          label="Product"
          className="sm:w-72"
          value={productId || ALL}
          onValueChange={(value) => set("product", value === ALL ? "" : value)}
          options={productChoices}
        />
      </div>
      {units.data && total > shown ? (
        <p className="mb-3 text-sm text-muted-foreground" role="status">
          Showing the newest {UNITS_LIST_LIMIT} of {total} units. Type more of the serial number to narrow the list.
        </p>
      ) : null}
      <Card>
        <DataTable
          spec={unitTable}
          query={{ isLoading: units.isLoading, isError: units.isError, error: units.error, data: units.data?.units }}
        />
      </Card>
    </div>
  );
}
