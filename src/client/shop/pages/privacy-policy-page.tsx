import { Link } from "react-router";
import { LegalPage } from "./legal-page";
import { PageSection } from "./page-section";

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      lead="What Gravenstein RF Instruments collects when you use this website, why we need it, how long we keep it and who we share it with."
    >
      <PageSection id="who" title="Who we are">
        <p>
          This website is run by Gravenstein RF Instruments, Sebastopol, California 95472. Questions about this policy or your data go to{" "}
          <a href="mailto:sales@gravensteinrf.com">sales@gravensteinrf.com</a> or{" "}
          <a href="tel:+17075550142" className="whitespace-nowrap">
            (707) 555-0142
          </a>
          .
        </p>
      </PageSection>

      <PageSection id="collected" title="What we collect">
        <ul>
          <li>
            <strong>Your account:</strong> the username you choose, your password and, if you give one, your e-mail address. The password is
            stored only as a one-way hash; nobody at the company can read it.
          </li>
          <li>
            <strong>Your orders:</strong> your name, e-mail address, phone number, company name, billing and shipping addresses, purchase
            order number, special instructions, the products you ordered, the amounts charged and the payment status.
          </li>
          <li>
            <strong>Contact messages:</strong> the name, e-mail address, optional phone number and message you send through the contact
            form, and the IP address it was sent from.
          </li>
          <li>
            <strong>Server request logs:</strong> for each request to our server, the time, your IP address, the page or address requested,
            the result, how long it took and your browser's user agent. We use them to keep the shop secure and to find faults.
          </li>
        </ul>
      </PageSection>

      <PageSection id="cards" title="Payment card data">
        <p>
          Your card number, expiry date and security code never touch our servers. They are sent from your browser directly to our payment
          provider, which returns a single-use token; our server uses only that token to charge the order. We keep the transaction number
          and whether the payment was approved, never the card details.
        </p>
      </PageSection>

      <PageSection id="cookies" title="Cookies and local storage">
        <p>
          We set one cookie: a session cookie that keeps you signed in after you log in. It is removed when you log out or when the session
          expires, and it cannot be read by scripts on the page. Staff signed in to the shop's admin panel also get a cookie that remembers
          the panel's layout.
        </p>
        <p>
          Your shopping cart is kept in your browser's local storage on your own device, so it survives a page reload without being sent to
          us until you check out. We use no advertising, tracking or third-party analytics cookies.
        </p>
      </PageSection>

      <PageSection id="use" title="How we use it and who we share it with">
        <p>
          We use your information to process and deliver orders, to answer your messages, to keep the shop secure and to meet our tax and
          accounting obligations. We share only what each service needs: the payment provider receives the order amount and billing details,
          UPS receives the name, address and phone number of the recipient, and our e-mail provider carries the messages we exchange with
          you.
        </p>
        <p>We do not sell or rent personal information, and we do not use it for advertising.</p>
      </PageSection>

      <PageSection id="retention" title="How long we keep it">
        <ul>
          <li>Orders are kept for as long as tax and accounting law requires us to keep sales records.</li>
          <li>Accounts are kept until you ask us to delete yours.</li>
          <li>Contact messages are kept for as long as we need them to answer and follow up on your request.</li>
          <li>
            Server request logs are held only in the server's memory, limited to a fixed number of recent entries, and are gone after a
            restart.
          </li>
          <li>Records used to limit repeated login attempts and messages from one address are deleted after about a day.</li>
          <li>Sessions end when you log out and expire after 30 days.</li>
        </ul>
      </PageSection>

      <PageSection id="rights" title="Your choices and rights">
        <p>
          You can ask us what we hold about you, to correct it or to delete it, except where the law requires us to keep order records.
          California residents have these rights under the California Consumer Privacy Act; we honour them for every customer. We answer
          such requests within 30 days.
        </p>
      </PageSection>

      <PageSection id="security" title="Security">
        <p>
          The shop is served over an encrypted connection, passwords are hashed, sessions are stored as hashes of their tokens, and repeated
          failed logins are limited.
        </p>
      </PageSection>

      <PageSection id="contact" title="Contact and changes">
        <p>
          If we change this policy, we update it on this page with a new date. For any question about your data,{" "}
          <Link to="/contact">contact us</Link>; we respond within 24 hours.
        </p>
      </PageSection>
    </LegalPage>
  );
}
