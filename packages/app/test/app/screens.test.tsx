import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/app/routes';
import { screens } from '../../src/app/screens';

interface Found {
  path: string;
  inLayout: boolean;
  lazy: boolean;
}

/** Every route with a path, whether it sits in the layout route and whether its screen is lazy. */
function walk(routes: RouteObject[], inLayout = false, into: Found[] = []): Found[] {
  for (const route of routes) {
    const isLayout = !route.path && Boolean(route.handle);
    if (route.path) into.push({ path: route.path, inLayout, lazy: Boolean(route.handle) });
    if (route.children) walk(route.children, inLayout || isLayout, into);
  }
  return into;
}

describe('screens.ts (what a first visit preloads) and the routes', () => {
  const all = [
    ...walk(buildRoutes({ authenticated: false, isAdmin: false, publicBrowsing: true })),
    ...walk(buildRoutes({ authenticated: true, isAdmin: true, publicBrowsing: true })),
  ];

  it('lists every lazy screen the routes have, and only those', () => {
    const lazyPaths = new Set(all.filter((r) => r.lazy).map((r) => r.path));
    expect([...lazyPaths].sort()).toEqual(Object.keys(screens).sort());
  });

  it('knows which screens show inside the layout', () => {
    for (const [path, entry] of Object.entries(screens)) {
      const routes = all.filter((r) => r.path === path);
      expect(routes.length, path).toBeGreaterThan(0);
      for (const r of routes) expect(r.inLayout, path).toBe(entry.layout);
    }
  });
});
