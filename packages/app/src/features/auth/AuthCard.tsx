import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/usePageTitle';

/** The frame of the signed-out screens: product name, heading, content. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <main className="flex min-h-screen items-start justify-center bg-canvas px-4 py-10 sm:items-center">
      <div className="w-full max-w-md rounded-card bg-surface p-6 shadow-card sm:p-8">
        <p className="mb-2 text-lg font-bold text-primary-700">AutoBerza</p>
        <h1 className="mb-2 text-2xl font-bold text-ink">{title}</h1>
        {intro && <div className="mb-4 text-muted">{intro}</div>}
        {children}
      </div>
    </main>
  );
}
