/**
 * The few GeoJSON (RFC 7946) shapes the map data uses (§9 map), so the server needs no
 * GeoJSON package. Positions are [longitude, latitude] in degrees.
 */

export type MapPosition = [number, number];

export type MapGeometry =
  | { type: 'Point'; coordinates: MapPosition }
  | { type: 'LineString'; coordinates: MapPosition[] }
  | { type: 'Polygon'; coordinates: MapPosition[][] }
  | { type: 'MultiPolygon'; coordinates: MapPosition[][][] };

export type MapProperties = Record<string, string | number | boolean | null>;

export interface MapFeature {
  type: 'Feature';
  id?: number;
  geometry: MapGeometry;
  properties: MapProperties;
}

export interface MapFeatureCollection {
  type: 'FeatureCollection';
  features: MapFeature[];
}
