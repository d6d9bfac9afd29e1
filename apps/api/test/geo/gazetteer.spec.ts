import { jsonOf, startTestApp, type TestApp } from '../support/test-app.js';

describe('geo from the built-in gazetteer (no GEOCODER_URL)', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await startTestApp();
  });
  afterAll(() => shop.close());

  const search = async (q: string) => {
    const response = await shop.request(`/api/geo/search?q=${encodeURIComponent(q)}`);
    expect(response.status).toBe(200);
    return jsonOf(response);
  };
  const names = (places: { display_name: string }[]) => places.map((p) => p.display_name.split(', ')[0]);

  it.each([
    ['kankar', 'Kankarbagh'],
    ['Boring Rd', 'Boring Road'],
    ['BORING ROAD', 'Boring Road'],
    ['kankarbag', 'Kankarbagh'],
    ['Rajendar Nagar', 'Rajendra Nagar'],
    ['patliputra', 'Patliputra Colony'],
    ['gandhi', 'Gandhi Maidan'],
    ['Phulwari', 'Phulwari Sharif'],
    ['frazer road', 'Fraser Road'],
  ])('"%s" finds %s first', async (q, name) => {
    expect(names(await search(q))[0]).toBe(name);
  });

  it('answers in the Nominatim shape', async () => {
    const [place] = await search('Kankarbagh');
    expect(place).toEqual({
      place_id: expect.any(Number),
      display_name: 'Kankarbagh, Patna, Bihar, 800020, India',
      lat: expect.stringMatching(/^25\.\d+$/),
      lon: expect.stringMatching(/^85\.\d+$/),
      address: { suburb: 'Kankarbagh', city: 'Patna', state: 'Bihar', postcode: '800020', country: 'India' },
    });
    const [road] = await search('Boring Road');
    expect(road.address.road).toBe('Boring Road');
  });

  it('answers at most 10 places', async () => {
    expect(await search('patna')).toHaveLength(10);
    expect(await search('nagar')).toHaveLength(10);
  });

  it('knows places outside Patna, so "not delivering" can be shown', async () => {
    const [gaya] = await search('Gaya');
    expect(gaya.display_name).toBe('Gaya, Bihar, 823001, India');
    expect(names(await search('connaught place'))[0]).toBe('Connaught Place');
  });

  it('answers an empty list for nonsense, and SQL metacharacters are just text', async () => {
    expect(await search('zzqxwv')).toEqual([]);
    expect(await search("'; DROP TABLE users; --")).toEqual([]);
  });

  it.each([
    ['', 'q must be the place to look for, 1 to 200 characters'],
    ['q=', 'q must be the place to look for, 1 to 200 characters'],
    ['q=%20%20', 'q must be the place to look for, 1 to 200 characters'],
    [`q=${'x'.repeat(10_240)}`, 'q must be the place to look for, 1 to 200 characters'],
    ['q=a&q=b', 'q must be the place to look for, 1 to 200 characters'],
  ])('search?%s is a 400', async (query, msg) => {
    const response = await shop.request(`/api/geo/search?${query}`);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ statusCode: 400, msg });
  });

  it('reverse picks the nearest locality', async () => {
    const response = await shop.request('/api/geo/reverse?lat=25.6140&lon=85.1175');
    expect(response.status).toBe(200);
    expect((await jsonOf(response)).display_name).toBe('Boring Road, Patna, Bihar, 800001, India');
    const gaya = await jsonOf(await shop.request('/api/geo/reverse?lat=24.79&lon=85.0'));
    expect(gaya.display_name).toBe('Gaya, Bihar, 823001, India');
  });

  it('reverse far from every known place is a 404 with the docs/product.md §8 message', async () => {
    const response = await shop.request('/api/geo/reverse?lat=0&lon=0');
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toEqual({ statusCode: 404, msg: "Couldn't fetch address details. Please enter manually." });
  });

  it.each([
    ['lat=abc&lon=85', 'lat must be a number from -90 to 90'],
    ['lat=91&lon=85', 'lat must be a number from -90 to 90'],
    ['lat=&lon=85', 'lat must be a number from -90 to 90'],
    ['lon=85', 'lat must be a number from -90 to 90'],
    ['lat=25.6&lon=-181', 'lon must be a number from -180 to 180'],
    ['lat=25.6&lon=Infinity', 'lon must be a number from -180 to 180'],
    ['lat=25.6', 'lon must be a number from -180 to 180'],
    ['lat=25.6&lon=85&zoom=18', 'property zoom should not exist'],
  ])('reverse?%s is a 400 with msg', async (query, msg) => {
    const response = await shop.request(`/api/geo/reverse?${query}`);
    expect(response.status).toBe(400);
    expect(await jsonOf(response)).toEqual({ statusCode: 400, msg });
  });

  describe('serviceability', () => {
    const check = (address: string) => shop.request(`/api/geo/serviceability?address=${encodeURIComponent(address)}`);

    it('congratulates for Patna', async () => {
      const response = await check('Flat 4, Boring Road, PATNA, Bihar');
      expect(response.status).toBe(200);
      expect(await jsonOf(response)).toEqual({
        serviceable: true,
        city: 'Patna',
        message: 'Congratulations! We are delivering in your city (Patna)!',
      });
    });

    it.each([
      ['Station Road, Gaya, Bihar', 'Gaya'],
      ['Connaught Place, New Delhi', 'New Delhi'],
      ['Somewhere unknown', null],
    ])('apologises for %s', async (address, city) => {
      expect(await jsonOf(await check(address))).toEqual({
        serviceable: false,
        city,
        message: 'Sorry. Currently we are not delivering in your city. We only deliver in Patna at this time.',
      });
    });

    it('needs an address', async () => {
      const response = await shop.request('/api/geo/serviceability');
      expect(response.status).toBe(400);
      expect(await jsonOf(response)).toEqual({ statusCode: 400, msg: 'address must be the address text, 1 to 500 characters' });
    });
  });

  it('documents every geo and address route in OpenAPI', async () => {
    const document = await jsonOf(await shop.request('/api/docs-json'));
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/geo/search',
        '/api/geo/reverse',
        '/api/geo/serviceability',
        '/api/addresses',
        '/api/addresses/{id}',
        '/api/addresses/{id}/set-default',
      ]),
    );
    expect(Object.keys(document.paths['/api/addresses/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']));
  });
});
