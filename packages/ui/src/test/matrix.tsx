import type { ReactNode } from 'react';

/** Layout helper for state-matrix stories: a labelled grid cell per state. */
export function MatrixGrid({ children, columns = 2 }: { children: ReactNode; columns?: number }) {
  return (
    <div
      className="grid gap-6"
      style={{
        gridTemplateColumns: `repeat(auto-fill, minmax(${columns === 1 ? '100%' : '280px'}, 1fr))`,
      }}
    >
      {children}
    </div>
  );
}

export function MatrixCell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <p className="font-mono text-xs text-muted">{title}</p>
      {children}
    </section>
  );
}
