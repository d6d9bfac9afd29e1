/**
 * The id of the `<script type="application/json">` in which the API writes the carousel's slides into the home
 * document (apps/api/src/platform/http/home-document.ts) and the web app reads them
 * (apps/web/src/features/storefront/home-document-banners.ts): one name for both ends (docs/decisions.md#home-shell).
 */
export const HOME_BANNERS_ELEMENT_ID = 'home-banners';
