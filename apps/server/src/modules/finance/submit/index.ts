import type { ModulePart } from '../../../engine/module';
import { cwSubmissionLineServer, cwSubmissionServer } from './resources';
import { registerSubmitRoutes } from './routes';
import { seedSubmissions } from './seed';

/**
 * Submissions of reviewed charge lines to CargoWise: an outbox delivered by the server (the
 * CargoWise document kept per submission, and written to a folder when one is configured), with
 * retry and cancel on the desk's list, and the demo submissions.
 */
export const submit: ModulePart = {
  resources: [cwSubmissionServer, cwSubmissionLineServer],
  routes: registerSubmitRoutes,
  seed: seedSubmissions,
};
