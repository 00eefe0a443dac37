/**
 * The browser's endpoints (lib/edge/api/endpoints/) name routes that exist and
 * methods they answer, so a typed call cannot go to a path or method no
 * handler serves; and browser code takes them from its area's file, never
 * the index of them all, which would ship every endpoint with every page.
 */
import * as endpoints from '@/lib/edge/api/endpoints';
import type { Endpoint } from '@/lib/edge/api/client';
import type { Contract } from '@/lib/edge/api/contract';
import { spawnSync } from 'node:child_process';
import { scanApiRoutes } from '../../security/routes';

const routes = scanApiRoutes();

function routeFor(path: string) {
  return routes.find((route) => new RegExp(`^${route.pattern.replace(/\[[^\]]+\]/g, '[^/]+')}$`).test(path));
}

const all = Object.entries(endpoints) as [string, Endpoint<Contract, { id: string }>][];

test.each(all)('%s is a route handler that answers its method', (_name, target) => {
  const path = target.path({ id: 'gid://shopify/MailingAddress/1' });
  const route = routeFor(path);
  expect(route?.pattern ?? `no route for ${path}`).toMatch(/^\/api\//);
  expect(route!.methods).toContain(target.method);
});

test('app code imports endpoints from their area’s file, not the index of them all', () => {
  // Exit 1 with nothing printed is git grep finding no such import.
  const found = spawnSync('git', ['grep', '-nE', "from '[^']*api/endpoints(/index)?'", '--', 'app', 'components', 'lib'], { encoding: 'utf8' });
  expect(found.stdout).toBe('');
  expect(found.status).toBe(1);
});
