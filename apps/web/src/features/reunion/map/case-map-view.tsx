import 'leaflet/dist/leaflet.css';
import type { MapTiles } from '@site/contracts';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import {
  CaseClusters,
  initialView,
  MARKER_SIZE,
  MAX_ZOOM,
  STATUS_LOOK,
  type MapCase,
  type MapPoint,
} from '../lib/map-view';
import baseMap from './base-map.json';
import styles from './case-map-view.module.css';

/** What the map writes, in the visitor's language (the section translates it). */
export interface CaseMapTexts {
  status: Record<MapCase['status'], string>;
  age: string;
  years: (age: number) => string;
  lastSeen: string;
  place: string;
  viewDetails: string;
  share: string;
  cluster: (count: number) => string;
  marker: (item: MapCase) => string;
  archipelago: { paracel: string; spratly: string };
  date: (iso: string) => string;
}

export interface CaseMapViewProps {
  cases: readonly MapCase[];
  tiles: MapTiles | null;
  texts: CaseMapTexts;
  /** The page's direction: the map itself is never mirrored, its popups' text is. */
  dir: 'ltr' | 'rtl';
  /** The address of a case's page, or null while there is none to open. */
  caseHref: (item: MapCase) => string | null;
  onOpenCase: (href: string) => void;
  /** Opens the share dialog for a case; without it the popups have no share button. */
  onShare?: (item: MapCase) => void;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Builds an element with text only: nothing a case says is ever read as markup. */
function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function popupContent(item: MapCase, props: CaseMapViewProps): HTMLElement {
  const { texts } = props;
  const box = el('div', styles.popup ?? '');
  box.dir = props.dir;
  const head = el('div', styles.popupHead ?? '');
  head.append(el('strong', styles.popupName ?? '', item.name));
  const badge = el('span', styles.badge ?? '', texts.status[item.status]);
  badge.dataset.status = item.status;
  head.append(badge);
  box.append(head);
  const facts = el('dl', styles.facts ?? '');
  const fact = (label: string, value: string) => {
    facts.append(el('dt', '', label), el('dd', '', value));
  };
  if (item.age !== null) fact(texts.age, texts.years(item.age));
  fact(texts.lastSeen, texts.date(item.missingSince));
  fact(texts.place, item.place);
  box.append(facts);
  if (item.description) box.append(el('p', styles.description ?? '', item.description));
  const href = props.caseHref(item);
  if (href) {
    const link = el('a', `${styles.details ?? ''} button button-primary`, texts.viewDetails);
    link.href = href;
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      props.onOpenCase(href);
    });
    box.append(link);
  }
  const { onShare } = props;
  if (onShare) {
    const share = el('button', `${styles.share ?? ''} button button-ghost`, texts.share);
    share.type = 'button';
    share.dataset.share = item.caseNumber;
    share.addEventListener('click', () => onShare(item));
    box.append(share);
  }
  return box;
}

function caseIcon(item: MapCase, label: string): L.DivIcon {
  const look = STATUS_LOOK[item.status];
  return L.divIcon({
    className: styles.marker ?? '',
    html: `<span style="--marker-color:${look.color}" aria-hidden="true">${escapeHtml(look.mark)}</span><span class="visually-hidden">${escapeHtml(label)}</span>`,
    iconSize: [MARKER_SIZE, MARKER_SIZE],
    iconAnchor: [MARKER_SIZE / 2, MARKER_SIZE / 2],
    popupAnchor: [0, -MARKER_SIZE / 2],
  });
}

function clusterIcon(count: number, label: string): L.DivIcon {
  const size = count < 10 ? 36 : 42;
  return L.divIcon({
    className: styles.cluster ?? '',
    html: `<span aria-hidden="true">${count}</span><span class="visually-hidden">${escapeHtml(label)}</span>`,
    iconSize: [size, size],
  });
}

/**
 * Opens a marker's popup while the pointer is over the marker or the popup, or the marker has the
 * keyboard's focus; Enter or a click opens it and moves the focus into it, Escape closes it and gives
 * the focus back to the marker.
 */
function wirePopup(map: L.Map, marker: L.Marker, content: () => HTMLElement): void {
  let closing: ReturnType<typeof setTimeout> | undefined;
  // No automatic panning: a popup opened by the pointer must not move the marker away from under it.
  const popup = L.popup({ autoPan: false, closeButton: true, maxWidth: 280, minWidth: 200 });
  let built: HTMLElement | null = null;
  const open = () => {
    clearTimeout(closing);
    if (!built) {
      built = content();
      built.addEventListener('mouseenter', () => clearTimeout(closing));
      built.addEventListener('mouseleave', () => closeSoon());
      built.addEventListener('keydown', (event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        marker.closePopup();
        (marker.getElement() as HTMLElement | undefined)?.focus();
      });
      popup.setContent(built);
      marker.bindPopup(popup);
    }
    if (!marker.isPopupOpen()) marker.openPopup();
  };
  const closeSoon = () => {
    clearTimeout(closing);
    closing = setTimeout(() => marker.closePopup(), 250);
  };
  marker.on('mouseover', open);
  marker.on('mouseout', closeSoon);
  marker.on('add', () => {
    const icon = marker.getElement();
    icon?.addEventListener('focus', open);
  });
  marker.on('click keypress', () => {
    open();
    // Opened on purpose (a click, Enter): the map moves so that the whole popup is in view.
    map.panInside(marker.getLatLng(), { paddingTopLeft: [20, 260], paddingBottomRight: [20, 20] });
    // The focus moves into the popup, so that its link is the next thing Tab reaches.
    requestAnimationFrame(() => built?.querySelector<HTMLElement>('a[href]')?.focus());
  });
}

/**
 * The reunion map drawn with Leaflet: the offline base map (Vietnam with Hoàng Sa and Trường Sa, and its
 * neighbours), the tile server's raster tiles over it when one is reachable, and the cases' markers,
 * clustered where they crowd. The map itself is never mirrored; it starts on the view of the screen's
 * width and goes back to it when the window is resized.
 */
export default function CaseMapView(props: CaseMapViewProps) {
  const holder = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const { cases, tiles } = props;

  useEffect(() => {
    const container = holder.current;
    if (!container) return;
    const first = initialView(window.innerWidth);
    const map = L.map(container, {
      center: first.center,
      zoom: first.zoom,
      zoomSnap: 0.5,
      maxZoom: MAX_ZOOM,
      minZoom: 4,
      // The base map's region (scripts/map/build-base-map.mjs REGION): the map pans no further.
      maxBounds: L.latLngBounds([-6, 84], [36, 131]),
      maxBoundsViscosity: 1,
      worldCopyJump: false,
    });
    const attribution = map.attributionControl.setPrefix(false);
    attribution.addAttribution(escapeHtml(baseMap.attribution));

    L.geoJSON(baseMap as GeoJSON.FeatureCollection, {
      style: (feature) => ({
        color: feature?.properties?.vietnam ? '#b0892a' : '#9aa3ad',
        weight: 1,
        fillColor: feature?.properties?.vietnam ? '#f6e7b0' : '#e4e7eb',
        fillOpacity: 1,
      }),
      pointToLayer: (_feature, latlng) =>
        L.circleMarker(latlng, { radius: 3, color: '#b0892a', weight: 1, fillColor: '#f6e7b0', fillOpacity: 1 }),
      interactive: false,
    }).addTo(map);
    for (const feature of baseMap.features) {
      const properties = feature.properties as { kind: string; key?: 'paracel' | 'spratly'; label?: [number, number] };
      if (properties.kind !== 'archipelago' || !properties.key || !properties.label) continue;
      const text = latest.current.texts.archipelago[properties.key];
      L.marker([properties.label[1], properties.label[0]], {
        icon: L.divIcon({ className: styles.archipelago ?? '', html: escapeHtml(text), iconSize: undefined }),
        interactive: false,
        keyboard: false,
      }).addTo(map);
    }

    if (tiles) {
      L.tileLayer(tiles.url, {
        maxZoom: tiles.max_zoom,
        tileSize: tiles.tile_size,
        attribution: escapeHtml(tiles.attribution),
        crossOrigin: true,
      }).addTo(map);
    }

    const clusters = new CaseClusters(cases);
    const markers = L.layerGroup().addTo(map);
    const draw = () => {
      markers.clearLayers();
      const b = map.getBounds();
      const points: MapPoint[] = clusters.pointsIn(
        [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
        map.getZoom(),
      );
      for (const point of points) {
        const { texts } = latest.current;
        if (point.kind === 'cluster') {
          const marker = L.marker([point.lat, point.lng], {
            icon: clusterIcon(point.count, texts.cluster(point.count)),
            keyboard: true,
          });
          marker.on('click keypress', () => map.flyTo([point.lat, point.lng], clusters.expansionZoom(point.id)));
          markers.addLayer(marker);
        } else {
          const marker = L.marker([point.lat, point.lng], {
            icon: caseIcon(point.item, texts.marker(point.item)),
            keyboard: true,
            riseOnHover: true,
          });
          wirePopup(map, marker, () => popupContent(point.item, latest.current));
          markers.addLayer(marker);
        }
      }
    };
    map.on('moveend', draw);
    draw();

    let resizing: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(resizing);
      resizing = setTimeout(() => {
        const view = initialView(window.innerWidth);
        map.invalidateSize();
        map.setView(view.center, view.zoom);
      }, 150);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(resizing);
      window.removeEventListener('resize', onResize);
      map.remove();
    };
  }, [cases, tiles]);

  return <div ref={holder} className={styles.map} dir="ltr" data-case-map="" />;
}
