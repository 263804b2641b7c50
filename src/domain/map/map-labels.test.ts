import { describe, expect, it } from 'vitest';
import { MAP_ZOOM_DEFAULT, MAP_ZOOM_INITIAL } from './map-constants';
import { MAP_LABEL_NEAR_ZOOM, mapLabelBand, mapLabelShown } from './map-labels';

describe('map labels', () => {
  it('names districts and roads at the opening zoom, colonias at a place’s zoom', () => {
    expect(mapLabelBand(MAP_ZOOM_INITIAL)).toBe('mid');
    expect(mapLabelBand(MAP_ZOOM_DEFAULT)).toBe('near');
    expect(mapLabelBand(MAP_LABEL_NEAR_ZOOM)).toBe('near');
    expect(mapLabelBand(8)).toBe('far');
  });

  it('shows each kind in its bands', () => {
    expect(mapLabelShown('distrito', 'far')).toBe(true);
    expect(mapLabelShown('distrito', 'near')).toBe(false);
    expect(mapLabelShown('colonia', 'near')).toBe(true);
    expect(mapLabelShown('colonia', 'mid')).toBe(false);
    expect(mapLabelShown('calle', 'far')).toBe(false);
    expect(mapLabelShown('calle', 'near')).toBe(true);
    expect(mapLabelShown('tienda', 'near')).toBe(true);
    expect(mapLabelShown('lugar', 'mid')).toBe(false);
  });
});
