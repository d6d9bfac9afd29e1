import { HOME_BANNERS_ELEMENT_ID } from '@jhatpat/domain';
import { homeDocument } from './home-document.js';

const frame = '<div class="home-shell" data-home-shell hidden aria-hidden="true"><img class="home-shell-banner" alt="" data-home-banner /></div>';
const indexHtml = `<!doctype html><html><head><title>Jhatpat</title></head><body><div id="root">${frame}</div><script type="module" src="/assets/index.js"></script></body></html>`;
const slides = [
  { _id: 'b1', title: 'Seasonal Sale', image: '/api/images/banners/seasonal-sale.svg' },
  { _id: 'b2', title: 'Paan Corner', image: '/api/images/banners/paan-corner.svg' },
];

describe('the home document', () => {
  it('shows the first frame with the first slide and writes every slide beside it', () => {
    const html = homeDocument(indexHtml, slides) ?? '';
    expect(html).toContain('<div class="home-shell" data-home-shell aria-hidden="true"><img class="home-shell-banner" alt="" data-home-banner src="/api/images/banners/seasonal-sale.svg" fetchpriority="high" /></div>');
    const json = html.match(new RegExp(`<script type="application/json" id="${HOME_BANNERS_ELEMENT_ID}">(.*?)</script>`))?.[1];
    expect(JSON.parse(json ?? 'null')).toEqual(slides);
    expect(html.indexOf(json ?? '')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('cannot be broken out of by what a slide says', () => {
    const hostile = [{ title: '</script><script>alert(1)</script>', image: '/x.svg" onerror="alert(1)' }];
    const html = homeDocument(indexHtml, hostile) ?? '';
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('src="/x.svg&quot; onerror=&quot;alert(1)"');
    expect(JSON.parse(html.match(/id="home-banners">(.*?)<\/script>/)?.[1] ?? 'null')).toEqual(hostile);
  });

  it('is left to the static files when the build has no frame, or there is no slide', () => {
    expect(homeDocument('<!doctype html><body><div id="root"></div></body>', slides)).toBeNull();
    expect(homeDocument(indexHtml, [])).toBeNull();
  });
});
