/**
 * Marks one of our values while it comes from a generated sample declaration (`is_example`): "ex." on screen,
 * "valeur d'exemple" for screen readers. The legend under the table and the link in the row say where it comes from.
 */
export function ExampleMark() {
  return (
    <span className="ml-1 text-xs font-semibold text-muted-foreground">
      <span aria-hidden>ex.</span>
      <span className="sr-only"> (valeur d'exemple)</span>
    </span>
  );
}
