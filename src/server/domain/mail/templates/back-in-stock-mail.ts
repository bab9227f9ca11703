// The back-in-stock alert (extensions §8): the product is back, its page, and the link that ends the alerts.
import { createElement as h } from "react";
import { SHOP } from "../../../../shared/shop-identity";
import { Letter } from "./letter";

export interface BackInStockProps {
  productName: string;
  productUrl: string;
  unsubscribeUrl: string;
}

export const backInStockSubject = (p: BackInStockProps) => `Back in stock: ${p.productName} - ${SHOP.name}`;

export const BackInStockMail = (p: BackInStockProps & { preheader: string }) =>
  h(Letter, {
    preheader: p.preheader,
    name: "customer",
    paragraphs: [
      { text: `Good news: ${p.productName} is back in stock.` },
      { text: "Order it here:", link: p.productUrl },
      { text: "You asked us to tell you when it is back. We write each time it comes back after selling out, until you unsubscribe." },
      { text: "Unsubscribe from these e-mails:", link: p.unsubscribeUrl },
    ],
  });
