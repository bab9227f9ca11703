import { LEGAL, type ProsePageContent } from "../prose";
import { PHONE, SALES_MAIL } from "./shop-contact";

export const TERMS_CONDITIONS: ProsePageContent = {
  ...LEGAL,
  title: "Terms & Conditions",
  lead: "These terms apply to every order placed with Gravenstein RF Instruments through this website, by e-mail or by phone.",
  sections: [
    {
      id: "orders",
      title: "1. Orders",
      blocks: [
        {
          p: [
            "Placing an order is an offer to buy the products in it. The contract is formed when we accept the order by confirming it or shipping the products. We may decline or cancel an order, for example when a product is no longer available, a price was shown in error or an export restriction applies; if we cancel, any amount charged is refunded in full.",
          ],
        },
      ],
    },
    {
      id: "pricing",
      title: "2. Pricing",
      blocks: [
        {
          p: [
            "Prices are in US dollars. The price that applies is the one shown when you place the order, including the price of any option you chose. Sales tax is added for shipments within the United States at the rate of the destination state. Shipping is calculated at checkout and shown before you pay.",
          ],
        },
      ],
    },
    {
      id: "payment",
      title: "3. Payment",
      blocks: [
        {
          p: [
            "Orders placed on this website are paid by card at checkout; the amount is charged when the order is placed. Card details are handled by our payment provider and never stored by us.",
          ],
        },
        {
          p: [
            "Payment on delivery is available to approved business, government and educational customers ordering on a purchase order. Please ",
            { to: "/contact", text: "contact us" },
            " to set up an account, then quote your purchase order number with the order. Invoices are due on delivery of the goods.",
          ],
        },
      ],
    },
    {
      id: "shipping",
      title: "4. Shipping and delivery",
      blocks: [
        {
          p: [
            "Most orders ship the same or next day by UPS. Delivery times given by the carrier are estimates, not guarantees. Title and risk of loss pass to you when the products are delivered to the shipping address. Details are on our ",
            { to: "/shipping-returns", text: "Shipping & Returns" },
            " page.",
          ],
        },
      ],
    },
    {
      id: "returns",
      title: "5. Returns and refunds",
      blocks: [
        {
          p: [
            "Every product comes with a 30-day unconditional return: return it within 30 days of delivery, for any reason, for a full refund of the purchase price. Refunds are issued to the original payment method in 5-7 business days after we receive the return.",
          ],
        },
      ],
    },
    {
      id: "warranty",
      title: "6. Warranty",
      blocks: [
        {
          p: [
            "We warrant that our products are free from defects in materials and workmanship for one year from delivery. If a product fails in normal use during that time, we repair or replace it at our choice, free of charge, including return shipping to you.",
          ],
        },
        {
          p: [
            "The warranty does not cover damage from misuse, from exceeding the rated input power or voltage, from physical damage to probe tips or connectors, or from repairs or modifications made by others. Calibration data describes the product at the time of measurement and is not a guarantee of future accuracy.",
          ],
        },
      ],
    },
    {
      id: "liability",
      title: "7. Limitation of liability",
      blocks: [
        {
          p: [
            "Our products are measurement tools; the results of your measurements and the decisions you base on them are your responsibility. To the extent the law allows, our total liability for any claim connected with a product is limited to the price paid for it, and we are not liable for indirect or consequential losses such as lost profits, lost data or the cost of delayed compliance testing. Nothing in these terms limits liability that cannot be limited by law.",
          ],
        },
      ],
    },
    {
      id: "law",
      title: "8. Governing law",
      blocks: [
        {
          p: [
            "These terms are governed by the laws of the State of California. Disputes are decided by the courts of Sonoma County, California, unless the law of your country of residence gives you the right to go to your local courts.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "9. Contact",
      blocks: [
        {
          p: [
            "Gravenstein RF Instruments, Sebastopol, California 95472. E-mail ",
            SALES_MAIL,
            ", phone ",
            PHONE,
            ", Monday-Friday 9AM-5PM PST.",
          ],
        },
      ],
    },
  ],
};
