export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

/** The mean Earth radius (IUGG) of every distance the service computes (the search grid too). */
export const EARTH_RADIUS_KM = 6371.0088;
const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance (haversine), the same formula the database adapters use. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * `distanceKm(a, b)` for many b: a's part (the cosine of its latitude) computed once and no point
 * object per b. The same arithmetic in the same order, so the same number to the last bit (a
 * search index ranks thousands of candidates by it, and its order must be the one `distanceKm`
 * gives).
 */
export function distancesFrom(a: GeoPoint): (latitude: number, longitude: number) => number {
  const { latitude: aLatitude, longitude: aLongitude } = a;
  const cosA = Math.cos(toRadians(aLatitude));
  return (latitude, longitude) => {
    const dLat = toRadians(latitude - aLatitude);
    const dLon = toRadians(longitude - aLongitude);
    const h = Math.sin(dLat / 2) ** 2 + cosA * Math.cos(toRadians(latitude)) * Math.sin(dLon / 2) ** 2;
    return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  };
}
