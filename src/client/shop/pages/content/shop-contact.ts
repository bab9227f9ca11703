/** The shop's mail and phone as links in running text. */
export const SALES_MAIL = { href: "mailto:sales@gravensteinrf.com", text: "sales@gravensteinrf.com" };
export const PHONE = { href: "tel:+17075550142", text: "(707) 555-0142" };
