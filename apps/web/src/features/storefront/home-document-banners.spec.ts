import { describe, expect, it } from 'vitest';
import { HOME_BANNERS_ELEMENT_ID } from '@jhatpat/domain';
import { homeDocumentBanners } from './home-document-banners';

const slide = { _id: '6750f0c1000000000000b001', title: 'Seasonal Sale', subtitle: 'Shahi litchi', path: 'seasonal-sale', image: '/api/images/banners/seasonal-sale.svg' };

/** A page holding `text` in the element the server writes (or no such element). */
const pageWith = (text: string | null) => ({ getElementById: (id: string) => (id === HOME_BANNERS_ELEMENT_ID && text !== null ? { textContent: text } : null) }) as unknown as Document;

describe('the banners the server wrote into the home document', () => {
  it('are read as the list of slides', () => {
    expect(homeDocumentBanners(pageWith(JSON.stringify([slide])))).toEqual([slide]);
  });

  it.each([
    ['no such element (another page, Storybook)', null],
    ['not JSON', '[{'],
    ['an empty list', '[]'],
    ['not a list', JSON.stringify(slide)],
    ['a slide without its picture', JSON.stringify([{ ...slide, image: undefined }])],
  ])('are absent when there is %s, so the carousel loads them itself', (_case, text) => {
    expect(homeDocumentBanners(pageWith(text))).toBeUndefined();
  });
});
