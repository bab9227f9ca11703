import { ArrowRight, Gauge } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button";
import { Card, CardDescription, CardHeader } from "../../components/ui/card";

/** The way from the account to My Instruments (extensions §7). */
export function InstrumentsLinkCard() {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center gap-4 space-y-0">
        <Gauge className="h-8 w-8 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0 flex-1 basis-56 space-y-1.5">
          <h2 className="text-xl font-semibold leading-none tracking-tight">My Instruments</h2>
          <CardDescription>
            Warranty and calibration dates, calibration certificates and factor files of the instruments you own.
          </CardDescription>
        </div>
        <Button asChild variant="outline">
          <Link to="/account/instruments">
            Open My Instruments
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardHeader>
    </Card>
  );
}
