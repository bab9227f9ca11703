import { Link } from "react-router";
import { LegalPage } from "./legal-page";
import { PageSection } from "./page-section";

export function TermsConditionsPage() {
  return (
    <LegalPage
      title="Terms & Conditions"
      lead="These terms apply to every order placed with Gravenstein RF Instruments through this website, by e-mail or by phone."
    >
      <PageSection id="orders" title="1. Orders">
        <p>
          Placing an order is an offer to buy the products in it. The contract is formed when we accept the order by confirming it or
          shipping the products. We may decline or cancel an order, for example when a product is no longer available, a price was shown in
          error or an export restriction applies; if we cancel, any amount charged is refunded in full.
        </p>
      </PageSection>

      <PageSection id="pricing" title="2. Pricing">
        <p>
          Prices are in US dollars. The price that applies is the one shown when you place the order, including the price of any option you
          chose. Sales tax is added for shipments within the United States at the rate of the destination state. Shipping is calculated at
          checkout and shown before you pay.
        </p>
      </PageSection>

      <PageSection id="payment" title="3. Payment">
        <p>
          Orders placed on this website are paid by card at checkout; the amount is charged when the order is placed. Card details are
          handled by our payment provider and never stored by us.
        </p>
        <p>
          Payment on delivery is available to approved business, government and educational customers ordering on a purchase order. Please{" "}
          <Link to="/contact">contact us</Link> to set up an account, then quote your purchase order number with the order. Invoices are due
          on delivery of the goods.
        </p>
      </PageSection>

      <PageSection id="shipping" title="4. Shipping and delivery">
        <p>
          Most orders ship the same or next day by UPS. Delivery times given by the carrier are estimates, not guarantees. Title and risk of
          loss pass to you when the products are delivered to the shipping address. Details are on our{" "}
          <Link to="/shipping-returns">Shipping & Returns</Link> page.
        </p>
      </PageSection>

      <PageSection id="returns" title="5. Returns and refunds">
        <p>
          Every product comes with a 30-day unconditional return: return it within 30 days of delivery, for any reason, for a full refund of
          the purchase price. Refunds are issued to the original payment method in 5-7 business days after we receive the return.
        </p>
      </PageSection>

      <PageSection id="warranty" title="6. Warranty">
        <p>
          We warrant that our products are free from defects in materials and workmanship for one year from delivery. If a product fails in
          normal use during that time, we repair or replace it at our choice, free of charge, including return shipping to you.
        </p>
        <p>
          The warranty does not cover damage from misuse, from exceeding the rated input power or voltage, from physical damage to probe
          tips or connectors, or from repairs or modifications made by others. Calibration data describes the product at the time of
          measurement and is not a guarantee of future accuracy.
        </p>
      </PageSection>

      <PageSection id="liability" title="7. Limitation of liability">
        <p>
          Our products are measurement tools; the results of your measurements and the decisions you base on them are your responsibility.
          To the extent the law allows, our total liability for any claim connected with a product is limited to the price paid for it, and
          we are not liable for indirect or consequential losses such as lost profits, lost data or the cost of delayed compliance testing.
          Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </PageSection>

      <PageSection id="law" title="8. Governing law">
        <p>
          These terms are governed by the laws of the State of California. Disputes are decided by the courts of Sonoma County, California,
          unless the law of your country of residence gives you the right to go to your local courts.
        </p>
      </PageSection>

      <PageSection id="contact" title="9. Contact">
        <p>
          Gravenstein RF Instruments, Sebastopol, California 95472. E-mail{" "}
          <a href="mailto:sales@gravensteinrf.com">sales@gravensteinrf.com</a>, phone{" "}
          <a href="tel:+17075550142" className="whitespace-nowrap">
            (707) 555-0142
          </a>
          , Monday-Friday 9AM-5PM PST.
        </p>
      </PageSection>
    </LegalPage>
  );
}
