import { quoteRequestResource } from '@tidemark/domain/pricing/instant/resources';
import { type ServerResource, storedResource } from '../../../engine/resource';
import { badRequest } from '../../../http/errors';

/**
 * The sales queue on the engine: listed, read and exported as declared (rows of the answering
 * office); the generic update reaches only the caller's rows and changes none, since a request
 * is answered by the queue's own calls, which keep its state and its quotation together.
 */
export const quoteRequestServerResource: ServerResource = storedResource(quoteRequestResource, {
  rules: {
    beforeUpdate: async () => {
      throw badRequest('pricing.instant.errors.answerOnQueue');
    },
  },
});
