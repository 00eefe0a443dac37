import { json, jsonBody, noContent } from '../http.ts';
import type { Router } from '../router.ts';
import { copyState } from '../designer/stateCopy.ts';
import { checkUserId, message, withApiKey, type DesignerContext } from './designerCommon.ts';

/** The state-files API (`~/api/users/{userId}/states[/{stateId}]`): list, read, copy in, delete. API key. */
export function addDesignerStateRoutes(router: Router, ctx: DesignerContext): void {
  const { base, service } = ctx;
  const root = `${base}/api/users/:userId/states`;
  router
    .add('GET', root, withApiKey(ctx, (req) => json(200, service.states.list(checkUserId(req.params.userId)))))
    .add('GET', `${root}/:stateId`, withApiKey(ctx, (req) => {
      const state = service.states.get(checkUserId(req.params.userId), req.params.stateId ?? '');
      return state ? json(200, state) : message(404, `State ${req.params.stateId} does not exist`);
    }))
    // the body is a state file as GET answers it; the reply is the stored copy (images renamed if they had to be)
    .add('POST', `${root}/:stateId`, withApiKey(ctx, (req) => {
      const body = jsonBody(req);
      if (body === undefined) return message(400, 'The state file must be JSON, as GET answers it');
      return json(201, copyState(service, checkUserId(req.params.userId), req.params.stateId ?? '', body));
    }))
    .add('DELETE', `${root}/:stateId`, withApiKey(ctx, (req) =>
      service.states.remove(checkUserId(req.params.userId), req.params.stateId ?? '') ? noContent() : message(404, `State ${req.params.stateId} does not exist`)));
}
