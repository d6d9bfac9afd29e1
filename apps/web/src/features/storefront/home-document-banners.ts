import type { Banner } from '@jhatpat/api-client';
import { HOME_BANNERS_ELEMENT_ID } from '@jhatpat/domain';

/**
 * The carousel's slides as the server wrote them into the home document, so the app's first frame shows the
 * banner the document already drew, with no request and no grey box between (docs/decisions.md#home-shell).
 * Undefined on any other page, in Storybook and in tests, or if what is there is not a list of banners: the
 * carousel then loads them as before. The slides are fixed for as long as the server runs, so they never go stale.
 */
export function homeDocumentBanners(doc: Document = document): Banner[] | undefined {
  return parseBanners(doc.getElementById(HOME_BANNERS_ELEMENT_ID)?.textContent);
}

function parseBanners(text: string | null | undefined): Banner[] | undefined {
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) && value.length > 0 && value.every(isBanner) ? value : undefined;
  } catch {
    return undefined;
  }
}

function isBanner(value: unknown): value is Banner {
  if (typeof value !== 'object' || value === null) return false;
  const { _id, title, subtitle, path, image } = value as Record<string, unknown>;
  return [_id, title, subtitle, path, image].every((field) => typeof field === 'string');
}
