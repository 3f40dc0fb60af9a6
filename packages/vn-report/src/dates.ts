// Dates and times, read on the folded text (no diacritics, lower case).

export interface DateMatch {
  /** YYYY-MM-DD. */
  value: string;
  start: number;
  end: number;
  /** Written with its year, or resolved against today ("hôm qua", "2/11"). */
  kind: 'full' | 'no-year' | 'relative';
}

export interface TimeMatch {
  /** HH:MM, 24 h. */
  value: string;
  start: number;
  end: number;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** YYYY-MM-DD of a valid calendar day, or undefined. */
export function isoDate(year: number, month: number, day: number): string | undefined {
  if (year < 1900 || year > 2100 || month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** The day `days` after an ISO date (negative: before). */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today as YYYY-MM-DD, from the option when it is a valid date, else the clock (UTC+7, Vietnam's time). */
export function resolveToday(today: string | undefined): string {
  if (today && /^\d{4}-\d{2}-\d{2}$/.test(today)) {
    const [y, m, d] = today.split('-').map(Number);
    const valid = isoDate(y!, m!, d!);
    if (valid) return valid;
  }
  return new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
}

/** A day and month without a year: this year's, or last year's when this year's is still to come. */
function withoutYear(day: number, month: number, today: string): string | undefined {
  const year = Number(today.slice(0, 4));
  const thisYear = isoDate(year, month, day);
  if (thisYear && thisYear <= today) return thisYear;
  return isoDate(year - 1, month, day);
}

function year4(text: string): number {
  const n = Number(text);
  return text.length === 2 ? (n > 50 ? 1900 + n : 2000 + n) : n;
}

const WEEKDAYS: Record<string, number> = {
  'chu nhat': 0,
  cn: 0,
  hai: 1,
  '2': 1,
  ba: 2,
  '3': 2,
  tu: 3,
  '4': 3,
  nam: 4,
  '5': 4,
  sau: 5,
  '6': 5,
  bay: 6,
  '7': 6,
};

/**
 * Every date of the folded text: 15/03/2025, 2-11-2024, 2.11.2024, 2025-11-02, "ngay 2 thang 11 nam 2024", "mung 2 thang 11",
 * "ngay 2 thang 11", 2/11 and "sáng 18-11" (the last such day up to today), "hom qua", "hom kia", "sang nay", "toi qua",
 * "3 ngay truoc", "thu bay tuan truoc".
 */
export function findDates(folded: string, today: string): DateMatch[] {
  const dates: DateMatch[] = [];
  const taken: [number, number][] = [];
  const add = (value: string | undefined, start: number, end: number, kind: DateMatch['kind']): void => {
    if (!value || taken.some(([s, e]) => start < e && end > s)) return;
    taken.push([start, end]);
    dates.push({ value, start, end, kind });
  };
  for (const m of folded.matchAll(/(?<![\d/.-])(\d{4})-(\d{1,2})-(\d{1,2})(?![\d/.-]*\d)/g))
    add(isoDate(Number(m[1]), Number(m[2]), Number(m[3])), m.index, m.index + m[0].length, 'full');
  for (const m of folded.matchAll(/(?<![\d/.,-])(\d{1,2})\s?([/.-])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d/.-]*\d)/g))
    add(isoDate(year4(m[4]!), Number(m[3]), Number(m[1])), m.index, m.index + m[0].length, 'full');
  for (const m of folded.matchAll(
    /\b(?:ngay|mung|mong)\s+(\d{1,2})\s+thang\s+(\d{1,2})(?:\s*(?:,|nam)\s*(\d{4}))?(?![\d])/g,
  )) {
    const value = m[3]
      ? isoDate(Number(m[3]), Number(m[2]), Number(m[1]))
      : withoutYear(Number(m[1]), Number(m[2]), today);
    add(value, m.index, m.index + m[0].length, m[3] ? 'full' : 'no-year');
  }
  for (const m of folded.matchAll(/(?<![\d/.,:-])(\d{1,2})([/-])(\d{1,2})(?![\d/:-]|\.\d)/g)) {
    if (
      m[2] === '-' &&
      !/\b(?:ngay|sang|trua|chieu|toi|dem|tu|hom)\s*$/.test(folded.slice(Math.max(0, m.index - 8), m.index))
    )
      continue;
    add(withoutYear(Number(m[1]), Number(m[3]), today), m.index, m.index + m[0].length, 'no-year');
  }
  for (const m of folded.matchAll(/(?<![\d/.,:-])(\d{1,2})\/(\d{1,2})(?![\d/:]|\.\d)/g))
    add(withoutYear(Number(m[1]), Number(m[2]), today), m.index, m.index + m[0].length, 'no-year');
  const relative: [RegExp, number][] = [
    [/\bhom nay\b|\b(?:sang|trua|chieu|toi|dem) nay\b/g, 0],
    [/\bhom qua\b|\b(?:sang|trua|chieu|toi|dem) qua\b/g, -1],
    [/\bhom kia\b/g, -2],
  ];
  for (const [pattern, days] of relative)
    for (const m of folded.matchAll(pattern)) add(addDays(today, days), m.index, m.index + m[0].length, 'relative');
  for (const m of folded.matchAll(/\b(\d{1,2}|mot|hai|ba|bon|nam)\s+(ngay|tuan)\s+(?:truoc|qua)\b/g)) {
    const words: Record<string, number> = { mot: 1, hai: 2, ba: 3, bon: 4, nam: 5 };
    const n = words[m[1]!] ?? Number(m[1]);
    add(addDays(today, -n * (m[2] === 'tuan' ? 7 : 1)), m.index, m.index + m[0].length, 'relative');
  }
  for (const m of folded.matchAll(/\b(chu nhat|cn|thu\s+(hai|ba|tu|nam|sau|bay|[2-7]))\s+tuan\s+(truoc|nay)\b/g)) {
    const weekday = WEEKDAYS[m[2] ?? 'chu nhat']!;
    const todayDay = new Date(`${today}T00:00:00Z`).getUTCDay();
    // Weeks start on Monday in Vietnam: "thứ bảy tuần trước" is the Saturday of the week before this one.
    const mondayOffset = (todayDay + 6) % 7;
    const target = ((weekday + 6) % 7) - mondayOffset - (m[3] === 'truoc' ? 7 : 0);
    add(addDays(today, target), m.index, m.index + m[0].length, 'relative');
  }
  return dates.sort((a, b) => a.start - b.start);
}

type Period = 'sang' | 'trua' | 'chieu' | 'toi' | 'dem';

/** The 24-hour hour of an hour said with its part of the day ("8 giờ tối" = 20, "3h chiều" = 15). */
function hour24(hour: number, period: Period | undefined): number {
  if (!period || hour >= 13) return hour;
  if (period === 'chieu') return hour < 12 ? hour + 12 : hour;
  if (period === 'toi') return hour >= 4 && hour < 12 ? hour + 12 : hour === 12 ? 0 : hour;
  if (period === 'dem') return hour >= 7 && hour < 12 ? hour + 12 : hour === 12 ? 0 : hour;
  if (period === 'trua') return hour <= 3 ? hour + 12 : hour;
  return hour === 12 ? 0 : hour;
}

const PERIOD = /\b(sang|trua|chieu|toi|dem)\b/;

/** Times: 17h30, 3h chiều, 8 giờ tối, 6 giờ 15, 14:30, "tối qua khoảng 9 giờ". */
export function findTimes(folded: string): TimeMatch[] {
  const times: TimeMatch[] = [];
  const pattern =
    /(?<![\d.,/:])(\d{1,2})(?:\s*(?:h|g|gio)(?![a-z])\s*(?:(\d{2})|(ruoi))?(?:\s*(?:p|phut)\b)?|:(\d{2})(?!\d|:\d))/g;
  for (const m of folded.matchAll(pattern)) {
    const hour = Number(m[1]);
    const minute = m[3] ? 30 : Number(m[2] ?? m[4] ?? 0);
    if (hour > 24 || minute > 59) continue;
    const end = m.index + m[0].length;
    const after = PERIOD.exec(folded.slice(end, end + 8));
    const before =
      /\b(sang|trua|chieu|toi|dem)\b(?:\s+(?:nay|qua|hom qua|hom nay|hom kia))?\s*(?:luc|khoang|vao)?\s*(?:luc|khoang)?\s*$/.exec(
        folded.slice(Math.max(0, m.index - 30), m.index),
      );
    const period = (after?.[1] ?? before?.[1]) as Period | undefined;
    const h = hour24(hour === 24 ? 0 : hour, period);
    times.push({ value: `${pad(h)}:${pad(minute)}`, start: m.index, end });
  }
  return times;
}
