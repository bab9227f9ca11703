export interface NavItem {
  to: string;
  label: string;
}

/** The storefront's pages as links: each path with its usual name, once for the header, the mobile menu and the footer. */
const PAGE = {
  home: { to: "/", label: "Home" },
  products: { to: "/products", label: "Products" },
  categories: { to: "/categories", label: "Categories" },
  about: { to: "/about", label: "About" },
  consulting: { to: "/consulting", label: "Consulting" },
  services: { to: "/services", label: "Consulting Services" },
  papers: { to: "/technical-papers", label: "Technical Papers" },
  contact: { to: "/contact", label: "Contact" },
  shipping: { to: "/shipping-returns", label: "Shipping & Returns" },
  privacy: { to: "/privacy-policy", label: "Privacy Policy" },
  terms: { to: "/terms-conditions", label: "Terms & Conditions" },
  verify: { to: "/verify-certificate", label: "Verify a Certificate" },
} satisfies Record<string, NavItem>;

/** The header's links (spec §2 "Header"); the mobile menu repeats them. */
export const NAV_LINKS: NavItem[] = [PAGE.home, PAGE.products, PAGE.categories, PAGE.about, PAGE.consulting, PAGE.papers, PAGE.contact];

export const ADMIN_LINK: NavItem = { to: "/admin/dashboard", label: "Admin" };

/** The footer's "Quick Links" and "Legal" columns. */
export const QUICK_LINKS: NavItem[] = [
  PAGE.products,
  PAGE.categories,
  PAGE.papers,
  PAGE.services,
  { ...PAGE.about, label: "About Us" },
  PAGE.contact,
  PAGE.verify,
];
export const LEGAL_LINKS: NavItem[] = [PAGE.shipping, PAGE.privacy, PAGE.terms];
