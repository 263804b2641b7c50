/** §3.2 a place on earth in degrees: what coverage, addresses and shop distances work on. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Half away from zero, the same both sides of the equator and the meridian. */
const round6 = (value: number): number => {
  const scaled = Number((Math.abs(value) * 1e6).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / 1e6;
  return rounded === 0 ? 0 : rounded;
};

/** §3.2 a point rounded to 6 decimals (about 11 cm): what a map reports as its centre. */
export function geoPointRound(point: GeoPoint): GeoPoint {
  return { latitude: round6(point.latitude), longitude: round6(point.longitude) };
}

/** §3.2 whether two points are the same place once rounded to 6 decimals. */
export function geoPointEquals(a: GeoPoint | null, b: GeoPoint | null): boolean {
  if (a === null || b === null) return a === b;
  const ra = geoPointRound(a);
  const rb = geoPointRound(b);
  return ra.latitude === rb.latitude && ra.longitude === rb.longitude;
}

/** §3.2 the point as 'lat,lng' with 6 decimals, as pages expose a map's centre. */
export function geoPointText(point: GeoPoint): string {
  const { latitude, longitude } = geoPointRound(point);
  return `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
}
