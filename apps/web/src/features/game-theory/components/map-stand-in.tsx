// A throwaway stand-in for the world map (./map/world-map, built by another branch) with the same interface, so
// that the play page can be tried before the map lands. Deleted when the map is merged.
import { NATIONS } from '@site/game-theory';

export interface WorldMapProps {
  fill: (cca3: string) => string;
  describe: (cca3: string) => string;
  selected?: string | null;
  onSelect?: (cca3: string) => void;
  highlighted?: ReadonlySet<string>;
  labels: { map: string; zoomIn: string; zoomOut: string; reset: string };
  seaLinks?: 'none' | 'selected' | 'all';
}

export function WorldMap({ fill, describe, selected, onSelect, highlighted, labels }: WorldMapProps) {
  return (
    <svg viewBox="-180 -90 360 180" role="group" aria-label={labels.map} style={{ inlineSize: '100%' }}>
      {NATIONS.map((nation) => (
        <circle
          key={nation.cca3}
          cx={nation.lng}
          cy={-nation.lat}
          r={nation.cca3 === selected ? 4 : highlighted?.has(nation.cca3) ? 3 : 2.2}
          fill={fill(nation.cca3)}
          stroke={nation.cca3 === selected ? '#000' : 'none'}
          role="button"
          tabIndex={0}
          aria-label={describe(nation.cca3)}
          onClick={() => onSelect?.(nation.cca3)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') onSelect?.(nation.cca3);
          }}
        >
          <title>{describe(nation.cca3)}</title>
        </circle>
      ))}
    </svg>
  );
}

const NAMES = new Map(NATIONS.map((n) => [n.cca3, n.name]));
export const useCountryNames = (_language: string) => (cca3: string) => NAMES.get(cca3) ?? cca3;
