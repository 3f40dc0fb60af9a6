import type { Mermaid, MermaidConfig } from 'mermaid';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { useLocale } from '../hooks/use-locale';
import { architectureOutline, architectureSource, type Live } from '../lib/architecture';
import styles from './architecture-diagram.module.css';

/** The site's look (global.css tokens); 'base' is mermaid's only theme whose colours can all be set. */
const MERMAID_CONFIG: MermaidConfig = {
  startOnLoad: false,
  // Labels are escaped and the SVG is sanitised; no click handlers or scripts in diagrams.
  securityLevel: 'strict',
  suppressErrorRendering: true,
  theme: 'base',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', Arial, sans-serif",
  themeVariables: {
    fontSize: '15px',
    primaryColor: '#ffffff',
    primaryTextColor: '#1b1e27',
    primaryBorderColor: '#4a5163',
    lineColor: '#4a5163',
    textColor: '#1b1e27',
    clusterBkg: '#f5f6f9',
    clusterBorder: '#c3c8d6',
    edgeLabelBackground: '#ffffff',
    titleColor: '#14161c',
  },
  flowchart: { padding: 12, nodeSpacing: 28, rankSpacing: 48, wrappingWidth: 190, useMaxWidth: true },
};

let loading: Promise<Mermaid> | null = null;

/** mermaid is large: it loads with this page only, once, and is configured on first use. */
function loadMermaid(): Promise<Mermaid> {
  loading ??= import('mermaid').then(
    ({ default: mermaid }) => {
      mermaid.initialize(MERMAID_CONFIG);
      return mermaid;
    },
    (error: unknown) => {
      loading = null; // a failed download can be retried
      throw error;
    },
  );
  return loading;
}

let renderCount = 0;

type DiagramState = { status: 'loading' } | { status: 'rendered'; svg: string } | { status: 'error' };

interface ArchitectureDiagramProps {
  /** What this server runs; null while unknown (the diagram then draws every option plain). */
  live: Live | null;
  /** False until the server's answer (or its failure) is in, so that the diagram is drawn once. */
  ready: boolean;
}

/** The architecture diagram (loading, rendered or render error) with a text alternative. */
export function ArchitectureDiagram({ live, ready }: ArchitectureDiagramProps) {
  const { t } = useTranslation('infrastructure');
  const locale = useLocale();
  const textId = useId();
  const source = useMemo(() => architectureSource(t, live), [t, live]);
  const outline = useMemo(() => architectureOutline(t, live, locale), [t, live, locale]);
  const [state, setState] = useState<DiagramState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const scroller = useRef<HTMLDivElement>(null);
  // mermaid is the largest script of the site and drawing is one long task: both wait until the
  // diagram is about to be seen, so a visitor who reads only the top of the page pays for neither.
  const [figure, near] = useNearViewport<HTMLElement>('50% 0px');

  useEffect(() => {
    if (!ready || !near) return;
    let current = true;
    loadMermaid()
      .then((mermaid) => mermaid.render(`architecture-diagram-${++renderCount}`, source))
      .then(({ svg }) => {
        if (current) setState({ status: 'rendered', svg });
      })
      .catch((error: unknown) => {
        // The page says the diagram could not be rendered and the details go to the console.
        console.error('The architecture diagram could not be rendered.', error);
        if (current) setState({ status: 'error' });
      });
    return () => {
      current = false;
    };
  }, [ready, near, source, attempt]);

  // On a phone the diagram is wider than the screen: start at its centre, where the request comes in.
  const svg = state.status === 'rendered' ? state.svg : null;
  useEffect(() => {
    const element = scroller.current;
    if (svg && element) element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
  }, [svg]);

  return (
    <figure ref={figure} className={styles.figure} aria-describedby={textId}>
      <div className={styles.stage} data-state={state.status}>
        {state.status === 'loading' && (
          <p className={styles.loading} role="status">
            <span className={styles.spinner} aria-hidden="true" />
            {t('diagram.loading')}
          </p>
        )}
        {state.status === 'error' && (
          <div className={styles.error} role="alert">
            <p>{t('diagram.error')}</p>
            <button
              type="button"
              className="button button-ghost"
              onClick={() => {
                setState({ status: 'loading' });
                setAttempt((n) => n + 1);
              }}
            >
              {t('diagram.retry')}
            </button>
          </div>
        )}
        {state.status === 'rendered' && (
          <div
            ref={scroller}
            className={styles.scroller}
            // The drawing's geometry is left to right in every language; this also keeps "/api" from mirroring.
            dir="ltr"
            role="region"
            aria-label={t('diagram.label')}
            // mermaid's own output: labels escaped and the SVG sanitised (securityLevel strict).
            dangerouslySetInnerHTML={{ __html: state.svg }}
          />
        )}
      </div>
      {state.status === 'rendered' && <p className={styles.scrollHint}>{t('diagram.scrollHint')}</p>}
      <figcaption className={styles.caption}>
        {live && (
          <ul className={styles.legend}>
            <li>
              <span className={`${styles.swatch} ${styles.swatchActive}`} aria-hidden="true" />
              {t('diagram.legendActive')}
            </li>
            <li>
              <span className={`${styles.swatch} ${styles.swatchIdle}`} aria-hidden="true" />
              {t('diagram.legendIdle')}
            </li>
          </ul>
        )}
        <details className={styles.text} id={textId}>
          <summary>{t('diagram.textTitle')}</summary>
          <ul>
            {outline.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </details>
      </figcaption>
    </figure>
  );
}
