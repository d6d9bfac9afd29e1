import { bypass, http, HttpResponse, type HttpHandler } from 'msw';
import { apiUrl } from './handler-kit.js';

const palette = ['#dfe9f7', '#f3dfb8', '#fbf3e4', '#e3f1df', '#f7dfe3', '#efe6fa'];

/** A picture for an image path: a tinted card with the file's words, the same for the same path. */
export function placeholderSvg(path: string): string {
  const name = decodeURIComponent(path.split('/').pop() ?? '').replace(/\.svg$/, '').replace(/-/g, ' ');
  const tint = palette[[...path].reduce((sum, c) => sum + c.charCodeAt(0), 0) % palette.length];
  const label = name.slice(0, 24).replace(/[<&>"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><rect width="200" height="200" rx="16" fill="${tint}"/><text x="100" y="108" font-family="sans-serif" font-size="14" text-anchor="middle" fill="#333">${label}</text></svg>`;
}

/** The page's own server's answer for the picture, if it has the file (Storybook serves the catalog's assets). */
async function servedPicture(request: Request): Promise<Response | null> {
  try {
    const served = await fetch(bypass(request));
    return served.ok && served.headers.get('content-type')?.startsWith('image/svg+xml') ? served : null;
  } catch {
    return null;
  }
}

/**
 * /api/images/**: the catalog's real picture where the server beside the page has it (Storybook and the visual
 * suite serve apps/api/assets), else a drawn card, so a product an admin adds in a story still shows something.
 */
export function imagesHandlers(): HttpHandler[] {
  return [
    http.get(apiUrl('/images/*'), async ({ request }) =>
      (await servedPicture(request)) ??
      new HttpResponse(placeholderSvg(new URL(request.url).pathname), { headers: { 'content-type': 'image/svg+xml' } }),
    ),
  ];
}
