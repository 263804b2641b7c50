/** §3.2 a place on earth in degrees: what coverage, addresses and shop distances work on. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}
