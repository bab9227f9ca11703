import { LEGAL, type ProsePageContent } from "../prose";
import { PHONE, SALES_MAIL } from "./shop-contact";

export const PRIVACY_POLICY: ProsePageContent = {
  ...LEGAL,
  title: "Privacy Policy",
  lead: "What Gravenstein RF Instruments collects when you use this website, why we need it, how long we keep it and who we share it with.",
  sections: [
    {
      id: "who",
      title: "Who we are",
      blocks: [
        {
          p: [
            "This website is run by Gravenstein RF Instruments, Sebastopol, California 95472. Questions about this policy or your data go to ",
            SALES_MAIL,
            " or ",
            PHONE,
            ".",
          ],
        },
      ],
    },
    {
      id: "collected",
      title: "What we collect",
      blocks: [
        {
          ul: [
            [
              { strong: "Your account:" },
              " the username you choose, your password and, if you give one, your e-mail address. The password is stored only as a one-way hash; nobody at the company can read it.",
            ],
            [
              { strong: "Your orders:" },
              " your name, e-mail address, phone number, company name, billing and shipping addresses, purchase order number, special instructions, the products you ordered, the amounts charged and the payment status.",
            ],
            [
              { strong: "Contact messages:" },
              " the name, e-mail address, optional phone number and message you send through the contact form, and the IP address it was sent from.",
            ],
            [
              { strong: "Server request logs:" },
              " for each request to our server, the time, your IP address, the page or address requested, the result, how long it took and your browser's user agent. We use them to keep the shop secure and to find faults.",
            ],
          ],
        },
      ],
    },
    {
      id: "cards",
      title: "Payment card data",
      blocks: [
        {
          p: [
            "Your card number, expiry date and security code never touch our servers. They are sent from your browser directly to our payment provider, which returns a single-use token; our server uses only that token to charge the order. We keep the transaction number and whether the payment was approved, never the card details.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and local storage",
      blocks: [
        {
          p: [
            "We set one cookie: a session cookie that keeps you signed in after you log in. It is removed when you log out or when the session expires, and it cannot be read by scripts on the page. Staff signed in to the shop's admin panel also get a cookie that remembers the panel's layout.",
          ],
        },
        {
          p: [
            "Your shopping cart is kept in your browser's local storage on your own device, so it survives a page reload without being sent to us until you check out. We use no advertising, tracking or third-party analytics cookies.",
          ],
        },
      ],
    },
    {
      id: "use",
      title: "How we use it and who we share it with",
      blocks: [
        {
          p: [
            "We use your information to process and deliver orders, to answer your messages, to keep the shop secure and to meet our tax and accounting obligations. We share only what each service needs: the payment provider receives the order amount and billing details, UPS receives the name, address and phone number of the recipient, and our e-mail provider carries the messages we exchange with you.",
          ],
        },
        { p: ["We do not sell or rent personal information, and we do not use it for advertising."] },
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          ul: [
            ["Orders are kept for as long as tax and accounting law requires us to keep sales records."],
            ["Accounts are kept until you ask us to delete yours."],
            ["Contact messages are kept for as long as we need them to answer and follow up on your request."],
            [
              "Server request logs are held only in the server's memory, limited to a fixed number of recent entries, and are gone after a restart.",
            ],
            ["Records used to limit repeated login attempts and messages from one address are deleted after about a day."],
            ["Sessions end when you log out and expire after 30 days."],
          ],
        },
      ],
    },
    {
      id: "rights",
      title: "Your choices and rights",
      blocks: [
        {
          p: [
            "You can ask us what we hold about you, to correct it or to delete it, except where the law requires us to keep order records. California residents have these rights under the California Consumer Privacy Act; we honour them for every customer. We answer such requests within 30 days.",
          ],
        },
      ],
    },
    {
      id: "security",
      title: "Security",
      blocks: [
        {
          p: [
            "The shop is served over an encrypted connection, passwords are hashed, sessions are stored as hashes of their tokens, and repeated failed logins are limited.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact and changes",
      blocks: [
        {
          p: [
            "If we change this policy, we update it on this page with a new date. For any question about your data, ",
            { to: "/contact", text: "contact us" },
            "; we respond within 24 hours.",
          ],
        },
      ],
    },
  ],
};
