import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type * as Leaflet from 'leaflet';
import { useStorefront } from '@shop/shared';
import { normaliseBounds, sameBounds, type MapBounds } from './map-bounds';
import type { LocationData } from './locations-query';
import { DEFAULT_TILE_ATTRIBUTION, resolveTileUrl } from './tile-url';
import 'leaflet/dist/leaflet.css';

export interface LocationMapProps {
  locations: LocationData[];
  /** The rectangle the page asks for (from the URL); null: fit the markers. */
  bounds: MapBounds | null;
  /** The shopper moved or zoomed the map: the new visible rectangle. */
  onMove?(bounds: MapBounds): void;
  selectedId?: string | null;
  onSelect?(id: string): void;
  /** Zoom used when there is only one marker to show. */
  singleZoom?: number;
  className?: string;
}

function toBounds(b: Leaflet.LatLngBounds): MapBounds {
  return normaliseBounds({ latmin: b.getSouth(), latmax: b.getNorth(), lonmin: b.getWest(), lonmax: b.getEast() });
}

/**
 * The locations map (Leaflet). Tiles come from a configurable URL; when they cannot load (offline,
 * blocked) the markers and the list keep working on a plain background. Moves by the shopper are
 * reported (the page keeps them in the URL); moves the page asks for are not reported back.
 */
export function LocationMap({ locations, bounds, onMove, selectedId, onSelect, singleZoom = 15, className }: LocationMapProps) {
  const intl = useIntl();
  const { config } = useStorefront();
  const container = useRef<HTMLElement>(null);
  const [leaflet, setLeaflet] = useState<typeof Leaflet | null>(null);
  const map = useRef<Leaflet.Map | null>(null);
  const layer = useRef<Leaflet.LayerGroup | null>(null);
  const markers = useRef(new Map<string, Leaflet.Marker>());
  const programmatic = useRef(false);
  const fitted = useRef(false);
  const [tilesFailed, setTilesFailed] = useState(false);
  const callbacks = useRef({ onMove, onSelect });
  callbacks.current = { onMove, onSelect };

  // Load Leaflet on demand (its own chunk) and create the map once.
  useEffect(() => {
    let cancelled = false;
    import(/* webpackChunkName: "leaflet" */ 'leaflet').then((module) => {
      if (cancelled || !container.current) return;
      const L = ((module as unknown as { default?: typeof Leaflet }).default ?? module) as typeof Leaflet;
      const instance = L.map(container.current, { zoomControl: true, attributionControl: true, worldCopyJump: false, minZoom: 3 });
      const tiles = L.tileLayer(resolveTileUrl(config), { attribution: DEFAULT_TILE_ATTRIBUTION, maxZoom: 19, crossOrigin: true });
      let errors = 0;
      tiles.on('tileerror', () => {
        errors += 1;
        if (errors >= 2) setTilesFailed(true);
      });
      tiles.on('tileload', () => setTilesFailed(false));
      tiles.addTo(instance);
      instance.on('moveend', () => {
        if (programmatic.current) return;
        callbacks.current.onMove?.(toBounds(instance.getBounds()));
      });
      layer.current = L.layerGroup().addTo(instance);
      map.current = instance;
      setLeaflet(L);
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      layer.current = null;
      markers.current.clear();
      fitted.current = false;
    };
  }, [config]);

  const boundsRef = useRef(bounds);
  boundsRef.current = bounds;
  const boundsKey = bounds ? `${bounds.latmin},${bounds.latmax},${bounds.lonmin},${bounds.lonmax}` : '';

  const fit = useCallback((target: Leaflet.LatLngBoundsExpression, single?: Leaflet.LatLngExpression) => {
    const instance = map.current;
    if (!instance) return;
    // Without animation Leaflet fires moveend synchronously: the flag only covers our own move.
    programmatic.current = true;
    try {
      if (single) instance.setView(single, singleZoom, { animate: false });
      else instance.fitBounds(target, { animate: false, padding: [24, 24] });
    } finally {
      programmatic.current = false;
    }
  }, [singleZoom]);

  // Follow the rectangle the page asks for (URL, address search), unless the map already shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rectangle is compared by value (boundsKey)
  useEffect(() => {
    const instance = map.current;
    const bounds = boundsRef.current;
    if (!leaflet || !instance || !bounds) return;
    if (fitted.current && sameBounds(toBounds(instance.getBounds()), bounds, 1e-4)) return;
    fitted.current = true;
    fit([
      [bounds.latmin, bounds.lonmin],
      [bounds.latmax, bounds.lonmax],
    ]);
  }, [leaflet, boundsKey, fit]);

  // Markers; without a rectangle the first markers decide what the map shows.
  useEffect(() => {
    const L = leaflet;
    const group = layer.current;
    if (!L || !group) return;
    group.clearLayers();
    markers.current.clear();
    for (const location of locations) {
      const marker = L.marker([location.latitude, location.longitude], {
        title: location.name,
        alt: location.name,
        keyboard: true,
        icon: L.divIcon({ className: 'catalogue-map-marker', html: '<span></span>', iconSize: [28, 36], iconAnchor: [14, 34] }),
      });
      marker.on('click', () => callbacks.current.onSelect?.(location.id));
      marker.on('keypress', (event: Leaflet.LeafletKeyboardEvent) => {
        if (event.originalEvent.key === 'Enter') callbacks.current.onSelect?.(location.id);
      });
      marker.addTo(group);
      markers.current.set(location.id, marker);
    }
    if (!boundsRef.current && !fitted.current && locations.length > 0) {
      fitted.current = true;
      const first = locations[0] as LocationData;
      if (locations.length === 1) fit([], [first.latitude, first.longitude]);
      else fit(L.latLngBounds(locations.map((l) => [l.latitude, l.longitude] as [number, number])));
    }
  }, [leaflet, locations, fit]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers are rebuilt when the locations (or Leaflet) change: mark again
  useEffect(() => {
    for (const [id, marker] of markers.current) {
      const element = marker.getElement();
      element?.classList.toggle('is-selected', id === selectedId);
      if (id === selectedId) marker.setZIndexOffset(1000);
      else marker.setZIndexOffset(0);
    }
  }, [selectedId, locations, leaflet]);

  return (
    <div className={`catalogue-map${className ? ` ${className}` : ''}`}>
      <section
        ref={container}
        className="catalogue-map-canvas"
        aria-label={intl.formatMessage({ id: 'catalogue.locations.map', defaultMessage: 'Map of the locations' })}
        data-testid="location-map"
      />
      {tilesFailed && (
        <p className="catalogue-map-notice" role="status">
          {intl.formatMessage({
            id: 'catalogue.locations.tilesFailed',
            defaultMessage: 'The map background could not be loaded. The locations are still shown.',
          })}
        </p>
      )}
    </div>
  );
}
