// The browser half of the test gateway: the same window.Accept.dispatchData(secureData, handler)
// as Authorize.Net's Accept.js, so the checkout runs one code path for both providers. Served
// as a file from our own origin (the CSP allows script-src 'self' only: no inline code, no eval).
export const TEST_ACCEPT_SCRIPT = `(function () {
  "use strict";
  var ENDPOINT = "/api/payment/test-tokens";

  function error(code, text) {
    return { messages: { resultCode: "Error", message: [{ code: code, text: text }] } };
  }
  function text(value) {
    return value === undefined || value === null ? "" : String(value);
  }
  function later(handler, answer) {
    setTimeout(function () { handler(answer); }, 0);
  }

  function dispatchData(secureData, responseHandler) {
    if (typeof responseHandler !== "function") throw new TypeError("Accept.dispatchData needs a response handler function");
    var auth = (secureData && secureData.authData) || {};
    var card = (secureData && secureData.cardData) || {};
    if (!auth.apiLoginID) return later(responseHandler, error("E_WC_10", "Please provide valid apiloginid."));
    if (!auth.clientKey) return later(responseHandler, error("E_WC_18", "Client Key is required."));
    var body = {
      cardNumber: text(card.cardNumber),
      month: text(card.month),
      year: text(card.year),
      cardCode: text(card.cardCode)
    };
    if (card.zip !== undefined && card.zip !== null && card.zip !== "") body.zip = text(card.zip);
    fetch(ENDPOINT, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body)
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        responseHandler(answer && answer.messages ? answer : error("E_WC_14", "Accept.js encryption failed."));
      })
      .catch(function () {
        responseHandler(error("E_WC_14", "Accept.js encryption failed."));
      });
  }

  window.Accept = { dispatchData: dispatchData };
})();
`;
