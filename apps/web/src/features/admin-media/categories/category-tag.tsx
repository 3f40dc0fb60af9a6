import type { CSSProperties } from 'react';
import { CategoryIcon } from './category-icons';
import styles from './category-tag.module.css';

const HEX = /^#[0-9a-f]{6}$/i;

/** A category's colour as a CSS value; an invalid stored colour falls back to the theme colour. */
export function safeColour(colour: string): string {
  return HEX.test(colour) ? colour : '#efc940';
}

/** Dark or white, whichever reads better on a colour (WCAG relative luminance). */
export function inkOn(colour: string): '#14161c' | '#ffffff' {
  const hex = safeColour(colour).slice(1);
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
  // Contrast with white is 1.05 / (L + 0.05); with the ink (L ≈ 0.009) it is (L + 0.05) / 0.059.
  return 1.05 / (luminance + 0.05) > (luminance + 0.05) / 0.059 ? '#ffffff' : '#14161c';
}

/** A category label with its colour and icon (tag with colour and icon). */
export function CategoryTag({
  name,
  colour,
  icon,
  lang,
}: {
  name: string;
  colour: string;
  icon: string;
  lang?: string;
}) {
  return (
    <span className={styles.tag} style={{ '--tag-colour': safeColour(colour) } as CSSProperties}>
      <CategoryIcon name={icon} size={14} className={styles.icon} />
      <span lang={lang}>{name}</span>
    </span>
  );
}
