import type { CSSProperties } from 'react';
import { CategoryIcon } from './category-icons';
import styles from './category-tag.module.css';

const HEX = /^#[0-9a-f]{6}$/i;

/** A category's colour as a CSS value; an invalid stored colour falls back to the theme colour. */
export function safeColour(colour: string): string {
  return HEX.test(colour) ? colour : '#efc940';
}

/** A category label with its colour and icon (spec §2: tag with colour and icon). */
export function CategoryTag({ name, colour, icon, lang }: { name: string; colour: string; icon: string; lang?: string }) {
  return (
    <span className={styles.tag} style={{ '--tag-colour': safeColour(colour) } as CSSProperties}>
      <CategoryIcon name={icon} size={14} className={styles.icon} />
      <span lang={lang}>{name}</span>
    </span>
  );
}
