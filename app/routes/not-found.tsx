import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "~/components/layout/not-found";
import { pageTitle } from "@domain/brand";

// Catch-all route: a real 404 status, not a 200 page that merely says "not found".
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Page introuvable") }, { name: "robots", content: "noindex" }];

export default function NotFoundPage() {
  return <NotFound />;
}
