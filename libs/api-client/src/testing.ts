// Fixtures and MSW handlers for stories and tests live behind @jhatpat/api-client/testing, so that
// production bundles never import them. They arrive with the screens that use them.
export { ApiError } from './api-error.js';
