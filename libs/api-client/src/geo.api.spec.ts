import { describe, expect, it } from 'vitest';
import { placeFixtures } from './testing/fixtures/geo.js';
import { NOTHING_HERE } from './testing/handlers/geo.handlers.js';
import { useShopServer } from './testing/node-shop-server.js';

const shop = useShopServer();

describe('geoApi', () => {
  it('searches places with the trimmed text and keeps at most `limit` of them', async () => {
    const { api, lastRequest } = shop.open();
    const places = await api.geo.search(' Patna ', 2);
    expect(new URL(lastRequest().url).searchParams.get('q')).toBe('Patna');
    expect(places).toEqual(placeFixtures.slice(0, 2));
    expect(await api.geo.search('Patna')).toHaveLength(3);
  });

  it('reverse-geocodes a point, and says so when nothing is known there', async () => {
    const { api, lastRequest } = shop.open();
    await expect(api.geo.reverse(25.6143, 85.1172)).resolves.toMatchObject({ display_name: 'Boring Road, Patna, Bihar, 800001, India' });
    expect(new URL(lastRequest().url).search).toBe('?lat=25.6143&lon=85.1172');
    await expect(api.geo.reverse(51.5, -0.12)).rejects.toMatchObject({ status: 404, message: NOTHING_HERE });
  });

  it('checks serviceability with the docs/product.md §8 dialog text', async () => {
    const { api } = shop.open();
    await expect(api.geo.serviceability('Boring Road, patna')).resolves.toEqual({
      serviceable: true,
      city: 'Patna',
      message: 'Congratulations! We are delivering in your city (Patna)!',
    });
    await expect(api.geo.serviceability('Station Road, Gaya')).resolves.toMatchObject({ serviceable: false, city: 'Gaya' });
  });
});
