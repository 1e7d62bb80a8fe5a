/**
 * Posts a tracking event and never fails the caller: tracking must not disturb a visit (docs/product.md §9), so an error is
 * only logged to the console, under `errorLabel` ('Error tracking page view', ...). `keepalive` lets the request
 * finish when the page is being left.
 */
export function sendTracking(path: string, payload: unknown, errorLabel: string): Promise<void> {
  return fetch(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(payload),
    keepalive: true,
  })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
    })
    .catch((error: unknown) => console.error(errorLabel, error));
}
