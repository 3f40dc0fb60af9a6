import type { LandingIcon as IconName } from '@site/contracts';
import { Icon, type IconProps } from '../../../../components/icon';

/** The line drawing of each icon a sponsor or a slogan may carry. */
const PATHS: Record<IconName, string[]> = {
  heart: ['M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z'],
  users: [
    'M16 20v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1',
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M22 20v-1a4 4 0 0 0-3-3.9',
    'M16 3.1a4 4 0 0 1 0 7.8',
  ],
  shield: ['M12 21s8-3.6 8-10V5l-8-3-8 3v6c0 6.4 8 10 8 10z'],
  cpu: ['M6 6h12v12H6z', 'M9 9h6v6H9z', 'M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4'],
  globe: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M3 12h18', 'M12 3a14 14 0 0 1 0 18a14 14 0 0 1 0-18z'],
  handshake: ['M2 12l4-4 4 2 4-3 4 3 4 2', 'M6 8l6 7 2-1 2 2 2-1 2-3', 'M2 12l6 6 2-1'],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'M21 21l-5-5'],
  home: ['M3 11l9-8 9 8', 'M5 10v10h14V10', 'M10 20v-6h4v6'],
  star: ['M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z'],
  sun: [
    'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10z',
    'M12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
  ],
  sparkles: [
    'M12 3l1.8 5.2L19 10l-5.2 1.8L12 17l-1.8-5.2L5 10l5.2-1.8z',
    'M19 15l.8 2.2L22 18l-2.2.8L19 21l-.8-2.2L16 18l2.2-.8z',
  ],
  building: ['M4 21V5l8-3v19', 'M12 8h8v13', 'M2 21h20', 'M7 8h2M7 12h2M7 16h2M15 12h2M15 16h2'],
};

/** A landing icon, decorative: the text beside it says what it means. */
export function LandingIcon({ name, ...props }: IconProps & { name: IconName }) {
  return (
    <Icon {...props}>
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </Icon>
  );
}
