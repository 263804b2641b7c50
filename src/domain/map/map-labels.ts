import type { MapPlaceKind } from './place-search';

/** Which names a map shows at a zoom: districts from afar, the streets' names up close. */
export type MapLabelBand = 'far' | 'mid' | 'near';

/** From this zoom the districts give way to colonias, landmarks and shops (§9 default 15). */
export const MAP_LABEL_NEAR_ZOOM = 13.5;
/** From this zoom the roads are named along with the districts (§9 initial 12). */
export const MAP_LABEL_MID_ZOOM = 11;

/** Issue 20 the label band of a zoom. */
export function mapLabelBand(zoom: number): MapLabelBand {
  if (zoom >= MAP_LABEL_NEAR_ZOOM) return 'near';
  return zoom >= MAP_LABEL_MID_ZOOM ? 'mid' : 'far';
}

/** Issue 20 whether a kind of name is shown in a band (the CSS draws the same table). */
export function mapLabelShown(kind: MapPlaceKind, band: MapLabelBand): boolean {
  switch (kind) {
    case 'distrito':
      return band !== 'near';
    case 'calle':
      return band !== 'far';
    default:
      return band === 'near';
  }
}
