import type { CSSProperties } from 'react';
import styles from './gallery-hero.module.css';

/** The hero's decorative particles. */
export const PARTICLE_COUNT = 25;

/** A repeatable pseudo-random number in [0, 1) for particle `index` and property `salt`. */
function noise(index: number, salt: number): number {
  const x = Math.sin(index * 12.9898 + salt * 78.233) * 43758.5453;
  return x - Math.floor(x);
}

const PARTICLES = Array.from({ length: PARTICLE_COUNT }, (_, index) => ({
  '--x': `${(noise(index, 1) * 100).toFixed(2)}%`,
  '--y': `${(noise(index, 2) * 100).toFixed(2)}%`,
  '--size': `${(3 + noise(index, 3) * 7).toFixed(1)}px`,
  '--delay': `${(-noise(index, 4) * 12).toFixed(2)}s`,
  '--duration': `${(9 + noise(index, 5) * 10).toFixed(2)}s`,
  '--drift': `${((noise(index, 6) - 0.5) * 60).toFixed(1)}px`,
  '--alpha': (0.25 + noise(index, 7) * 0.55).toFixed(2),
}));

/** Floating dots behind the hero; still for visitors who asked for reduced motion. */
export function HeroParticles() {
  return (
    <div className={styles.particles} aria-hidden="true">
      {PARTICLES.map((style, index) => (
        <span key={index} className={styles.particle} style={style as CSSProperties} />
      ))}
    </div>
  );
}
