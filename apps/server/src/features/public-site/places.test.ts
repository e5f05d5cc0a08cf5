import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlacesServer, type PlacesServer } from '../../test/fakes/places-server.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let places: PlacesServer;
let t: TestApp;
beforeAll(async () => {
  places = await startPlacesServer('places-key');
  t = await createTestApp({
    GOOGLE_PLACES_API_KEY: 'places-key',
    GOOGLE_PLACES_API: places.url,
    OUTBOUND_ALLOW_HOSTS: '127.0.0.1',
  });
});
afterAll(async () => {
  await t.close();
  await places.close();
});

describe('place search for onboarding', () => {
  it('is announced by the public config', async () => {
    expect((await t.call('GET', '/v1/public/config')).json().data.places_search).toBe(true);
  });

  it('suggests establishments in the US and Canada, with the server key only', async () => {
    const res = await t.call('GET', '/v1/public/places?q=chez%20ana&lang=fr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        place_id: 'ChIJ-fake-plateau',
        name: 'Chez Ana Plateau',
        description: '4500 Rue Rachel E, Montréal, QC H1X 1Y4, Canada',
      },
      {
        place_id: 'ChIJ-fake-verdun',
        name: 'Chez Ana Verdun',
        description: '4000 Rue Wellington, Verdun, QC H4G 1V3, Canada',
      },
    ]);
    const call = places.calls.at(-1);
    expect(call?.key).toBe('places-key');
    expect(call?.body).toEqual({
      input: 'chez ana',
      languageCode: 'fr',
      includedRegionCodes: ['us', 'ca'],
      includedPrimaryTypes: ['establishment'],
    });
    expect(res.body).not.toContain('places-key');
  });

  it('gives a place the wizard fills an entry with; no geometry means no coordinates', async () => {
    const plateau = await t.call('GET', '/v1/public/place?place_id=ChIJ-fake-plateau');
    expect(plateau.json().data).toEqual({
      place_id: 'ChIJ-fake-plateau',
      name: 'Chez Ana Plateau',
      address: '4500 Rue Rachel E, Montréal, QC H1X 1Y4, Canada',
      lat: 45.5389,
      lng: -73.5747,
      website: 'https://chezana.example/plateau',
    });
    const verdun = await t.call('GET', '/v1/public/place?place_id=ChIJ-fake-verdun');
    expect(verdun.json().data).toMatchObject({ lat: null, lng: null, website: null });
    expect((await t.call('GET', '/v1/public/place?place_id=nope')).statusCode).toBe(404);
    expect((await t.call('GET', '/v1/public/place?place_id=a%2Fb')).statusCode).toBe(400);
    expect((await t.call('GET', '/v1/public/places?q=x')).statusCode).toBe(400);
  });
});

describe('without a key', () => {
  it('answers 404 and never calls Google', async () => {
    const bare = await createTestApp();
    try {
      const before = places.calls.length;
      const res = await bare.call('GET', '/v1/public/places?q=chez');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('not_found');
      expect(places.calls.length).toBe(before);
    } finally {
      await bare.close();
    }
  });
});
