import type { Sheet } from '@site/music';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutSheet, xAtBeat, type NotationScore } from './layout';
import { describeBars, keyName } from './describe';
import type * as RenderModule from './render';
import type { BarBox, Drawn, NotationFont } from './render';
import styles from './sheet-notation.module.css';

export type { NotationFont } from './render';

export interface SheetNotationProps {
  sheet: Sheet;
  /** Only these bars: [from, to), bar indexes from 0 (a pickup is bar 0). All bars when absent. */
  bars?: readonly [number, number];
  /** VexFlow's engraved font (default) or its handwritten one. */
  fontFamily?: NotationFont;
  /**
   * A beat (quarter notes from the start of the piece) where a cursor line is drawn, null for none. Moving it
   * only moves the line: the score is not drawn again.
   */
  highlight?: number | null;
  /**
   * Told where the cursor is each time it moves to another line of the score (its top and height in px from the
   * score's top), or null when it is hidden: a game scrolls the line it plays into view with it.
   */
  onCursorLine?: (line: { top: number; height: number } | null) => void;
  /** The start of the accessible name; the sheet's title when absent. */
  label?: string;
  /** The bars as text: visually hidden (default, read by screen readers) or shown. */
  textAlternative?: 'hidden' | 'visible';
  className?: string;
}

type State = { status: 'loading' } | { status: 'drawn'; drawn: Drawn } | { status: 'error' };

/** Staff units per pixel: narrow screens draw smaller so that a bar or two still fit a line. */
const scaleFor = (width: number) => (width < 520 ? 0.75 : 1);

/** Height to hold for the score before it is drawn: about 260 units of width per bar. */
function estimatedHeight(score: NotationScore, width: number): number {
  const scale = width > 0 ? scaleFor(width) : 1;
  const perLine = width > 0 ? Math.max(1, Math.floor(width / scale / 260)) : 4;
  const lines = Math.max(1, Math.ceil(score.bars.length / perLine));
  const lineHeight = (score.staves.length - 1) * 90 + 120;
  return Math.ceil((20 + lines * lineHeight) * scale);
}

let renderModule: Promise<typeof RenderModule> | null = null;
function loadRender(): Promise<typeof RenderModule> {
  renderModule ??= import('./render').catch((error: unknown) => {
    renderModule = null;
    throw error;
  });
  return renderModule;
}

/** Where the cursor goes for a beat, or null outside the bars drawn. */
function cursorAt(bars: BarBox[], beat: number) {
  const last = bars[bars.length - 1];
  const box = bars.find((b) => beat >= b.start && beat < b.end) ?? (last && beat === last.end ? last : undefined);
  if (!box) return null;
  const x = xAtBeat(box.points, beat);
  return x === null ? null : { x, top: box.top, height: box.bottom - box.top };
}

/**
 * A sheet (or some of its bars) as staff notation, drawn with VexFlow into SVG: a grand staff for two hands,
 * lines broken to the width available and drawn again when it changes. VexFlow and its font load on first use;
 * until the score is drawn a placeholder of about its height holds its place. The SVG is one image with an
 * accessible name (title, key, time, bars); the bars are also given as text.
 */
export function SheetNotation({
  sheet,
  bars,
  fontFamily = 'Bravura',
  highlight = null,
  onCursorLine,
  label,
  textAlternative = 'hidden',
  className,
}: SheetNotationProps) {
  const { t } = useTranslation('notation');
  const from = bars?.[0];
  const to = bars?.[1];
  const score = useMemo(
    () => layoutSheet(sheet, from === undefined || to === undefined ? undefined : [from, to]),
    [sheet, from, to],
  );
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const cursor = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const textId = useId();

  const title = label ?? sheet.title;
  const first = score.bars[0]?.number ?? 0;
  const lastBar = score.bars[score.bars.length - 1]?.number ?? first;
  const name = t('label', {
    title,
    key: keyName(sheet.key, t),
    time: score.timeSignature,
    from: first,
    to: lastBar,
  });

  // The width available, rounded to 8 px so that a scrollbar's flicker does not draw the score again.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.clientWidth / 8) * 8);
    measure();
    if (typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const target = host.current;
    if (!target || width <= 0) return;
    let current = true;
    setState((before) => (before.status === 'error' ? { status: 'loading' } : before));
    loadRender()
      .then(async (render) => {
        await render.loadFont(fontFamily);
        if (!current) return;
        const drawn = await render.drawScore(
          target,
          score,
          { width, font: fontFamily, scale: scaleFor(width) },
          () => current,
        );
        if (!drawn) return;
        const svg = target.querySelector('svg');
        if (svg) {
          svg.setAttribute('role', 'img');
          svg.setAttribute('aria-label', name);
          svg.setAttribute('aria-describedby', textId);
        }
        setState({ status: 'drawn', drawn });
      })
      .catch((error: unknown) => {
        console.error('The sheet could not be drawn.', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [score, width, fontFamily, name, textId, attempt]);

  // The cursor moves by style only: no React render of the score, no VexFlow drawing.
  const drawn = state.status === 'drawn' ? state.drawn : null;
  const lineTold = useRef<string | null>(null);
  const onLine = useRef(onCursorLine);
  useEffect(() => {
    onLine.current = onCursorLine;
  }, [onCursorLine]);
  useLayoutEffect(() => {
    const line = cursor.current;
    if (!line) return;
    const place = drawn && highlight !== null ? cursorAt(drawn.bars, highlight) : null;
    line.hidden = place === null;
    if (place) {
      line.style.transform = `translate(${place.x}px, ${place.top}px)`;
      line.style.blockSize = `${place.height}px`;
    }
    // The line of the score the cursor is on is told only when it changes, not every frame.
    const told = place ? `${place.top}:${place.height}` : null;
    if (told !== lineTold.current) {
      lineTold.current = told;
      onLine.current?.(place ? { top: place.top, height: place.height } : null);
    }
  }, [drawn, highlight]);

  // Memoised: a moving cursor re-renders this component, never these sentences.
  const sentences = useMemo(() => describeBars(score, t), [score, t]);
  const holdHeight = drawn ? drawn.height : estimatedHeight(score, width);

  return (
    <div className={`${styles.notation} ${className ?? ''}`} data-state={state.status}>
      <div ref={frame} className={styles.frame} dir="ltr" style={{ minBlockSize: `${holdHeight}px` }}>
        <div ref={host} className={styles.score} data-font={fontFamily} />
        <div ref={cursor} className={styles.cursor} aria-hidden="true" hidden />
        {state.status === 'loading' && (
          <p className={styles.placeholder} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className={styles.placeholder} role="alert">
            <p>{t('error')}</p>
            <button type="button" className="button button-ghost" onClick={() => setAttempt((n) => n + 1)}>
              {t('retry')}
            </button>
          </div>
        )}
      </div>
      <div id={textId} className={textAlternative === 'hidden' ? 'visually-hidden' : styles.text}>
        <p>{name}</p>
        <ol className={styles.barList}>
          {sentences.map((bar) => (
            <li key={bar.index}>{bar.text}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
