import crypto from 'node:crypto';
import type { CaseGender } from '@site/contracts';
import sharp from 'sharp';
import { remember } from '../lib/remember.js';

/**
 * Drawn avatars for the demo cases: the demo never shows a photo of a real person, so each sample case gets
 * a simple drawn portrait (head, hair, shoulders on a coloured disc). Everything is chosen from a hash of
 * the case number, so the same case always gets the same picture, on every install.
 */

const BACKGROUNDS = ['#f6d5a8', '#c9e4de', '#c6def1', '#dbcdf0', '#f2c6de', '#faedcb', '#d3e6c5', '#f7d9c4'];
const SKIN = ['#f1c9a5', '#e0ac85', '#c68863', '#a8704d'];
const CLOTHES = ['#2f6690', '#3a7d44', '#9c2c2c', '#6b4c9a', '#c0692b', '#2b7a78', '#505a6b', '#b5485d'];
const DARK_HAIR = ['#1f1a17', '#2e221b', '#3b2a20'];
const GREY_HAIR = ['#c9c9c9', '#dedede', '#b3b3b3'];

export interface AvatarSubject {
  case_number: string;
  gender: CaseGender;
  /** Age now or when missing, to choose grey hair for elders. */
  age: number | null;
}

/** Bytes of the case number's hash: the choices of one avatar. */
function choices(seed: string): number[] {
  return [...crypto.createHash('sha256').update(seed).digest()];
}

const pick = <T>(list: readonly T[], byte: number): T => list[byte % list.length]!;

/** The avatar as SVG (320×320). Deterministic: the same subject gives the same text. */
export function avatarSvg(subject: AvatarSubject): string {
  const bytes = choices(subject.case_number);
  const background = pick(BACKGROUNDS, bytes[0]!);
  const skin = pick(SKIN, bytes[1]!);
  const clothes = pick(CLOTHES, bytes[2]!);
  const elder = subject.age !== null && subject.age >= 60;
  const hair = pick(elder ? GREY_HAIR : DARK_HAIR, bytes[3]!);
  const long = subject.gender === 'female' || (subject.gender === 'other' && bytes[4]! % 2 === 0);
  const smile = bytes[5]! % 3;
  const mouth = ['M142 200 Q160 214 178 200', 'M144 202 Q160 210 176 202', 'M146 203 L174 203'][smile];
  const hairBack = long
    ? `<path d="M96 150 Q96 84 160 80 Q224 84 224 150 L230 250 Q160 262 90 250 Z" fill="${hair}"/>`
    : '';
  const hairTop = long
    ? `<path d="M104 146 Q108 92 160 90 Q212 92 216 146 Q188 118 160 122 Q132 118 104 146 Z" fill="${hair}"/>`
    : `<path d="M106 150 Q104 92 160 88 Q216 92 214 150 Q204 120 160 116 Q116 120 106 150 Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
  <circle cx="160" cy="160" r="160" fill="${background}"/>
  ${hairBack}
  <path d="M64 320 Q70 250 160 242 Q250 250 256 320 Z" fill="${clothes}"/>
  <rect x="142" y="214" width="36" height="36" rx="12" fill="${skin}"/>
  <ellipse cx="160" cy="160" rx="56" ry="66" fill="${skin}"/>
  ${hairTop}
  <circle cx="138" cy="162" r="6" fill="#2b2b2b"/>
  <circle cx="182" cy="162" r="6" fill="#2b2b2b"/>
  <path d="${mouth}" fill="none" stroke="#7a3b2e" stroke-width="5" stroke-linecap="round"/>
</svg>`;
}

/** Drawn once per process: every test app and every fresh install gets the same files. */
const drawn = new Map<string, Promise<Buffer>>();

/** The avatar as a WebP file, as the demo cases store it. */
export function avatarWebp(subject: AvatarSubject): Promise<Buffer> {
  const svg = avatarSvg(subject);
  return remember(drawn, svg, () => sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer(), 100);
}
