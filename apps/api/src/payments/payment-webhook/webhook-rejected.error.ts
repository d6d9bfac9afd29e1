import { Refusal } from '../../platform/event-store/index.js';

/**
 * A webhook that is not the provider's (bad or missing signature) or is too old to trust: a Refusal of
 * kind invalid, which the API's exception filter answers as a 400 with its message.
 */
export class WebhookRejectedError extends Refusal {
  override name = 'WebhookRejectedError';
  constructor(message: string) {
    super(message, 'invalid');
  }
}
