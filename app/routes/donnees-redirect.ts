import { redirect } from "react-router";

// /donnees is an old address of the products page (docs/product.md §3): a permanent redirect keeps links and rankings.
export function loader() {
  return redirect("/produits", 301);
}
