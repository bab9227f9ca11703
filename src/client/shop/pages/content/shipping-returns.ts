import type { ProsePageContent } from "../prose";
import { PHONE, SALES_MAIL } from "./shop-contact";

/** The shipping services' table stands in the "methods" section under this name. */
export const SERVICES_TABLE = "services-table";

export const SHIPPING_RETURNS: ProsePageContent = {
  narrow: true,
  eyebrow: "Customer Service",
  title: "Shipping & Returns",
  lead: "We ship from Sebastopol, California by UPS, and if an instrument is not right for you, you can return it within 30 days.",
  sections: [
    {
      id: "processing",
      title: "Order processing",
      blocks: [
        {
          p: [
            "Most orders ship the same or next day. Instruments in stock are packed and handed to UPS from our facility in Sebastopol; if something you ordered is not in stock, or an option needs individual calibration, we contact you with a shipping date before your order ships.",
          ],
        },
        { p: ["You can follow the status of every order under Order History in your account."] },
      ],
    },
    {
      id: "methods",
      title: "Shipping methods and costs",
      blocks: [
        {
          p: [
            "Shipping is calculated at checkout from the weight and size of the packages and the destination, and you choose the service before you pay. Delivery times are counted in business days from the day your order ships.",
          ],
        },
        { insert: SERVICES_TABLE },
        {
          p: [
            "International shipments may be charged import duties, taxes and customs fees by the destination country. These are not part of our price and are paid by the recipient.",
          ],
        },
      ],
    },
    {
      id: "returns",
      title: "30-day unconditional return",
      blocks: [
        {
          p: [
            "You may return any product within 30 days of delivery, for any reason, and receive a full refund of the purchase price. We would rather you have the right instrument than keep one that does not suit your measurement.",
          ],
        },
        {
          p: [
            "Please return the product complete, with its accessories, case and documentation, and packed well enough to survive the trip. If a product arrived damaged or faulty, or we sent the wrong item, we refund the shipping cost as well and send you a prepaid UPS label.",
          ],
        },
      ],
    },
    {
      id: "refunds",
      title: "Refunds",
      blocks: [
        {
          p: [
            "Refunds are issued to the original payment method in 5-7 business days once we receive the returned product. Orders placed on a purchase order are credited against the invoice.",
          ],
        },
      ],
    },
    {
      id: "request-return",
      title: "How to request a return",
      blocks: [
        {
          ol: [
            [
              { to: "/contact", text: "Send us a message" },
              ", e-mail ",
              SALES_MAIL,
              " or call ",
              PHONE,
              " with your order number (the 8-character number shown in your Order History).",
            ],
            ["We reply within 24 hours with a return authorization number and the return address."],
            ["Write the return authorization number on the outside of the package and ship it to us."],
            ["We inspect the product on arrival and issue your refund."],
          ],
        },
      ],
    },
    {
      id: "damage",
      title: "Damaged shipments",
      blocks: [
        {
          p: [
            "If a package arrives damaged, please keep the box and packing material and contact us straight away. We file the claim with UPS and send you a replacement without waiting for the claim to be settled.",
          ],
        },
      ],
    },
  ],
};
