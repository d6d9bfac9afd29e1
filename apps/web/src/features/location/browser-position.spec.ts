import { describe, expect, it } from 'vitest';
import { GEOLOCATION_UNSUPPORTED } from '@jhatpat/machines';
import { currentPosition } from './browser-position';

// A Geolocation that answers at once, as the browser's would after the shopper's choice.
const answering = (answer: { latitude: number; longitude: number } | { code: number }): Geolocation => ({
  getCurrentPosition: (success, failure) =>
    'code' in answer ? failure?.({ ...answer, message: 'denied' } as GeolocationPositionError) : success({ coords: answer } as GeolocationPosition),
  watchPosition: () => 0,
  clearWatch: () => {},
});

describe('currentPosition', () => {
  it('resolves with the coordinates the browser gives', async () => {
    await expect(currentPosition(answering({ latitude: 25.61, longitude: 85.14 }))).resolves.toEqual({ latitude: 25.61, longitude: 85.14 });
  });

  it('rejects with the browser error when the shopper refuses', async () => {
    await expect(currentPosition(answering({ code: 1 }))).rejects.toMatchObject({ code: 1 });
  });

  it('rejects as unsupported when the browser has no geolocation', async () => {
    await expect(currentPosition(undefined)).rejects.toEqual({ code: GEOLOCATION_UNSUPPORTED });
  });
});
