import { AlertTriangle } from "lucide-react";
import { foreignCurrencies, type FxRates, type FxSettings } from "../../../shared/contracts/fx";
import { formatCurrencyAmount } from "../../../shared/fx";
import { RequestIdNote } from "../../components/request-id-note";
import { Badge } from "../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { SkeletonLines } from "../../components/ui/skeleton";
import { usePageTitle } from "../../hooks/use-page-title";
import { formatDate, formatDay } from "../../lib/dates";
import { AdminPageHeader } from "../components/admin-page-header";
import { useHasPermission } from "../lib/permissions";
import { ScreeningListCard } from "../components/screening-list-card";
import { useUser } from "../../lib/auth";
import { MailPreviewsCard } from "./mail-previews-card";
import { FxRatesForm } from "./fx-rates-form";
import { useFxSettings } from "./use-fx-settings";
import { ColumnHeadRow } from "../../components/ui/table";

const SOURCE_LABELS: Record<FxRates["source"], string> = { owner: "Fixed by you", ecb: "ECB daily", "built-in": "Built in" };

function RatesTable({ rates, caption }: { rates: FxRates["rates"]; caption: string }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <ColumnHeadRow
          className="border-b text-left text-muted-foreground"
          cellClassName="py-2 font-medium"
          columns={["Currency", { label: "Per $1", className: "text-right" }, { label: "$1,000 is about", className: "text-right" }]}
        />
      </thead>
      <tbody>
        {foreignCurrencies.map((currency) => (
          <tr key={currency} className="border-b last:border-0">
            <th scope="row" className="py-2 text-left font-medium">
              {currency}
            </th>
            <td className="py-2 text-right tabular-nums">{rates[currency]}</td>
            <td className="py-2 text-right tabular-nums">{formatCurrencyAmount(1000 * rates[currency], currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CurrentRatesCard({ settings }: { settings: FxSettings }) {
  const { current } = settings;
  return (
    <Card>
      <CardHeader>
        <h2 className="flex flex-wrap items-center gap-2 text-lg font-semibold leading-none tracking-tight">
          Rates in use
          <Badge variant={current.source === "built-in" ? "warning" : "secondary"} data-testid="fx-source">
            {SOURCE_LABELS[current.source]}
          </Badge>
        </h2>
        <CardDescription>
          Rates of {formatDay(current.asOf)}. The storefront shows estimates in these currencies beside every USD price; orders are always
          charged in USD.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <RatesTable rates={current.rates} caption="Rates in use" />
      </CardContent>
    </Card>
  );
}

function EcbCard({ ecb }: { ecb: FxSettings["ecb"] }) {
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none tracking-tight">European Central Bank</h2>
        <CardDescription>
          {ecb.configured
            ? "The ECB's reference rates are fetched daily (FX_RATES_URL). An outage keeps the last rates."
            : "Not fetched: set FX_RATES_URL to the ECB's daily reference rates to have them fetched every day."}
        </CardDescription>
      </CardHeader>
      {ecb.configured || ecb.rates ? (
        <CardContent className="grid gap-3 text-sm">
          {ecb.asOf && ecb.rates ? (
            <p>
              Last rates: of {formatDay(ecb.asOf)}
              {ecb.fetchedAt ? `, fetched ${formatDate(ecb.fetchedAt, "shortDateTime")}` : ""}.
            </p>
          ) : ecb.configured ? (
            <p>No rates fetched yet.</p>
          ) : null}
          {ecb.lastError ? (
            <p className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950" role="status">
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>
                The last fetch failed{ecb.lastAttemptAt ? ` (${formatDate(ecb.lastAttemptAt, "shortDateTime")})` : ""}: {ecb.lastError}. It
                is tried again shortly.
              </span>
            </p>
          ) : null}
          {ecb.rates ? <RatesTable rates={ecb.rates} caption="ECB's last rates" /> : null}
        </CardContent>
      ) : null}
    </Card>
  );
}

/**
 * Admin › Settings (extensions §9, §10): currency rates, the screening-list import for those who
 * handle orders, and the owner's previews of the shop's e-mails.
 */
export function SettingsPage() {
  usePageTitle("Admin Settings");
  const settings = useFxSettings();
  const screens = useHasPermission("orders");
  const owner = useUser().user?.role === "owner";
  return (
    <div>
      <AdminPageHeader
        title="Settings"
        description={
          owner
            ? "Currency rates for the storefront's price estimates, the denied-party screening list, and previews of the shop's e-mails."
            : "Currency rates for the storefront's price estimates, and the denied-party screening list."
        }
      />
      {settings.isError ? (
        <Card className="p-6 text-sm text-destructive" role="alert">
          Could not load the settings.
          <RequestIdNote error={settings.error} />
        </Card>
      ) : !settings.data ? (
        <div role="status" aria-label="Loading">
          <SkeletonLines className="space-y-4" lines={["h-40 w-full", "h-64 w-full"]} />
        </div>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-2">
          <CurrentRatesCard settings={settings.data} />
          <EcbCard ecb={settings.data.ecb} />
          <div className="lg:col-span-2">
            {/* A fresh form after each save: its defaults follow what was saved. */}
            <FxRatesForm key={settings.data.owner?.updatedAt ?? "none"} settings={settings.data} />
          </div>
        </div>
      )}
      {screens ? <ScreeningListCard className="mt-6 max-w-2xl" /> : null}
      {owner ? <MailPreviewsCard className="mt-6" /> : null}
    </div>
  );
}
