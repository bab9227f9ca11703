import { createBrowserRouter } from "react-router";
import { NotFoundPage } from "./not-found-page";
import { StoreLayout } from "./store-layout";

export const router = createBrowserRouter([
  {
    element: <StoreLayout />,
    children: [{ path: "*", element: <NotFoundPage /> }],
  },
]);
