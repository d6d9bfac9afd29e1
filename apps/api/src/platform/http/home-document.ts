// docs/decisions.md#home-shell. The web build's index.html carries a hidden first frame of the home page
// (apps/web/index.html: the header's box and an empty banner). On / the server shows it, gives it the
// first banner's picture and writes the carousel's slides beside it, so a phone draws the page's largest
// picture before the scripts have run, and the app's first frame draws the same picture with no request.
import { HOME_BANNERS_ELEMENT_ID } from '@jhatpat/domain';

/** What the home document needs of each slide: the carousel reads the whole slide, the frame its picture. */
export interface HomeSlide {
  image: string;
}

const SHELL = 'data-home-shell hidden';
const BANNER = 'data-home-banner';

/**
 * index.html as / sends it: the first frame shown with the first slide's picture, and the slides as JSON.
 * Null when the build has no such frame (an older or a custom web build), so / is sent as every other page.
 */
export function homeDocument(indexHtml: string, slides: readonly HomeSlide[]): string | null {
  if (slides.length === 0 || !indexHtml.includes(SHELL) || !indexHtml.includes(BANNER) || !indexHtml.includes('</body>')) return null;
  const picture = `${BANNER} src="${escapeAttribute(slides[0].image)}" fetchpriority="high"`;
  const json = `<script type="application/json" id="${HOME_BANNERS_ELEMENT_ID}">${scriptSafeJson(slides)}</script>`;
  return indexHtml.replace(SHELL, 'data-home-shell').replace(BANNER, picture).replace('</body>', `${json}\n  </body>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** JSON that cannot end its <script> early: `<` (as in `</script>`) and the two line separators JavaScript once refused, escaped. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
