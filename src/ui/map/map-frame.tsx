import { useId, type MouseEvent, type ReactNode, type RefObject } from 'react';
import type { MapStatus } from './use-maplibre';
import './map.css';

export interface MapFrameProps {
  containerRef: RefObject<HTMLDivElement | null>;
  status: MapStatus;
  /** 'lat,lng' of the map's centre, for pages and tests that read it */
  center?: string;
  className?: string;
  /** drawn over the map once it is ready (e.g. the fixed pin) */
  children?: ReactNode;
}

/**
 * §2.7 the box a map lives in: a placeholder of the same height while it loads, a plain
 * notice when it cannot load, and data-map-ready="true" once it is drawn. A keyboard passes
 * the canvas and its markers with one Tab stop: 'Saltar el mapa' (WCAG 2.4.1).
 */
export function MapFrame({ containerRef, status, center, className, children }: MapFrameProps) {
  const endId = useId();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // focus moves past the map without writing '#…' into the address
    event.preventDefault();
    document.getElementById(endId)?.focus();
  };
  return (
    <div
      className={className ? `map-frame ${className}` : 'map-frame'}
      data-map-ready={status === 'ready' ? 'true' : 'false'}
      data-map-status={status}
      data-center={center}
    >
      <a href={`#${endId}`} className="map-frame__skip" onClick={skip}>
        Saltar el mapa
      </a>
      <div ref={containerRef} className="map-frame__map" />
      {status === 'ready' && children}
      {status === 'loading' && (
        <div className="map-frame__notice map-frame__notice--loading" role="status">
          Cargando mapa…
        </div>
      )}
      {status === 'failed' && (
        <div className="map-frame__notice" role="status">
          No se pudo cargar el mapa
        </div>
      )}
      {/* where 'Saltar el mapa' lands: seen while it holds the focus, then Tab goes on */}
      <span id={endId} className="map-frame__end" tabIndex={-1}>
        Fin del mapa
      </span>
    </div>
  );
}
