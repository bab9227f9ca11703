import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const restrict = (patterns) => ["error", { patterns }];

// ---- Client feature boundaries (issue 8) ----
// A feature folder (src/client/shop/<x>, src/client/admin/<x>) imports no other feature; what two features share
// lives in src/client/lib, components or hooks (the admin's own shared modules are admin/components and admin/lib),
// and those import no feature. The blocks are made from the folders, so a new feature is covered as it lands.
const CLIENT = "src/client";
const serverBan = { group: ["**/server/**"], message: "The client must not import server code." };
const adminBan = { group: ["**/admin/**"], message: "The storefront must not import the admin panel (it is a lazy chunk)." };
const foldersOf = (dir) =>
  readdirSync(new URL(`./${dir}/`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
/** Import paths that reach `folders` of `area` from a file one or two folders below it. */
const reaching = (area, folders) => folders.flatMap((f) => [`../${f}`, `../${f}/**`, `../../${f}/**`, `../../${area}/${f}/**`]);

function clientFeatureBoundaries() {
  const zones = [];
  for (const [area, shared, base] of [
    ["shop", [], [serverBan, adminBan]],
    ["admin", ["components", "lib"], [serverBan]],
  ]) {
    const features = foldersOf(`${CLIENT}/${area}`).filter((name) => !shared.includes(name));
    for (const feature of features) {
      const others = features.filter((name) => name !== feature);
      const message = `${area}/${feature} must not import another feature (${area}/<other>): move what they share to src/client/lib, components or hooks${area === "admin" ? " (or admin/components, admin/lib)" : ""}.`;
      zones.push({
        files: [`${CLIENT}/${area}/${feature}/**`],
        rules: { "no-restricted-imports": restrict([...base, { group: reaching(area, others), message }]) },
      });
    }
    if (shared.length > 0) {
      const message = `${shared.map((s) => `${area}/${s}`).join(" and ")} are shared by the ${area}'s features and import none of them.`;
      zones.push({
        files: shared.map((s) => `${CLIENT}/${area}/${s}/**`),
        rules: { "no-restricted-imports": restrict([...base, { group: reaching(area, features), message }]) },
      });
    }
  }
  zones.push({
    files: ["lib", "components", "hooks"].map((s) => `${CLIENT}/${s}/**`),
    rules: {
      "no-restricted-imports": restrict([
        serverBan,
        adminBan,
        { group: ["**/shop/**"], message: "src/client/lib, components and hooks are shared: they import no storefront feature." },
      ]),
    },
  });
  return zones;
}

/** One block per server layer under the features: it may import the layers after it in `order`, not those before. */
function serverLayers(order) {
  return order.map((layer, i) => ({
    files: [`src/server/${layer}/**/*.ts`],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/client/**"], message: "The server must not import client code." },
        { group: ["**/features/**"], message: "Shared server code must not import a feature: features build on it, not the reverse." },
        ...order.slice(0, i).map((above) => ({
          group: [`**/server/${above}/**`, `../${above}/**`, `../../${above}/**`],
          message: `src/server/${layer} is below ${above} (docs/decisions/0007): move what both need down, or up into ${above}.`,
        })),
      ]),
    },
  }));
}

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", ".tmp/**", "coverage/**", "drizzle/**", "public/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-non-null-assertion": "off",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      // Import direction: client -> shared, never the server.
      "no-restricted-imports": restrict([{ group: ["**/server/**"], message: "The client must not import server code." }]),
    },
  },
  {
    // The storefront never pulls admin code into its bundle (the router lazy-loads it with import()).
    files: ["src/client/shop/**", "src/client/app/**", "src/client/lib/**", "src/client/components/**", "src/client/hooks/**"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/server/**"], message: "The client must not import server code." },
        { group: ["**/admin/**"], message: "The storefront must not import the admin panel (it is a lazy chunk)." },
      ]),
    },
  },
  ...clientFeatureBoundaries(),
  {
    files: ["src/server/**/*.ts", "scripts/**/*.ts", "tests/**/*.ts", "*.config.ts", "*.config.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["src/server/**/*.ts"],
    rules: { "no-restricted-imports": restrict([{ group: ["**/client/**"], message: "The server must not import client code." }]) },
  },
  {
    // Server layers (docs/decisions/0007): features/<x> (flat folders) -> domain, http, lib, adapters, db.
    // A feature never imports another feature; what several share lives in src/server/domain/<area>.
    files: ["src/server/features/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/client/**"], message: "The server must not import client code." },
        {
          regex: "^\\.\\./(?!\\.\\./)",
          message: "A server feature must not import another feature: move what both need to src/server/domain/<area>.",
        },
        {
          group: ["**/features/**"],
          message: "A server feature must not import another feature: move what both need to src/server/domain/<area>.",
        },
      ]),
    },
  },
  // The layers under the features, top to bottom (docs/decisions/0007, amended): http -> domain ->
  // adapters -> db -> lib; each imports only the layers below it (and src/shared, config), never a feature.
  ...serverLayers(["http", "domain", "adapters", "db", "lib"]),
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": restrict([
        { group: ["**/server/**", "**/client/**"], message: "src/shared imports only zod and itself." },
        { group: ["node:*", "react", "react-*"], message: "src/shared imports only zod and itself." },
      ]),
    },
  },
  {
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node, parserOptions: { projectService: false, program: null } },
  },
);
