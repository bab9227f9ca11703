import { expect, type Locator } from "@playwright/test";
import { test } from "./hydrated-test";
import { addToCart, fillAccount, fillCard, fillContactAndBilling, group, notifications, waitForQuote } from "./checkout-steps";
import { uniqueName } from "./fixtures";

// Journeys through the checkout (spec §2 Checkout, §4 Checkout flow, §5 validation) on the test payment gateway.

test("a new visitor pays for two products, lands on the order's confirmation page and finds it in the order history", async ({ page }) => {
  await addToCart(page, "101A EMC Probe Set", "Bundle with 150A EMC Probe Amplifier (US supply)");
  await addToCart(page, "DB-6 SMA DC Block");

  await page.goto("/checkout");
  await expect(page.getByRole("heading", { name: "Checkout" })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("101A EMC Probe Set")).toBeVisible();
  await expect(summary.getByText("+ Bundle with 150A EMC Probe Amplifier (US supply)")).toBeVisible();
  await expect(summary.getByText("DB-6 SMA DC Block")).toBeVisible();
  await expect(summary.getByText("Select state to calculate")).toBeVisible();
  await expect(page.getByText("Enter complete shipping address to see available shipping options")).toBeVisible();
  await expect(page.getByRole("note", { name: "Test mode" })).toContainText(
    "Use card 4111 1111 1111 1111 with any future expiry and any CVV",
  );

  await fillAccount(page, uniqueName("buyer"));
  await fillContactAndBilling(page);

  // Same-as-billing is on: the shipping address follows billing and cannot be edited.
  const shipping = group(page, "Shipping Address");
  await expect(page.getByLabel("Shipping address same as billing")).toBeChecked();
  await expect(shipping.getByLabel("Street Address")).toHaveValue("1 Main St");
  await expect(shipping.getByLabel("Street Address")).toBeDisabled();
  await expect(shipping.getByLabel("ZIP Code")).toHaveValue("95472");

  const total = await waitForQuote(page);
  await fillCard(page);
  const pay = page.getByRole("button", { name: `Pay ${total} & Place Order` });
  await expect(pay).toBeEnabled();
  await pay.click();

  await expect(notifications(page).getByText("Order Placed Successfully!")).toBeVisible({ timeout: 20_000 });
  // The confirmation page of the new order (extensions §2), with its thank-you banner.
  await expect(page).toHaveURL(/\/orders\/[0-9a-f-]{36}$/);
  const heading = page.getByRole("heading", { level: 1, name: /^Order #[0-9A-F]{8}$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByText("Thank you for your order!")).toBeVisible();
  await expect(page.getByText("+ Bundle with 150A EMC Probe Amplifier (US supply)")).toBeVisible();
  await expect(page.getByRole("region", { name: "Shipping address" })).toContainText("Sebastopol, CA 95472");
  await expect(page.getByText(/^Tax \(\d+(\.\d+)?%, CA\)$/)).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: new RegExp(`^\\${total}$`) })).toBeVisible();
  await expect(page.getByText("Not shipped yet. We e-mail you the tracking number when it ships.")).toBeVisible();
  const number = ((await heading.textContent()) ?? "").replace("Order #", "");

  // The order history lists it and links back to it.
  await page.getByRole("main").getByRole("link", { name: "Order History" }).click();
  await expect(page).toHaveURL("/orders");
  await expect(page.getByRole("heading", { name: "Order History" })).toBeVisible();
  const card = page.getByTestId("order-card");
  await expect(card).toHaveCount(1);
  await expect(card.getByRole("heading", { name: /^Order #[0-9A-F]{8}$/ })).toBeVisible();
  await expect(card.getByText("Pending")).toBeVisible();
  await expect(card.getByText("+ Bundle with 150A EMC Probe Amplifier (US supply)")).toBeVisible();
  await expect(card.getByText("1 x $85.00")).toBeVisible();
  await expect(card.getByText("Sebastopol, CA 95472")).toBeVisible();
  await expect(card.getByText("Delivery in 1-5 business days")).toBeVisible();
  await expect(card.getByRole("definition").filter({ hasText: new RegExp(`^\\${total}$`) })).toBeVisible();
  await card.getByRole("link", { name: `View order #${number}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order #${number}` })).toBeVisible();
  // The banner greets the arrival from the payment only.
  await expect(page.getByText("Thank you for your order!")).toHaveCount(0);

  // The cart was emptied.
  await page.goto("/checkout");
  await expect(page.getByText("Your cart is empty")).toBeVisible();
});

test("a declined card shows Payment Failed and places no order", async ({ page }) => {
  await addToCart(page, "DB-6 SMA DC Block");
  await page.goto("/checkout");
  await fillAccount(page, uniqueName("declined"));
  // The test gateway declines billing ZIP 46282, as Authorize.Net's sandbox does.
  await fillContactAndBilling(page, { zip: "46282", city: "Indianapolis", state: "Indiana" });
  await waitForQuote(page);
  await fillCard(page);
  await page.getByRole("button", { name: /^Pay \$[\d,.]+ & Place Order$/ }).click();

  await expect(notifications(page).getByText("Payment Failed")).toBeVisible({ timeout: 20_000 });
  await expect(notifications(page).getByText("This transaction has been declined.")).toBeVisible();
  await expect(page).toHaveURL("/checkout");
  // The account was created on the way; the customer is now logged in and the cart is kept.
  await expect(page.getByRole("region", { name: "Account Information" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Order Summary" }).getByText("DB-6 SMA DC Block")).toBeVisible();

  await page.goto("/orders");
  await expect(page.getByText("No orders yet")).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/products");
});

test("every checkout rule shows its message under its field", async ({ page }) => {
  await addToCart(page, "DB-6 SMA DC Block");
  await page.goto("/checkout");

  const account = page.getByRole("region", { name: "Account Information" });
  await account.getByLabel("Username").fill(uniqueName("rules"));
  await account.getByLabel("Password").fill("short");
  const contact = group(page, "Contact Details");
  await contact.getByLabel("Full Name").fill("A");
  await contact.getByLabel("Email").fill("not-an-email");
  await contact.getByLabel("Phone").fill("555-0100");
  const billing = group(page, "Billing Address");
  await billing.getByLabel("Street Address").fill("1 Ma");
  await billing.getByLabel("City").fill("S");
  await billing.getByLabel("ZIP Code").fill("9547");
  await billing.getByLabel("Country").selectOption({ label: "Select a country" });

  await page.getByLabel("Shipping address same as billing").click();
  await expect(page.getByLabel("Shipping address same as billing")).not.toBeChecked();
  const shipping = group(page, "Shipping Address");
  await expect(shipping.getByLabel("Street Address")).toBeEnabled();
  await shipping.getByLabel("Street Address").fill("2 Ma");
  await shipping.getByLabel("City").fill("T");
  await shipping.getByLabel("ZIP Code").fill("123");
  await shipping.getByLabel("Country").selectOption({ label: "Select a country" });

  const payment = page.getByRole("region", { name: "Payment Information" });
  await payment.getByLabel("Card Number").fill("4111 1111");
  await payment.getByLabel("Expiration Date").pressSequentially("1330");
  await expect(payment.getByLabel("Expiration Date")).toHaveValue("13/30");
  await payment.getByLabel("CVV").fill("12");

  await page.getByRole("button", { name: /^Pay \$[\d,.]+ & Place Order$/ }).click();

  const expectations: [Locator, string][] = [
    [account.getByLabel("Password"), "Password must be at least 8 characters"],
    [contact.getByLabel("Full Name"), "Name must be at least 2 characters"],
    [contact.getByLabel("Email"), "Invalid email address"],
    [contact.getByLabel("Phone"), "Phone number must be at least 10 digits"],
    [billing.getByLabel("Street Address"), "Billing street address is required"],
    [billing.getByLabel("City"), "Billing city is required"],
    [billing.getByLabel("State / Province / Region"), "Billing state is required"],
    [billing.getByLabel("ZIP Code"), "Billing ZIP code is required"],
    [billing.getByLabel("Country"), "Billing country is required"],
    [shipping.getByLabel("Street Address"), "Shipping street address is required"],
    [shipping.getByLabel("City"), "Shipping city is required"],
    [shipping.getByLabel("State / Province / Region"), "Shipping state is required"],
    [shipping.getByLabel("ZIP Code"), "Shipping ZIP code is required"],
    [shipping.getByLabel("Country"), "Shipping country is required"],
    [payment.getByLabel("Card Number"), "Card number is required"],
    [payment.getByLabel("Expiration Date"), "Format: MM/YY"],
    [payment.getByLabel("CVV"), "CVV is required"],
  ];
  for (const [field, message] of expectations) {
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(message);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByText("Please select a shipping method", { exact: true })).toBeVisible();
  await expect(page).toHaveURL("/checkout");

  // A US address brings a dropdown of the 50 states; Canada brings its 13 provinces and territories.
  await billing.getByLabel("Country").selectOption({ label: "Canada" });
  await expect(billing.getByLabel("Province / Territory").locator("option:not([value=''])")).toHaveCount(13);
  await billing.getByLabel("Country").selectOption({ label: "United States" });
  await expect(billing.getByLabel("State", { exact: true }).locator("option:not([value=''])")).toHaveCount(50);

  // With the form valid but no account details, the order is refused until an account is given.
  await account.getByLabel("Username").fill("");
  await account.getByLabel("Password").fill("");
  await page.getByLabel("Shipping address same as billing").click();
  await fillContactAndBilling(page);
  await waitForQuote(page);
  await payment.getByLabel("Card Number").fill("4111 1111 1111 1111");
  await payment.getByLabel("Expiration Date").fill("12/30");
  await payment.getByLabel("CVV").fill("123");
  await page.getByRole("button", { name: /^Pay \$[\d,.]+ & Place Order$/ }).click();
  await expect(notifications(page).getByText("Account Required")).toBeVisible();
  await expect(notifications(page).getByText("Please create an account or login to complete your order")).toBeVisible();
});

test("'Login here' comes back to the checkout with the form as it was typed, without the card", async ({ page, playwright, baseURL }) => {
  const account = { username: uniqueName("returning"), password: "returning-pass-1" };
  const api = await playwright.request.newContext({ baseURL });
  expect((await api.post("/api/register", { data: account })).status()).toBe(201);
  await api.dispose();

  await addToCart(page, "DB-6 SMA DC Block");
  await page.goto("/checkout");
  await fillContactAndBilling(page);
  await page.getByLabel("Special Instructions").fill("Deliver to the loading dock");
  await page.getByRole("region", { name: "Payment Information" }).getByLabel("Card Number").pressSequentially("4111111111111111");

  await page.getByRole("link", { name: "Already have an account? Login here" }).click();
  await expect(page).toHaveURL("/auth?next=%2Fcheckout");
  const login = page.getByRole("tabpanel", { name: "Login" });
  await login.getByLabel("Username").fill(account.username);
  await login.getByLabel("Password").fill(account.password);
  await login.getByRole("button", { name: "Login" }).click();

  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("region", { name: "Account Information" })).toHaveCount(0);
  const contact = group(page, "Contact Details");
  await expect(contact.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
  await expect(contact.getByLabel("Email")).toHaveValue("ada@example.com");
  await expect(contact.getByLabel("Phone")).toHaveValue("707-555-0100");
  await expect(contact.getByLabel("Company Name (optional)")).toHaveValue("Analytical Engines Ltd");
  const billing = group(page, "Billing Address");
  await expect(billing.getByLabel("Street Address")).toHaveValue("1 Main St");
  await expect(billing.getByLabel("City")).toHaveValue("Sebastopol");
  await expect(billing.getByLabel("State", { exact: true }).locator("option:checked")).toHaveText("California");
  await expect(billing.getByLabel("ZIP Code")).toHaveValue("95472");
  await expect(page.getByLabel("Special Instructions")).toHaveValue("Deliver to the loading dock");
  // The card never left the page, and the kept form is gone once restored.
  await expect(page.getByRole("region", { name: "Payment Information" }).getByLabel("Card Number")).toHaveValue("");
  expect(await page.evaluate<string | null>('sessionStorage.getItem("checkout-draft")')).toBeNull();
  await waitForQuote(page);
});
