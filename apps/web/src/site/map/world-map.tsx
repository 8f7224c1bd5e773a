import { type GeoPermissibleObjects, geoGraticule10, geoNaturalEarth1, geoPath } from 'd3-geo';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import landUrl from 'world-atlas/land-110m.json?url';
import { contentFrame, type LonLat, pointAlong } from './geometry';
import './world-map.css';

export type MapMarker = {
  id: string;
  lon: number;
  lat: number;
  label: string;
  kind?: 'office' | 'port' | 'warehouse' | 'position';
};

export type MapRoute = {
  id: string;
  /** [longitude, latitude] in degrees, in travel order. */
  points: readonly LonLat[];
  /** Fraction already travelled (0..1): that part is drawn solid, the rest dashed. */
  travelled?: number;
};

export type WorldMapProps = {
  markers?: readonly MapMarker[];
  routes?: readonly MapRoute[];
  selectedId?: string;
  /** When given, markers are buttons that select themselves. */
  onSelect?: (id: string) => void;
  /** The whole world, or the markers and routes with some sea around them. */
  fit?: 'world' | 'content';
  /** Accessible name of the map. */
  title: string;
  className?: string;
};

const WIDTH = 960;
const HEIGHT = 500;
const PAD = 36;
/** The smallest span a 'content' view shows, in degrees, so one port is not a blur of pixels. */
const MIN_SPAN = 24;

/** Map coordinates keep one decimal: a tenth of a viewBox unit is below a pixel at any width the map is shown. */
const DIGITS = 1;

// The land outline is a static file fetched once per page and shared by every map on it. The
// server renderer is handed it at start (provideLand), so a server-rendered map arrives with its
// land drawn and the browser keeps that drawing instead of fetching and painting it again.
let knownLand: GeoPermissibleObjects | null = null;
let landRequest: Promise<GeoPermissibleObjects> | null = null;

type LandTopology = Topology<{ land: GeometryCollection }>;
const landOf = (topology: LandTopology) => feature(topology, topology.objects.land) as GeoPermissibleObjects;

/** Gives the renderer the land outline up front (the server does, from the world-atlas file). */
export const provideLand = (topology: LandTopology): void => {
  knownLand = landOf(topology);
  landRequest = Promise.resolve(knownLand);
};

const loadLand = (): Promise<GeoPermissibleObjects> => {
  landRequest ??= fetch(landUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`land outline: HTTP ${res.status}`);
      return res.json() as Promise<LandTopology>;
    })
    .then((topology) => {
      knownLand = landOf(topology);
      return knownLand;
    })
    .catch((error: unknown) => {
      landRequest = null;
      throw error;
    });
  return landRequest;
};

// Base layers (sea, graticule, land) drawn per view, kept by size with the least recently used
// dropped first. A shipment's view is framed on a 5-degree grid, so the server renders a few
// hundred views for thousands of shipments; a kept land outline is a few kilobytes, and drawing
// one again cost about a third of a rendered tracking page.
const basePaths = new Map<string, string>();
const BASE_PATHS_CHARACTERS = 8_000_000;
let basePathCharacters = 0;
const basePath = (key: string, draw: () => string): string => {
  const kept = basePaths.get(key);
  if (kept !== undefined) {
    basePaths.delete(key);
    basePaths.set(key, kept);
    return kept;
  }
  const d = draw();
  basePaths.set(key, d);
  basePathCharacters += d.length;
  for (const [oldKey, old] of basePaths) {
    if (basePathCharacters <= BASE_PATHS_CHARACTERS || oldKey === key) break;
    basePaths.delete(oldKey);
    basePathCharacters -= old.length;
  }
  return d;
};

// Maps the browser has rendered: their drawing is theirs, not the server's.
const mounted = new WeakSet<Element>();

/**
 * Whether the page holds this view's base layers as the server drew them, not yet taken over by a
 * browser render (a map being hydrated). Asked once, on a map's first render.
 */
const drawnByServer = (view: string): boolean => {
  if (typeof document === 'undefined') return false;
  for (const svg of document.querySelectorAll(`svg[data-view="${view}"]`)) {
    if (!mounted.has(svg) && svg.querySelector('.wm-land[d]')) return true;
  }
  return false;
};

/**
 * The view whose server-drawn base layers the map keeps untouched (no path drawn, no fetch, no
 * repaint), until the map shows another view; null once it has.
 */
const useServerDrawing = (view: string): boolean => {
  const [kept, setKept] = useState<string | null>(() => (drawnByServer(view) ? view : null));
  useEffect(() => {
    if (kept !== null && kept !== view) setKept(null);
  }, [kept, view]);
  return kept === view;
};

/** The land outline, once known (at once on the server, after one fetch per page in the browser). */
const useLand = (wanted: boolean, drawn: { readonly current: SVGPathElement | null }): GeoPermissibleObjects | null => {
  const [land, setLand] = useState<GeoPermissibleObjects | null>(knownLand);
  useEffect(() => {
    if (land || !wanted) return;
    // The server's outline of another view must not show under this view's markers meanwhile.
    drawn.current?.removeAttribute('d');
    let live = true;
    loadLand().then(
      (value) => {
        if (live) setLand(value);
      },
      () => undefined, // The map still shows the sea, graticule, routes and markers.
    );
    return () => {
      live = false;
    };
  }, [land, wanted, drawn]);
  return land;
};

const routeLine = (points: readonly LonLat[]): GeoPermissibleObjects => ({
  type: 'LineString',
  coordinates: points.map((p) => [p[0], p[1]]),
});

const contentPoints = (markers: readonly MapMarker[], routes: readonly MapRoute[]): LonLat[] => [
  ...markers.map((m) => [m.lon, m.lat] as const),
  ...routes.flatMap((r) => r.points),
];

/**
 * An offline world map drawn as SVG: land from the Natural Earth 1:110m outline (TopoJSON), no
 * tile server. Routes follow great circles; markers are buttons when the map selects.
 */
export const WorldMap = ({
  markers = [],
  routes = [],
  selectedId,
  onSelect,
  fit = 'world',
  title,
  className,
}: WorldMapProps) => {
  const projection = useMemo(() => {
    const points = contentPoints(markers, routes);
    if (fit === 'world' || points.length === 0) {
      return geoNaturalEarth1()
        .rotate([-10, 0])
        .fitExtent(
          [
            [PAD / 2, PAD / 2],
            [WIDTH - PAD / 2, HEIGHT - PAD / 2],
          ],
          { type: 'Sphere' },
        );
    }
    const { centre, west, east, south, north } = contentFrame(points, MIN_SPAN);
    const frame: GeoPermissibleObjects = {
      type: 'MultiPoint',
      coordinates: [
        [centre + west, south],
        [centre + east, north],
        [centre + west, north],
        [centre + east, south],
      ],
    };
    return (
      geoNaturalEarth1()
        .rotate([-centre, 0])
        .fitExtent(
          [
            [PAD, PAD],
            [WIDTH - PAD, HEIGHT - PAD],
          ],
          frame,
        )
        // Only what the frame shows is drawn: a region's outline is a fraction of the world's.
        .clipExtent([
          [0, 0],
          [WIDTH, HEIGHT],
        ])
    );
  }, [fit, markers, routes]);

  const view = useMemo(
    () => [projection.rotate()[0], projection.scale(), ...projection.translate()].map((n) => n.toFixed(2)).join(' '),
    [projection],
  );
  const keep = useServerDrawing(view);
  const svgElement = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svgElement.current) mounted.add(svgElement.current);
  }, []);
  const landElement = useRef<SVGPathElement>(null);
  const land = useLand(!keep, landElement);
  const path = useMemo(() => geoPath(projection).digits(DIGITS), [projection]);
  // Kept layers are left out of the render: hydration does not touch attributes, so they stay as sent.
  const sphere = keep ? undefined : basePath(`sphere ${view}`, () => path({ type: 'Sphere' }) ?? '');
  const graticule = keep ? undefined : basePath(`graticule ${view}`, () => path(geoGraticule10()) ?? '');
  const landPath = keep || !land ? undefined : basePath(`land ${view}`, () => path(land) ?? '');
  const sea = fit === 'world' ? sphere : `M0,0H${WIDTH}V${HEIGHT}H0Z`;

  const select = (id: string) => onSelect?.(id);
  const onKey = (id: string) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(id);
    }
  };

  const clipId = `wm-clip-${title.replace(/[^A-Za-z0-9]/g, '').slice(0, 16)}-${markers.length}-${routes.length}`;

  return (
    <figure className={`wm${className ? ` ${className}` : ''}`}>
      <svg
        ref={svgElement}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role={onSelect ? 'group' : 'img'}
        aria-label={title}
        preserveAspectRatio="xMidYMid meet"
        data-view={view}
      >
        <title>{title}</title>
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={WIDTH} height={HEIGHT} />
          </clipPath>
        </defs>
        <g clipPath={`url(#${clipId})`}>
          <path className="wm-sea" d={sea} />
          <path className="wm-graticule" d={graticule} />
          <path ref={landElement} className="wm-land" d={landPath} />
          {routes.map((route) => {
            const line = path(routeLine(route.points)) ?? '';
            const done =
              route.travelled !== undefined && route.travelled > 0 && route.points.length > 1
                ? (path(routeLine(pointAlong(route.points, route.travelled).travelled)) ?? '')
                : '';
            return (
              <g key={route.id} className="wm-route">
                <path className="wm-route-planned" d={line} />
                {done ? <path className="wm-route-done" d={done} /> : null}
              </g>
            );
          })}
          {markers.map((marker) => {
            const xy = projection([marker.lon, marker.lat]);
            if (!xy) return null;
            const selected = marker.id === selectedId;
            const kind = marker.kind ?? 'port';
            const transform = `translate(${xy[0].toFixed(1)},${xy[1].toFixed(1)})`;
            const markerClass = `wm-marker wm-${kind}${selected ? ' wm-selected' : ''}`;
            const body = (
              <>
                <title>{marker.label}</title>
                {kind === 'position' ? <circle className="wm-pulse" r="11" /> : null}
                <circle className="wm-dot" r={selected ? 7 : kind === 'position' ? 6 : 5} />
                {selected || kind === 'position' ? (
                  <text
                    className="wm-label"
                    x={xy[0] > WIDTH - 180 ? -10 : 10}
                    y="-10"
                    textAnchor={xy[0] > WIDTH - 180 ? 'end' : 'start'}
                  >
                    {marker.label}
                  </text>
                ) : null}
              </>
            );
            if (!onSelect) {
              return (
                <g key={marker.id} className={markerClass} transform={transform}>
                  {body}
                </g>
              );
            }
            return (
              // biome-ignore lint/a11y/useSemanticElements: SVG has no <button>; the group takes its role and keys
              <g
                key={marker.id}
                className={markerClass}
                transform={transform}
                role="button"
                tabIndex={0}
                aria-label={marker.label}
                aria-pressed={selected}
                onClick={() => select(marker.id)}
                onKeyDown={onKey(marker.id)}
              >
                {body}
              </g>
            );
          })}
        </g>
      </svg>
    </figure>
  );
};
