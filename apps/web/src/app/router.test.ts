import { existsSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageMetas } from './page-meta';
import { createRoutes, type RouteHandle } from './router';

const webRoot = path.resolve(import.meta.dirname, '../..');

/** Every route that renders a page of its own (no children), with the path that leads to it. */
function leaves(routes: RouteObject[], parent = ''): { route: RouteObject; at: string }[] {
  return routes.flatMap((route) => {
    const at = route.index ? `${parent} (index)` : [parent, route.path].filter(Boolean).join('/');
    return route.children?.length ? leaves(route.children, at) : [{ route, at: at || '/' }];
  });
}

const pages = leaves(createRoutes(new QueryClient()));

describe('the route table the server renders from', () => {
  it('gives every page a meta function, so the server knows its status and <head>', () => {
    const without = pages.filter(({ route }) => {
      const meta = (route.handle as RouteHandle | undefined)?.meta;
      return !meta || typeof pageMetas[meta] !== 'function';
    });
    expect(without.map(({ at }) => at)).toEqual([]);
    expect(pages.length).toBeGreaterThan(15);
  });

  it("names each lazy page's module by a file that exists, and the module exports the component", async () => {
    for (const { route, at } of pages.filter(({ route }) => route.lazy)) {
      const { module } = route.handle as RouteHandle;
      expect(module && existsSync(path.join(webRoot, module)), `${at}: ${module}`).toBe(true);
      const loaded = await (route.lazy as () => Promise<RouteObject>)();
      expect(loaded.Component, at).toBeTypeOf('function');
    }
  });
});
