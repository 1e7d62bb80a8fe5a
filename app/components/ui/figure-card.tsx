/** One figure of a tool's results under its title, as the wall calculator and the RE2020 estimate lay them out. */
export function FigureCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-border bg-card p-4">
      <h3 className="text-sm font-medium text-muted-foreground">{title}</h3>
      <div className="mt-1">{children}</div>
    </div>
  );
}
