#!/usr/bin/env node
// `npm run bench:places`: searches per second of searchPlaces over a fixed list of 1,000 queries, against the
// plain scan of every place's folded names (linearSearchPlaces) run in the same process on the same list, so
// the ratio holds on any machine. Runs on the built package (the npm script builds it first).
// The queries are drawn from the data with a fixed seed, so every run uses the same list: names as typed with
// and without diacritics, with their prefix, first letters of a name, pieces from inside a word, single letters,
// and strings that match nothing.
import { performance } from 'node:perf_hooks';
import { foldForSearch } from '@site/contracts';
import { communesOf, OLD_PROVINCES, oldDistrictsOf, oldWardsOf, PROVINCES, searchPlaces } from '../dist/index.js';
import { linearSearchPlaces } from '../dist/search-baseline.js';

const QUERY_COUNT = 1000;
const LIMIT = 10;
const MIN_SECONDS = 1.5;

/** A small deterministic generator (mulberry32), so that the list is the same on every run. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function queries() {
  const units = [
    ...PROVINCES,
    ...PROVINCES.flatMap((province) => communesOf(province.id)),
    ...OLD_PROVINCES,
    ...OLD_PROVINCES.flatMap((province) => oldDistrictsOf(province.id)),
    ...OLD_PROVINCES.flatMap((province) => oldDistrictsOf(province.id).flatMap((d) => oldWardsOf(d.id))),
  ];
  const next = random(20250701);
  const pick = () => units[Math.floor(next() * units.length)];
  const list = [];
  const kinds = [
    [300, () => foldForSearch(pick().shortName).trim()], // "ben thanh"
    [200, () => pick().shortName], // "Bến Thành"
    [100, () => foldForSearch(pick().name).trim()], // "phuong ben thanh"
    [
      200,
      () =>
        foldForSearch(pick().shortName)
          .trim()
          .slice(0, 3 + Math.floor(next() * 4)),
    ], // "ben t"
    [
      100,
      () => {
        const folded = foldForSearch(pick().shortName).trim();
        const start = Math.floor(next() * Math.max(1, folded.length - 3));
        return folded.slice(start, start + 2 + Math.floor(next() * 3));
      },
    ],
    [50, () => 'abcdeghiklmnopqrstuvxy'[Math.floor(next() * 22)]],
    [50, () => Array.from({ length: 4 + Math.floor(next() * 6) }, () => 'qwzjf'[Math.floor(next() * 5)]).join('')],
  ];
  for (const [count, make] of kinds) for (let i = 0; i < count; i++) list.push(make());
  if (list.length !== QUERY_COUNT) throw new Error(`expected ${QUERY_COUNT} queries, made ${list.length}`);
  return list;
}

/** Searches per second: the whole list, again and again, for at least MIN_SECONDS. */
function measure(search, list) {
  for (const query of list) search(query, { limit: LIMIT }); // warm-up
  let rounds = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (const query of list) search(query, { limit: LIMIT });
    rounds++;
    elapsed = (performance.now() - start) / 1000;
  } while (elapsed < MIN_SECONDS);
  return (rounds * list.length) / elapsed;
}

const list = queries();
let started = performance.now();
searchPlaces('warm', { limit: LIMIT });
const indexMs = performance.now() - started;
started = performance.now();
linearSearchPlaces('warm', { limit: LIMIT });
const entriesMs = performance.now() - started;

const key = (found) => found.map((place) => `${place.level}:${place.id}:${place.match}`).join();
const differ = list.filter((query) => key(searchPlaces(query, { limit: LIMIT })) !== key(linearSearchPlaces(query)));
if (differ.length > 0) {
  console.error(`The indexed search and the plain scan disagree on ${differ.length} queries, e.g. "${differ[0]}"`);
  process.exit(1);
}
const found = list.filter((query) => searchPlaces(query, { limit: LIMIT }).length > 0).length;

const baseline = measure(linearSearchPlaces, list);
const indexed = measure(searchPlaces, list);
const rate = (value) => `${Math.round(value).toLocaleString('en')}/s`;
process.stdout.write(
  [
    `vn-places search, ${list.length} fixed queries (${found} find something), limit ${LIMIT}, same answers both ways`,
    `  first search (builds the index): ${indexMs.toFixed(0)} ms; plain scan's first search: ${entriesMs.toFixed(0)} ms`,
    `  plain scan of folded names (baseline): ${rate(baseline)}`,
    `  searchPlaces (indexed):                ${rate(indexed)}`,
    `  ratio: ${(indexed / baseline).toFixed(1)}× the baseline`,
    '',
  ].join('\n'),
);
