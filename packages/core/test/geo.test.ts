import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceKm, distancesFrom } from '../src/index.js';

const latitude = fc.double({ min: -90, max: 90, noNaN: true });
const longitude = fc.double({ min: -180, max: 180, noNaN: true });

describe('distancesFrom', () => {
  it('gives distanceKm to the last bit, for any two points', () => {
    fc.assert(
      fc.property(latitude, longitude, latitude, longitude, (aLat, aLon, bLat, bLon) => {
        const a = { latitude: aLat, longitude: aLon };
        return Object.is(distancesFrom(a)(bLat, bLon), distanceKm(a, { latitude: bLat, longitude: bLon }));
      }),
      { numRuns: 20_000 },
    );
  });

  it('measures the great circle: zero to itself, a degree of latitude about 111.2 km, antipodes half the circumference', () => {
    const from = distancesFrom({ latitude: 44.8, longitude: 20.46 });
    expect(from(44.8, 20.46)).toBe(0);
    expect(from(45.8, 20.46)).toBeCloseTo(111.195, 3);
    expect(distancesFrom({ latitude: 0, longitude: 0 })(0, 180)).toBeCloseTo(Math.PI * 6371.0088, 6);
  });
});
