export interface NavItem {
  to: string;
  label: string;
}

/** The header's links (spec §2 "Header"); the mobile menu repeats them. */
export const NAV_LINKS: NavItem[] = [
  { to: "/", label: "Home" },
  { to: "/products", label: "Products" },
  { to: "/categories", label: "Categories" },
  { to: "/about", label: "About" },
  { to: "/consulting", label: "Consulting" },
  { to: "/technical-papers", label: "Technical Papers" },
  { to: "/contact", label: "Contact" },
];

export const ADMIN_LINK: NavItem = { to: "/admin/dashboard", label: "Admin" };
