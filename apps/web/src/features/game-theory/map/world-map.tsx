import {
  memo,
  useCallback,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type JSX,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Icon } from '../../../components/icon';
import { usePanZoom } from './use-pan-zoom';
import {
  centreOn,
  inView,
  MAX_ZOOM,
  MIN_ZOOM,
  nearestInDirection,
  nearestTo,
  onScreen,
  viewTransform,
  type Direction,
} from './view';
import { BACKGROUND_PATH, MAP_HEIGHT, MAP_NATIONS, MAP_SEA_LINKS, MAP_UNIT, MAP_WIDTH } from './world-map.data';
import styles from './world-map.module.css';
import type { GridPoint, MapNation } from './world-map.types';

export interface WorldMapProps {
  /** Fill colour per nation (cca3), e.g. its strategy's colour or a score scale. */
  fill: (cca3: string) => string;
  /** Accessible label per nation: G3 passes "Viet Nam — tit for tat, 123 points". */
  describe: (cca3: string) => string;
  /** The nation the player leads or looks at: outlined, its links drawn. */
  selected?: string | null;
  onSelect?: (cca3: string) => void;
  /** Extra highlight (e.g. the selected nation's neighbours): outlined lighter. */
  highlighted?: ReadonlySet<string>;
  /** Texts of the controls, translated by the caller. */
  labels: { map: string; zoomIn: string; zoomOut: string; reset: string };
  /** Draw the sea links: none, only the selected nation's, or all. Default 'selected'. */
  seaLinks?: 'none' | 'selected' | 'all';
}

/** Zoom step of the buttons and the + and − keys. */
const ZOOM_STEP = 2;
/** A dot's radius at the whole map; zoomed in by k it is drawn 1/√k as large, so it grows only as √k. */
const DOT_RADIUS = 2.2 * MAP_UNIT;
/** A nation reached by the keyboard is brought into view when its label point is nearer the edge than this. */
const VIEW_MARGIN = 20 * MAP_UNIT;
const DIRECTIONS: Readonly<Record<string, Direction>> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

const NATION_INDEX = new Map(MAP_NATIONS.map((nation, index) => [nation.cca3, index]));
const LABEL_POINTS = MAP_NATIONS.map((nation) => nation.label);
const DOT_NATIONS = MAP_NATIONS.filter((nation) => nation.dot);

/** A sea link's pieces as path data: a gentle arc bending towards the north, or straight lines to the edges. */
function linkPath(pieces: readonly (readonly [number, number, number, number])[]): string {
  if (pieces.length !== 1) return pieces.map(([x1, y1, x2, y2]) => `M${x1} ${y1}L${x2} ${y2}`).join('');
  const [x1, y1, x2, y2] = pieces[0]!;
  const [dx, dy] = [x2 - x1, y2 - y1];
  // The normal of the segment that points up the map; the arc bulges by a fifth of the length.
  const [nx, ny] = dx >= 0 ? [dy, -dx] : [-dy, dx];
  const cx = Math.round((x1 + x2) / 2 + nx * 0.2);
  const cy = Math.round((y1 + y2) / 2 + ny * 0.2);
  return `M${x1} ${y1}Q${cx} ${cy} ${x2} ${y2}`;
}

const LINKS = MAP_SEA_LINKS.map((link) => ({ a: link.a, b: link.b, d: linkPath(link.pieces) }));

const cca3Of = (target: EventTarget | null): string | null =>
  target instanceof Element ? (target.closest('[data-cca3]')?.getAttribute('data-cca3') ?? null) : null;

interface NationShapeProps {
  nation: MapNation;
  colour: string;
  label: string;
  pressed: boolean;
  tabbable: boolean;
  register: (cca3: string, element: SVGGElement | null) => void;
}

/**
 * One nation: a button of the map's roving focus. Memoised on its colour, label and state, so that a new
 * `fill` only touches the nations whose colour changed; the path data is the module's constant.
 */
const NationShape = memo(function NationShape({
  nation,
  colour,
  label,
  pressed,
  tabbable,
  register,
}: NationShapeProps) {
  const { cca3, d, dot } = nation;
  const ref = useCallback((element: SVGGElement | null) => register(cca3, element), [cca3, register]);
  return (
    <g
      ref={ref}
      role="button"
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-pressed={pressed}
      data-cca3={cca3}
      className={styles.nation}
    >
      {d && <path d={d} fill={colour} />}
      {/* Gives a dot nation its place (focus, hit area, a screen reader's outline); the visible dot is on top. */}
      {dot && <circle cx={dot[0]} cy={dot[1]} r={DOT_RADIUS} className={styles.dotArea} />}
    </g>
  );
});

/** The visible dots, above every outline (a small nation's dot may lie on a larger neighbour's land). */
const Dot = memo(function Dot({
  cca3,
  at,
  colour,
  radius,
}: {
  cca3: string;
  at: GridPoint;
  colour: string;
  radius: number;
}) {
  return <circle cx={at[0]} cy={at[1]} r={radius} fill={colour} data-cca3={cca3} className={styles.dot} />;
});

/** An outline drawn over the map (selection, highlight, focus): the nation's path and its dot, if any. */
function Outline({
  nation,
  className,
  radius,
  kind,
}: {
  nation: MapNation;
  className: string | undefined;
  radius: number;
  kind?: 'selected' | 'highlight' | 'focus';
}) {
  return (
    <g className={className} data-outline={kind} data-for={kind && nation.cca3}>
      {nation.d && <path d={nation.d} />}
      {nation.dot && <circle cx={nation.dot[0]} cy={nation.dot[1]} r={radius * 1.6} />}
    </g>
  );
}

/**
 * The world map of the game theory of nations: the 195 nations in SVG, pre-projected (Equal Earth), coloured
 * by `fill`. Zoom (1–12×) with the buttons, the wheel, a pinch or the keyboard; pan by dragging. The map is one
 * tab stop: the arrow keys move the focus to the nearest nation that way, Enter or Space selects it, + and −
 * zoom, 0 shows the whole map. The map keeps its own left-to-right drawing in a right-to-left page; its
 * controls follow the page.
 */
export function WorldMap({
  fill,
  describe,
  selected = null,
  onSelect,
  highlighted,
  labels,
  seaLinks = 'selected',
}: WorldMapProps): JSX.Element {
  const svgRef = useRef<SVGSVGElement>(null);
  const elements = useRef(new Map<string, SVGGElement>());
  const { view, animated, zoomBy, moveTo, reset, dragging, handlers } = usePanZoom(svgRef, MAP_WIDTH, MAP_HEIGHT);
  const [active, setActive] = useState<string | null>(null);
  const [focused, setFocused] = useState<{ cca3: string; visible: boolean } | null>(null);
  const [hover, setHover] = useState<{ cca3: string; x: number; y: number } | null>(null);
  /** True from a press on the map until just after its release: a focus meanwhile came from the pointer. */
  const pointerPressed = useRef(false);

  const register = useCallback((cca3: string, element: SVGGElement | null) => {
    if (element) elements.current.set(cca3, element);
    else elements.current.delete(cca3);
  }, []);

  const colours = useMemo(() => MAP_NATIONS.map((nation) => fill(nation.cca3)), [fill]);
  const names = useMemo(() => MAP_NATIONS.map((nation) => describe(nation.cca3)), [describe]);

  // The tab stop: the nation last reached, else the selected one, else the one nearest the view's middle.
  const centre = useMemo<GridPoint>(
    () => [(MAP_WIDTH / 2 - view.x) / view.k, (MAP_HEIGHT / 2 - view.y) / view.k],
    [view],
  );
  const tabStop =
    (active && NATION_INDEX.has(active) ? active : null) ??
    (selected && NATION_INDEX.has(selected) ? selected : null) ??
    MAP_NATIONS[nearestTo(LABEL_POINTS, centre)]!.cca3;

  const nations = useMemo(
    () =>
      MAP_NATIONS.map((nation, i) => (
        <NationShape
          key={nation.cca3}
          nation={nation}
          colour={colours[i]!}
          label={names[i]!}
          pressed={nation.cca3 === selected}
          tabbable={nation.cca3 === tabStop}
          register={register}
        />
      )),
    [colours, names, selected, tabStop, register],
  );

  const dotRadius = DOT_RADIUS / Math.sqrt(view.k);
  const dots = useMemo(
    () =>
      DOT_NATIONS.map((nation) => (
        <Dot
          key={nation.cca3}
          cca3={nation.cca3}
          at={nation.dot!}
          colour={colours[NATION_INDEX.get(nation.cca3)!]!}
          radius={dotRadius}
        />
      )),
    [colours, dotRadius],
  );

  const links = useMemo(() => {
    if (seaLinks === 'none') return [];
    const touches = (link: { a: string; b: string }) => link.a === selected || link.b === selected;
    return LINKS.filter((link) => seaLinks === 'all' || touches(link)).map((link) => (
      <path
        key={`${link.a}-${link.b}`}
        d={link.d}
        className={touches(link) ? styles.linkSelected : styles.link}
        data-link={`${link.a}-${link.b}`}
      />
    ));
  }, [seaLinks, selected]);

  const select = useCallback(
    (cca3: string) => {
      setActive(cca3);
      onSelect?.(cca3);
    },
    [onSelect],
  );

  /** Moves the roving focus to `cca3` (its focus handler brings it into view). */
  const focusNation = useCallback((cca3: string) => {
    setActive(cca3);
    elements.current.get(cca3)?.focus({ preventScroll: true });
  }, []);

  const onKeyDown = (event: KeyboardEvent<SVGGElement>) => {
    const cca3 = cca3Of(event.target);
    if (!cca3) return;
    const direction = DIRECTIONS[event.key];
    const at = onScreen(view, MAP_NATIONS[NATION_INDEX.get(cca3)!]!.label);
    if (direction) {
      const next = nearestInDirection(LABEL_POINTS, NATION_INDEX.get(cca3)!, direction);
      if (next !== null) focusNation(MAP_NATIONS[next]!.cca3);
    } else if (event.key === 'Enter' || event.key === ' ') {
      select(cca3);
    } else if (event.key === '+' || event.key === '=') {
      zoomBy(ZOOM_STEP, at);
    } else if (event.key === '-' || event.key === '_') {
      zoomBy(1 / ZOOM_STEP, at);
    } else if (event.key === '0') {
      reset();
    } else {
      return;
    }
    event.preventDefault();
    // Whatever brought the focus here (a click too), the keyboard is in use now: show the ring.
    setFocused({ cca3: cca3Of(document.activeElement) ?? cca3, visible: true });
  };

  const onFocus = (event: FocusEvent<SVGGElement>) => {
    const cca3 = cca3Of(event.target);
    if (!cca3) return;
    setActive(cca3);
    // A ring for the keyboard; a click shows the selection instead.
    const byKeyboard = !pointerPressed.current;
    setFocused({ cca3, visible: byKeyboard });
    // A nation the keyboard reached off screen (an arrow, or Tab into a zoomed map) is brought into view.
    if (byKeyboard) {
      const point = MAP_NATIONS[NATION_INDEX.get(cca3)!]!.label;
      moveTo((current) =>
        inView(current, point, MAP_WIDTH, MAP_HEIGHT, VIEW_MARGIN)
          ? current
          : centreOn(current, point, MAP_WIDTH, MAP_HEIGHT),
      );
    }
  };

  const onBlur = (event: FocusEvent<SVGGElement>) => {
    if (!cca3Of(event.relatedTarget)) setFocused(null);
  };

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const cca3 = cca3Of(event.target);
    if (cca3) select(cca3);
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    pointerPressed.current = true;
    handlers.onPointerDown(event);
  };

  const onPointerEnd = (event: PointerEvent<SVGSVGElement>) => {
    handlers.onPointerUp(event);
    // A tap focuses on its release (the compatibility mouse events): keep the flag until that has happened.
    setTimeout(() => (pointerPressed.current = false), 0);
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    handlers.onPointerMove(event);
    const cca3 = event.pointerType === 'mouse' ? cca3Of(event.target) : null;
    const box = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!cca3 || !box || dragging) {
      if (hover) setHover(null);
      return;
    }
    setHover({ cca3, x: event.clientX - box.left, y: event.clientY - box.top });
  };

  const onPointerLeave = () => setHover(null);

  const nationOf = (cca3: string | null | undefined) =>
    cca3 && NATION_INDEX.has(cca3) ? MAP_NATIONS[NATION_INDEX.get(cca3)!]! : null;
  const selectedNation = nationOf(selected);
  const focusedNation = focused?.visible ? nationOf(focused.cca3) : null;
  const highlights = highlighted ? [...highlighted].map(nationOf).filter((n) => n && n !== selectedNation) : [];

  // The tip: the nation under the mouse, else the one the keyboard is on (at its label point).
  const tip = (() => {
    if (hover) return { cca3: hover.cca3, left: `${hover.x}px`, top: `${hover.y}px` };
    if (!focusedNation || !inView(view, focusedNation.label, MAP_WIDTH, MAP_HEIGHT)) return null;
    const [x, y] = onScreen(view, focusedNation.label);
    return { cca3: focusedNation.cca3, left: `${(x / MAP_WIDTH) * 100}%`, top: `${(y / MAP_HEIGHT) * 100}%` };
  })();
  const tipIndex = tip ? NATION_INDEX.get(tip.cca3) : undefined;

  const atMin = view.k <= MIN_ZOOM;
  const atMax = view.k >= MAX_ZOOM;

  return (
    <div className={styles.frame}>
      {/* The map is not mirrored in a right-to-left page: west stays on the left (its controls do follow). */}
      <div className={styles.viewport} dir="ltr" style={{ aspectRatio: `${MAP_WIDTH} / ${MAP_HEIGHT}` }}>
        <svg
          ref={svgRef}
          direction="ltr"
          role="group"
          aria-label={labels.map}
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className={styles.svg}
          data-dragging={dragging || undefined}
          data-zoomed={!atMin || undefined}
          onClick={onClick}
          onClickCapture={handlers.onClickCapture}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onPointerLeave={onPointerLeave}
        >
          <g
            className={animated ? styles.animated : undefined}
            style={{ transform: viewTransform(view) }}
            data-map-view=""
            data-zoom={Math.round(view.k * 1000) / 1000}
          >
            <path d={BACKGROUND_PATH} className={styles.background} aria-hidden="true" />
            <g onKeyDown={onKeyDown} onFocus={onFocus} onBlur={onBlur}>
              {nations}
            </g>
            <g aria-hidden="true" className={styles.links}>
              {links}
            </g>
            <g aria-hidden="true">{dots}</g>
            <g aria-hidden="true" className={styles.outlines}>
              {highlights.map((nation) => (
                <Outline
                  key={nation!.cca3}
                  nation={nation!}
                  className={styles.highlight}
                  radius={dotRadius}
                  kind="highlight"
                />
              ))}
              {selectedNation && (
                <>
                  <Outline nation={selectedNation} className={styles.selectedHalo} radius={dotRadius} />
                  <Outline nation={selectedNation} className={styles.selected} radius={dotRadius} kind="selected" />
                </>
              )}
              {focusedNation && (
                <>
                  <Outline nation={focusedNation} className={styles.focusHalo} radius={dotRadius} />
                  <Outline nation={focusedNation} className={styles.focusRing} radius={dotRadius} kind="focus" />
                </>
              )}
            </g>
          </g>
        </svg>
        {tip && tipIndex !== undefined && (
          // Physical left/top: the map is drawn left to right in every language.
          <div className={styles.tip} style={{ left: tip.left, top: tip.top }} dir="auto" aria-hidden="true">
            {names[tipIndex]}
          </div>
        )}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          aria-label={labels.zoomIn}
          title={labels.zoomIn}
          aria-disabled={atMax}
          onClick={() => !atMax && zoomBy(ZOOM_STEP)}
        >
          <Icon size={18}>
            <path d="M12 5v14M5 12h14" />
          </Icon>
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={labels.zoomOut}
          title={labels.zoomOut}
          aria-disabled={atMin}
          onClick={() => !atMin && zoomBy(1 / ZOOM_STEP)}
        >
          <Icon size={18}>
            <path d="M5 12h14" />
          </Icon>
        </button>
        <button
          type="button"
          className={styles.control}
          aria-label={labels.reset}
          title={labels.reset}
          aria-disabled={atMin}
          onClick={reset}
        >
          <Icon size={18}>
            <path d="M3 12a9 9 0 1 0 2.6-6.4L3 8" />
            <path d="M3 3v5h5" />
          </Icon>
        </button>
      </div>
    </div>
  );
}
