/** The multi-line analysis of docs/product.md §5: each line of the answer is a paragraph. */
export function AnalysisText({ text }: { text: string }) {
  const lines = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  return (
    <div className="flex flex-col gap-3 rounded-lg border border-border bg-card p-5 leading-relaxed" data-testid="fdes-analysis">
      {lines.map((line, index) => (
        <p key={index}>{line}</p>
      ))}
    </div>
  );
}
