import { Suspense } from 'react';
import type { ReactNode } from 'react';

/**
 * A part of a server-rendered page that React hydrates on its own (selective hydration, decision
 * 003): each such part is hydrated and committed in a task of its own, and first the one a reader
 * touches, instead of the whole page in one commit (on a phone, one commit of a car page blocked
 * input for ~300 ms). Nothing inside suspends, so a page rendered in the browser looks the same.
 */
export function HydratesApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
