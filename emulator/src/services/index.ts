import path from 'node:path';
import type { CustomerStore } from '../customers/store.ts';
import type { Router } from '../router.ts';
import { addFormRoutes } from '../routes/forms.ts';
import { addPostalRoutes } from '../routes/postal.ts';
import { addRecaptchaRoutes } from '../routes/recaptcha.ts';
import type { Db } from '../store/db.ts';
import { FormStore } from './forms/store.ts';
import { UspsTokens } from './postal/oauth.ts';
import { RecaptchaTokens } from './recaptcha/tokens.ts';
import { serviceSettings } from './settings.ts';

/** Uploaded form files live here, inside the data dir (so a reseed or a test's temp dir drops them too). */
export const FORM_FILES_DIR = 'forms';

/** Registers the reCAPTCHA, USPS and form-handler stand-ins with their admin hooks. */
export function addOutsideServiceRoutes(
  router: Router,
  deps: { db: Db; dataDir: string; customers: CustomerStore; env?: Record<string, string | undefined> },
): void {
  const settings = serviceSettings(deps.env);
  addRecaptchaRoutes(router, { tokens: new RecaptchaTokens(), secret: settings.recaptchaSecret });
  addPostalRoutes(router, {
    tokens: new UspsTokens({ clientId: settings.uspsClientId, clientSecret: settings.uspsClientSecret }),
    userIds: settings.uspsUserIds,
  });
  addFormRoutes(router, new FormStore(deps.db, path.join(deps.dataDir, FORM_FILES_DIR)), deps.customers);
}
