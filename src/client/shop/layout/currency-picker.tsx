import { displayCurrencies, isDisplayCurrency } from "../../../shared/fx";
import { NativeSelect } from "../../components/ui/native-select";
import { setCurrency, useCurrency } from "../../lib/currency";
import { cn } from "../../lib/utils";

/** The header's currency choice (extensions §9): prices stay in USD, with an estimate beside them. */
export function CurrencyPicker({ id, className, labelClassName }: { id: string; className?: string; labelClassName?: string }) {
  const currency = useCurrency();
  return (
    <div className={cn("items-center gap-3", className)}>
      {/* Hidden in the header, where the codes speak for themselves; visible in the phone's menu. */}
      <label htmlFor={id} className={labelClassName ?? "sr-only"}>
        Currency
      </label>
      <NativeSelect
        id={id}
        value={currency}
        onChange={(event) => {
          if (isDisplayCurrency(event.target.value)) setCurrency(event.target.value);
        }}
        className="h-9 w-[4.75rem] pl-2.5 pr-7 text-sm font-medium text-slate-700 md:text-sm"
        data-testid="currency-picker"
      >
        {displayCurrencies.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
