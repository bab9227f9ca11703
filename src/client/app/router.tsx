import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** The browser's router over the shared route table (the server renders the same table, entry-server.tsx). */
export function createRouter() {
  return createBrowserRouter(routes);
}
