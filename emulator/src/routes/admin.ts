import type { Faults } from '../faults.ts';
import { parseFaultSpec } from '../faults.ts';
import { badRequest, json, jsonBody, noContent, notFound } from '../http.ts';
import type { RequestLog } from '../requestLog.ts';
import type { Router } from '../router.ts';
import type { ContentStore } from '../store/content.ts';

/** Test hooks under /__emulator: never counted in the request log and never faulted. */
export function addAdminRoutes(router: Router, deps: { log: RequestLog; faults: Faults; content: ContentStore }): void {
  const { log, faults, content } = deps;
  router
    .add('GET', '/__emulator/health', () => json(200, { ok: true }))
    .add('GET', '/__emulator/requests', () => json(200, log.snapshot()))
    .add('DELETE', '/__emulator/requests', () => {
      log.reset();
      return noContent();
    })
    .add('GET', '/__emulator/faults', () => json(200, { faults: faults.list() }))
    .add('POST', '/__emulator/faults', (req) => {
      const spec = parseFaultSpec(jsonBody(req));
      return typeof spec === 'string' ? badRequest(spec) : json(201, { fault: faults.add(spec) });
    })
    .add('DELETE', '/__emulator/faults', () => {
      faults.clear();
      return noContent();
    })
    .add('DELETE', '/__emulator/faults/:id', (req) => (faults.remove(Number(req.params.id)) ? noContent() : notFound('No such fault')))
    .add('GET', '/__emulator/analytics', () => json(200, { events: content.events() }))
    .add('DELETE', '/__emulator/analytics', () => {
      content.clearAnalytics();
      return noContent();
    });
}
