import type { ChainPart } from '../chain/chain-view.ts';
import { shopsFeatureCollection, zonesFeatureCollection } from './chain-features.ts';
import { mapDocument, type MapDocument } from './map-document.ts';
import { placesFeatureCollection } from './places-features.ts';

/**
 * The zones and shops map files (§3.2), serialised once per chain version (a part of its
 * ChainView, decision 026), so a reload by the seed command, from any process or instance,
 * shows within the chain's recheck window like the data/* answers.
 */
export interface MapChainDocuments {
  loadedAt: string;
  zones: MapDocument;
  shops: MapDocument;
  /** the names the search finds and the labels show (not a style source) */
  places: MapDocument;
}

/** The zones and shops documents of a chain version, built once per version. */
export const mapChainDocumentsPart: ChainPart<MapChainDocuments> = (view) => ({
  loadedAt: view.loadedAt,
  zones: mapDocument(zonesFeatureCollection(view.chain.zonas)),
  shops: mapDocument(shopsFeatureCollection(view.chain.tiendas)),
  places: mapDocument(placesFeatureCollection(view.chain)),
});
