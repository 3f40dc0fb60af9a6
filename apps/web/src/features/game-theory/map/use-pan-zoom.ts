import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';
import { clampView, MAX_ZOOM, MIN_ZOOM, panBy, WHOLE_MAP, zoomAt, type View } from './view';
import type { GridPoint } from './world-map.types';

/** How far (CSS px) a pointer moves before a press becomes a drag, which then selects nothing. */
const DRAG_THRESHOLD = 4;
/** Zoom per wheel pixel (a notch is about 100 px: ×1.28). */
const WHEEL_RATE = 0.0025;

interface Pointer {
  x: number;
  y: number;
  startX: number;
  startY: number;
  type: string;
}

export interface PanZoom {
  view: View;
  /** Whether the last change should glide (buttons, keys) rather than follow a hand (wheel, drag, pinch). */
  animated: boolean;
  /** Zooms by `factor` around `at` (SVG units; the middle by default), gliding. */
  zoomBy: (factor: number, at?: GridPoint) => void;
  /** Sets the view (clamped), gliding. */
  moveTo: (view: View | ((view: View) => View)) => void;
  reset: () => void;
  dragging: boolean;
  /** Handlers for the SVG element. */
  handlers: {
    onPointerDown: (event: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerMove: (event: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerUp: (event: ReactPointerEvent<SVGSVGElement>) => void;
    onPointerCancel: (event: ReactPointerEvent<SVGSVGElement>) => void;
    onClickCapture: (event: ReactMouseEvent<SVGSVGElement>) => void;
  };
}

/**
 * Zoom and pan of an SVG map of `width` × `height` units drawn with `preserveAspectRatio` "xMidYMid meet".
 * - The wheel over the map zooms around the pointer; when there is nothing left to zoom that way (out at the
 *   whole map, in at 12×) it scrolls the page as usual, unless Ctrl is held (a touchpad's pinch), which would
 *   otherwise zoom the page.
 * - A mouse or pen drags the map. One finger drags it only once it is zoomed in: at the whole map, the page's
 *   own scrolling has the finger (`touchAction` says so to the browser). Two fingers pinch and pan.
 * - A press that moved more than DRAG_THRESHOLD is a drag: the click that ends it selects nothing.
 */
export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>, width: number, height: number) {
  const [state, setState] = useState<{ view: View; animated: boolean }>({ view: WHOLE_MAP, animated: false });
  const [dragging, setDragging] = useState(false);
  const viewRef = useRef(state.view);
  const pointers = useRef(new Map<number, Pointer>());
  const moved = useRef(false);
  const swallowClick = useRef(false);

  const update = useCallback(
    (next: (view: View) => View, animated: boolean) => {
      const view = clampView(next(viewRef.current), width, height);
      const current = viewRef.current;
      if (view.k === current.k && view.x === current.x && view.y === current.y) return;
      viewRef.current = view;
      setState({ view, animated });
    },
    [width, height],
  );

  /** SVG units per CSS pixel and the SVG's drawn origin on the page, or null before layout. */
  const frame = useCallback(() => {
    const svg = svgRef.current;
    if (!svg) return null;
    const rect = svg.getBoundingClientRect();
    const scale = Math.min(rect.width / width, rect.height / height);
    if (!(scale > 0)) return null;
    return {
      scale,
      left: rect.left + (rect.width - width * scale) / 2,
      top: rect.top + (rect.height - height * scale) / 2,
    };
  }, [svgRef, width, height]);

  const toMap = useCallback(
    (clientX: number, clientY: number): GridPoint | null => {
      const f = frame();
      return f ? [(clientX - f.left) / f.scale, (clientY - f.top) / f.scale] : null;
    },
    [frame],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      const inwards = event.deltaY < 0;
      const { k } = viewRef.current;
      const canZoom = inwards ? k < MAX_ZOOM : k > MIN_ZOOM;
      if (!canZoom && !event.ctrlKey) return;
      event.preventDefault();
      const at = toMap(event.clientX, event.clientY);
      if (!canZoom || !at) return;
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      const factor = Math.exp(-Math.max(-200, Math.min(200, pixels)) * WHEEL_RATE * (event.ctrlKey ? 4 : 1));
      update((view) => zoomAt(view, factor, at, width, height), false);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, toMap, update, width, height]);

  const onPointerDown = useCallback((event: ReactPointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    if (pointers.current.size === 0) moved.current = false;
    const { clientX: x, clientY: y } = event;
    pointers.current.set(event.pointerId, { x, y, startX: x, startY: y, type: event.pointerType });
  }, []);

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<SVGSVGElement>) => {
      const pointer = pointers.current.get(event.pointerId);
      const f = frame();
      if (!pointer || !f) return;
      const previous = { x: pointer.x, y: pointer.y };
      pointer.x = event.clientX;
      pointer.y = event.clientY;
      const all = [...pointers.current.values()];
      if (all.length === 1) {
        // One finger on the whole map belongs to the page's scrolling.
        if (pointer.type === 'touch' && viewRef.current.k <= MIN_ZOOM) return;
        if (!moved.current) {
          if (Math.hypot(pointer.x - pointer.startX, pointer.y - pointer.startY) < DRAG_THRESHOLD) return;
          moved.current = true;
          setDragging(true);
          // Captured only once it is a drag: a captured press would send its click to the SVG, not the nation.
          event.currentTarget.setPointerCapture?.(event.pointerId);
          previous.x = pointer.startX;
          previous.y = pointer.startY;
        }
        const dx = (pointer.x - previous.x) / f.scale;
        const dy = (pointer.y - previous.y) / f.scale;
        update((view) => panBy(view, dx, dy, width, height), false);
      } else if (all.length === 2) {
        const other = all.find((p) => p !== pointer)!;
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(pointer.x - other.x, pointer.y - other.y);
        if (before === 0) return;
        moved.current = true;
        const midBefore = toMap((previous.x + other.x) / 2, (previous.y + other.y) / 2)!;
        const midAfter = toMap((pointer.x + other.x) / 2, (pointer.y + other.y) / 2)!;
        update((view) => {
          const zoomed = zoomAt(view, after / before, midBefore, width, height);
          return panBy(zoomed, midAfter[0] - midBefore[0], midAfter[1] - midBefore[1], width, height);
        }, false);
      }
    },
    [frame, toMap, update, width, height],
  );

  const onPointerEnd = useCallback((event: ReactPointerEvent<SVGSVGElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    if (pointers.current.size === 0 && moved.current) {
      setDragging(false);
      // The click that follows the release of a drag (same task) selects nothing.
      swallowClick.current = true;
      setTimeout(() => (swallowClick.current = false), 0);
    }
  }, []);

  const onClickCapture = useCallback((event: ReactMouseEvent<SVGSVGElement>) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    event.stopPropagation();
  }, []);

  const zoomBy = useCallback(
    (factor: number, at: GridPoint = [width / 2, height / 2]) =>
      update((view) => zoomAt(view, factor, at, width, height), true),
    [update, width, height],
  );
  const moveTo = useCallback(
    (next: View | ((view: View) => View)) => update(typeof next === 'function' ? next : () => next, true),
    [update],
  );
  const reset = useCallback(() => update(() => WHOLE_MAP, true), [update]);

  return {
    view: state.view,
    animated: state.animated,
    zoomBy,
    moveTo,
    reset,
    dragging,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onClickCapture,
    },
  } satisfies PanZoom;
}
