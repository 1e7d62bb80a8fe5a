// TEMPORARY: replaced by the layout work.
export function NotFound() {
  return <h1>Oops! Page not found</h1>;
}
