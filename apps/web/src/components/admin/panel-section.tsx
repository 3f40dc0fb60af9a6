import { useId, type ReactNode } from 'react';
import ui from './admin-ui.module.css';

/** An admin panel under its h2 title, which names the section. */
export function PanelSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section className={ui.panel} aria-labelledby={titleId}>
      <h2 id={titleId} className={ui.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
