import type { SourceSpecification, StyleSpecification } from 'maplibre-gl';

/** The sources of our own style that carry the chain (§3.2): drawn over any other basemap. */
export const MAP_CHAIN_SOURCES: readonly string[] = ['zones', 'shops'];

/** Whether a style reads a PMTiles archive (a `pmtiles://` source or tile URL). */
export function mapStyleUsesPmtiles(style: Pick<StyleSpecification, 'sources'>): boolean {
  return Object.values(style.sources).some((source: SourceSpecification) => {
    const urls = [
      'url' in source ? source.url : undefined,
      ...('tiles' in source ? (source.tiles ?? []) : []),
    ];
    return urls.some((url) => typeof url === 'string' && url.startsWith('pmtiles://'));
  });
}

/**
 * Issue 20 a basemap served elsewhere (VITE_MAP_STYLE_URL) with the chain drawn over it:
 * the basemap's sources and layers as they are, then our style's zones and shops sources and
 * every layer of ours that reads them, on top, in our order. A basemap source of the same
 * name gives way to ours. The names are DOM labels (decision 038) and need nothing here.
 */
export function mapStyleWithChain(
  base: StyleSpecification,
  own: StyleSpecification,
): StyleSpecification {
  const sources = { ...base.sources };
  for (const name of MAP_CHAIN_SOURCES) {
    const source = own.sources[name];
    if (source) sources[name] = source;
  }
  const ownLayers = own.layers.filter(
    (layer) => 'source' in layer && MAP_CHAIN_SOURCES.includes(layer.source),
  );
  const ownIds = new Set(ownLayers.map((layer) => layer.id));
  const baseLayers = base.layers.filter(
    (layer) =>
      !ownIds.has(layer.id) && !('source' in layer && MAP_CHAIN_SOURCES.includes(layer.source)),
  );
  return { ...base, sources, layers: [...baseLayers, ...ownLayers] };
}
