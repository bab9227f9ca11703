// The payment provider's browser script (Authorize.Net Accept.js, or the test gateway's look-alike).

export interface AcceptSecureData {
  authData: { clientKey: string; apiLoginID: string };
  cardData: { cardNumber: string; month: string; year: string; cardCode: string; zip?: string };
}

export interface AcceptMessage {
  code: string;
  text: string;
}

export interface AcceptResponse {
  messages: { resultCode: "Ok" | "Error"; message: AcceptMessage[] };
  opaqueData?: { dataDescriptor: string; dataValue: string };
}

export interface AcceptApi {
  dispatchData(secureData: AcceptSecureData, handler: (response: AcceptResponse) => void): void;
}

declare global {
  interface Window {
    Accept?: AcceptApi;
  }
}

/** The provider refused the card data; the message is its texts joined by ", " (spec §8 "Payment Error"). */
export class CardDataError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CardDataError";
  }
}

export function acceptScript(): AcceptApi | undefined {
  return typeof window === "undefined" ? undefined : window.Accept;
}

/** Card data goes to the provider only; what comes back is a single-use token for our server. */
export function tokenizeCard(accept: AcceptApi, secureData: AcceptSecureData): Promise<{ dataDescriptor: string; dataValue: string }> {
  return new Promise((resolve, reject) => {
    accept.dispatchData(secureData, (response) => {
      const opaque = response.opaqueData;
      if (response.messages.resultCode === "Ok" && opaque) {
        resolve(opaque);
        return;
      }
      const texts = (response.messages.message ?? []).map((m) => m.text).filter(Boolean);
      reject(new CardDataError(texts.length > 0 ? texts.join(", ") : "The card details were not accepted."));
    });
  });
}
