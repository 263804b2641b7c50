import { APP_CONFIG, type AppConfig } from '../../config';

/** The style served by our own server: offline land, roads, zones and shops (§9 map). */
export const MAP_STYLE_PATH = '/map/style.json';

/**
 * §9 map: the style the maps load — VITE_MAP_STYLE_URL when the build sets one (a tile
 * provider in production), else our own offline style on the same origin.
 */
export function mapStyleUrl(config: Pick<AppConfig, 'mapStyleUrl'> = APP_CONFIG): string {
  return config.mapStyleUrl ?? MAP_STYLE_PATH;
}
