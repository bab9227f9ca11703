// The one frame of every e-mail the shop sends (extensions §10): the shop's name at the top, the
// greeting, the body, the signature and a footer with the shop's identity. React Email components
// (decision 0081), written with createElement so the server needs no JSX build step.
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h, type CSSProperties, type ReactNode } from "react";
import { SHOP } from "../../../../shared/shop-identity";

const INK = "#0f172a";
const MUTED = "#475569";
const ACCENT = "#1d4ed8";

const body: CSSProperties = {
  backgroundColor: "#f1f5f9",
  fontFamily: "Arial, Helvetica, sans-serif",
  color: INK,
  margin: 0,
  padding: "24px 0",
};
const frame: CSSProperties = {
  backgroundColor: "#ffffff",
  maxWidth: "600px",
  padding: "24px 28px",
  borderRadius: "8px",
  border: "1px solid #e2e8f0",
};
const paragraph: CSSProperties = { fontSize: "15px", lineHeight: "22px", margin: "0 0 14px" };
const small: CSSProperties = { fontSize: "12px", lineHeight: "18px", color: MUTED, margin: "0 0 4px" };

/** data-* attributes (read by the text conversion), which createElement's props type does not list. */
export const dataAttributes = (values: Record<string, string>): object =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [`data-${name}`, value]));

/** A paragraph of the letter; a link after its text when given (in the text part too). */
export function Para({ children, link }: { children?: ReactNode; link?: string | undefined }) {
  return h(Text, { style: paragraph }, children, link ? [" ", h(Link, { key: "link", href: link, style: { color: ACCENT } }, link)] : null);
}

/** The one thing the mail asks the reader to do: a button in the HTML, "label link" in the text part. */
export function Action({ label, href }: { label: string; href: string }) {
  return h(
    Section,
    { style: { margin: "8px 0 18px" } },
    h(
      Button,
      {
        href,
        style: {
          backgroundColor: ACCENT,
          color: "#ffffff",
          padding: "10px 18px",
          borderRadius: "6px",
          fontSize: "15px",
          textDecoration: "none",
        },
      },
      label,
    ),
    // The text part already carries the address with the button's label.
    h(
      Text,
      { style: { ...small, margin: "12px 0 0" }, ...dataAttributes({ "skip-in-text": "true" }) },
      "Or paste this address into your browser: ",
      href,
    ),
  );
}

export interface LayoutProps {
  /** The line mail programs show after the subject. */
  preheader: string;
  /** "Dear Ada," / "Hello ada," — none for the shop's own notices. */
  greeting?: string | undefined;
  /** Signed by the shop (letters to customers); the shop's own notices are not. */
  signed?: boolean;
  children?: ReactNode;
}

export function MailLayout({ preheader, greeting, signed = true, children }: LayoutProps) {
  const place = `${SHOP.city}, ${SHOP.state} ${SHOP.zip}, ${SHOP.country}`;
  return h(
    Html,
    { lang: "en" },
    h(Head, null, h("meta", { name: "color-scheme", content: "light" })),
    h(Preview, null, preheader),
    h(
      Body,
      { style: body },
      h(
        Container,
        { style: frame },
        h(Text, { style: { fontSize: "18px", fontWeight: "bold", color: INK, margin: "0 0 4px" } }, SHOP.name),
        h(Hr, { style: { borderColor: "#e2e8f0", margin: "12px 0 20px" } }),
        greeting ? h(Text, { style: paragraph }, greeting) : null,
        children,
        signed ? h(Text, { style: paragraph }, SHOP.name) : null,
        h(Hr, { style: { borderColor: "#e2e8f0", margin: "20px 0 12px" } }),
        h(Text, { style: small }, `${SHOP.name} · ${place}`),
        h(Text, { style: small }, `${SHOP.phone} · `, h(Link, { href: `mailto:${SHOP.email}`, style: { color: MUTED } }, SHOP.email)),
      ),
    ),
  );
}
