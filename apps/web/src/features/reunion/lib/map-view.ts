/**
 * The reunion map's rules that need no map library: its first view per screen width, the look of a
 * case's marker, and the clustering of markers that crowd. Pure, with unit tests; the Leaflet view
 * (map/case-map-view.tsx) only draws what these say.
 */
import Supercluster from 'supercluster';

export type CaseStatus = 'missing' | 'investigating' | 'found';

/** One case as the map needs it: where it was last seen (a place's centre, never an address). */
export interface MapCase {
  caseNumber: string;
  name: string;
  status: CaseStatus;
  age: number | null;
  missingSince: string;
  place: string;
  lat: number;
  lng: number;
  description: string;
}

/** Screens this wide or narrower are phones: the map starts on the north, where most of them open it. */
export const MOBILE_MAX_WIDTH = 768;

export interface MapView {
  center: [number, number];
  zoom: number;
}

/** The first view: the whole country on a desktop, the north (and Hà Nội) closer on a phone. */
export function initialView(width: number): MapView {
  return width <= MOBILE_MAX_WIDTH ? { center: [20.9, 106], zoom: 6.5 } : { center: [15.5, 105.5], zoom: 5.5 };
}

export const MAX_ZOOM = 18;
/** A marker's icon, square, in CSS pixels. */
export const MARKER_SIZE = 30;

/**
 * Each status has its colour and its own mark, so that the status does not rest on colour alone:
 * ! missing, ? investigating, ✓ found.
 */
export const STATUS_LOOK: Record<CaseStatus, { color: string; mark: string }> = {
  missing: { color: '#d93025', mark: '!' },
  investigating: { color: '#e37400', mark: '?' },
  found: { color: '#188038', mark: '✓' },
};

export type MapPoint =
  | { kind: 'case'; item: MapCase; lat: number; lng: number }
  | { kind: 'cluster'; id: number; count: number; lat: number; lng: number };

/** Markers closer than this (pixels at the current zoom), which would overlap, are drawn as one cluster with their count. */
const CLUSTER_RADIUS = 32;

/** The markers of a view: cases alone where there is room, clusters where they crowd. */
export class CaseClusters {
  private readonly index: Supercluster<{ index: number }>;

  constructor(private readonly cases: readonly MapCase[]) {
    this.index = new Supercluster<{ index: number }>({ radius: CLUSTER_RADIUS, maxZoom: MAX_ZOOM - 1 });
    this.index.load(
      cases.map((item, index) => ({
        type: 'Feature' as const,
        properties: { index },
        geometry: { type: 'Point' as const, coordinates: [item.lng, item.lat] },
      })),
    );
  }

  /** What to draw inside `bounds` ([west, south, east, north]) at `zoom`. */
  pointsIn(bounds: [number, number, number, number], zoom: number): MapPoint[] {
    // Whole zoom levels: between two, the lower one's (markers are closer there), so half-zooms never overlap.
    return this.index.getClusters(bounds, Math.floor(zoom)).flatMap((feature): MapPoint[] => {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as {
        cluster?: boolean;
        cluster_id?: number;
        point_count?: number;
        index?: number;
      };
      if (props.cluster && props.cluster_id !== undefined) {
        return [{ kind: 'cluster', id: props.cluster_id, count: props.point_count ?? 0, lat, lng }];
      }
      const item = props.index === undefined ? undefined : this.cases[props.index];
      return item ? [{ kind: 'case', item, lat, lng }] : [];
    });
  }

  /** The zoom at which a cluster falls apart into smaller groups or single cases. */
  expansionZoom(clusterId: number): number {
    return Math.min(this.index.getClusterExpansionZoom(clusterId), MAX_ZOOM);
  }
}
