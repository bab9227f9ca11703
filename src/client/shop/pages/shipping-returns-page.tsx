import { Clock, PackageCheck, RotateCcw, Truck } from "lucide-react";
import { Link } from "react-router";
import { IconCard } from "../../components/icon-card";
import type { IconPointItem } from "../../components/icon-point";
import { CompanyPage } from "./company-page";
import { PageSection } from "./page-section";
import { ColumnHeadRow } from "../../components/ui/table";

const HIGHLIGHTS: IconPointItem[] = [
  { icon: PackageCheck, title: "Ships fast", text: "Most orders ship the same or next day" },
  { icon: Truck, title: "UPS delivery", text: "Ground, 2-day, next-day and international" },
  { icon: RotateCcw, title: "30-day returns", text: "Unconditional, for any reason" },
  { icon: Clock, title: "Quick refunds", text: "Refunds in 5-7 business days" },
];

const SERVICES = [
  { service: "UPS Ground", delivery: "Delivery in 1-5 business days", where: "United States" },
  { service: "UPS 2nd Day Air", delivery: "Delivery in 2 business days", where: "United States" },
  { service: "UPS Next Day Air", delivery: "Next business day delivery", where: "United States" },
  { service: "UPS Worldwide Express", delivery: "International express delivery", where: "All other countries" },
];

export function ShippingReturnsPage() {
  return (
    <CompanyPage
      narrow
      eyebrow="Customer Service"
      title="Shipping & Returns"
      lead="We ship from Sebastopol, California by UPS, and if an instrument is not right for you, you can return it within 30 days."
      className="space-y-12"
    >
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4">
        {HIGHLIGHTS.map((highlight) => (
          <IconCard key={highlight.title} variant="fact" {...highlight} />
        ))}
      </ul>

      <PageSection id="processing" title="Order processing">
        <p>
          Most orders ship the same or next day. Instruments in stock are packed and handed to UPS from our facility in Sebastopol; if
          something you ordered is not in stock, or an option needs individual calibration, we contact you with a shipping date before your
          order ships.
        </p>
        <p>You can follow the status of every order under Order History in your account.</p>
      </PageSection>

      <PageSection id="methods" title="Shipping methods and costs">
        <p>
          Shipping is calculated at checkout from the weight and size of the packages and the destination, and you choose the service before
          you pay. Delivery times are counted in business days from the day your order ships.
        </p>
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60 text-slate-900">
              <ColumnHeadRow
                cellClassName="px-4 py-3 font-semibold"
                columns={["Service", "Delivery", { label: "Destinations", className: "hidden sm:table-cell" }]}
              />
            </thead>
            <tbody className="divide-y">
              {SERVICES.map((row) => (
                <tr key={row.service}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {row.service}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">{row.where}</span>
                  </th>
                  <td className="px-4 py-3">{row.delivery}</td>
                  <td className="hidden px-4 py-3 sm:table-cell">{row.where}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          International shipments may be charged import duties, taxes and customs fees by the destination country. These are not part of our
          price and are paid by the recipient.
        </p>
      </PageSection>

      <PageSection id="returns" title="30-day unconditional return">
        <p>
          You may return any product within 30 days of delivery, for any reason, and receive a full refund of the purchase price. We would
          rather you have the right instrument than keep one that does not suit your measurement.
        </p>
        <p>
          Please return the product complete, with its accessories, case and documentation, and packed well enough to survive the trip. If a
          product arrived damaged or faulty, or we sent the wrong item, we refund the shipping cost as well and send you a prepaid UPS
          label.
        </p>
      </PageSection>

      <PageSection id="refunds" title="Refunds">
        <p>
          Refunds are issued to the original payment method in 5-7 business days once we receive the returned product. Orders placed on a
          purchase order are credited against the invoice.
        </p>
      </PageSection>

      <PageSection id="request-return" title="How to request a return">
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>
            <Link to="/contact">Send us a message</Link>, e-mail <a href="mailto:sales@gravensteinrf.com">sales@gravensteinrf.com</a> or
            call{" "}
            <a href="tel:+17075550142" className="whitespace-nowrap">
              (707) 555-0142
            </a>{" "}
            with your order number (the 8-character number shown in your Order History).
          </li>
          <li>We reply within 24 hours with a return authorization number and the return address.</li>
          <li>Write the return authorization number on the outside of the package and ship it to us.</li>
          <li>We inspect the product on arrival and issue your refund.</li>
        </ol>
      </PageSection>

      <PageSection id="damage" title="Damaged shipments">
        <p>
          If a package arrives damaged, please keep the box and packing material and contact us straight away. We file the claim with UPS
          and send you a replacement without waiting for the claim to be settled.
        </p>
      </PageSection>
    </CompanyPage>
  );
}
