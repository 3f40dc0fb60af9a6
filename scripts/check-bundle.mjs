#!/usr/bin/env node
// Bundle budgets (ARCHITECTURE.md, docs/decisions/0004): the JavaScript a first visit to a public page
// must load, gzipped. Counted from Vite's manifest: the entry, every chunk it imports statically, and
// the page's lazily loaded chunk with its own static imports. Chunks a page loads only on demand (the
// toast library, the mobile menu panel, the language tour, the media viewer, mermaid) are not counted.
// No page's first load may contain VexFlow or its fonts (components/notation loads them when a score is drawn).
// No page's first load may contain zod: pages take plain values from the contracts' *.values.ts and load
// a form's schema on first use (docs/decisions/0013).
// The home page's budget is the architecture's 100 KiB; every other public page states its own below,
// set a little above what it needs today so that growth is a decision, not an accident. A page added
// to the route table gets a line here.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The reunion pages' frame (header, dialogs' openers, the installable app): loaded with the page, before it shows. */
const REUNION_FRAME = 'src/app/layouts/reunion-frame.tsx';

/** Public pages: the page's module (as the manifest names it) and its first-visit budget in KiB gzipped. */
const PAGES = [
  { page: '/', module: 'src/features/home/home-page.tsx', budget: 100 },
  { page: '/media-gallery', module: 'src/features/media-gallery/media-gallery-page.tsx', budget: 145 },
  { page: '/language-test', module: 'src/features/language-test/language-test-page.tsx', budget: 137 },
  { page: '/race-condition-presentation', module: 'src/features/race-demo/race-demo-page.tsx', budget: 137 },
  {
    page: '/site-infrastructure',
    module: 'src/features/site-infrastructure/site-infrastructure-page.tsx',
    budget: 137,
  },
  // The reunion pages: the map (Leaflet, the base map) loads when it comes near. The landing's first load
  // carries its hero, its written sections and the reunion frame (header, dialogs' openers, counted since the
  // story, search and shop pages share it); the sliders' carousel (Embla) loads with their data, near the bottom
  // of the screen (130.5 KiB since, from 139.0).
  { page: '/reunion', module: 'src/features/reunion/reunion-page.tsx', frame: REUNION_FRAME, budget: 134 },
  // The volunteer network's public pages, in the reunion frame: text, figures and the open tasks.
  {
    page: '/volunteer',
    module: 'src/features/volunteer-account/volunteer-page.tsx',
    frame: REUNION_FRAME,
    budget: 125,
  },
  { page: '/volunteer/tasks', module: 'src/features/volunteer/tasks-page.tsx', frame: REUNION_FRAME, budget: 125 },
  {
    page: '/reunion/cases/:caseNumber',
    module: 'src/features/reunion/case-page.tsx',
    frame: REUNION_FRAME,
    budget: 125,
  },
  // The story lists and a story: text and a few pictures in the reunion frame; nothing heavy.
  { page: '/stories', module: 'src/features/reunion-stories/stories-page.tsx', frame: REUNION_FRAME, budget: 120 },
  { page: '/stories/:slug', module: 'src/features/reunion-stories/story-page.tsx', frame: REUNION_FRAME, budget: 120 },
  { page: '/search', module: 'src/features/reunion/search-page.tsx', frame: REUNION_FRAME, budget: 120 },
  // The shop: the product list; the card maker and its PDF writer load when the family starts a card.
  { page: '/shop', module: 'src/features/reunion-shop/shop-page.tsx', frame: REUNION_FRAME, budget: 120 },
  // The app page: its QR code (uqr) is drawn after hydration; the dialogs load on use.
  { page: '/reunion/app', module: 'src/features/reunion-share/app-page.tsx', frame: REUNION_FRAME, budget: 125 },
  // Note Dance's song choice: the list, its filters and the player's bests; the play view (canvas, synth, judge,
  // MIDI, microphone, notation) loads when a song is chosen.
  { page: '/note-dance', module: 'src/features/note-dance/note-dance-page.tsx', budget: 118 },
  // The notation pages: text and the notation component's layout; VexFlow, its font and the ABC reader (abcjs)
  // load after the page shows, never in its first load.
  { page: '/vexflow-test', module: 'src/features/notation-pages/vexflow-test-page.tsx', budget: 106 },
  { page: '/vexflow-simple', module: 'src/features/notation-pages/vexflow-simple-page.tsx', budget: 104 },
  { page: '/handwritten-demo', module: 'src/features/notation-pages/handwritten-demo-page.tsx', budget: 105 },
  // The game theory of nations: the landing is text, the payoff table, the hand-played duel and the strategies (the
  // engine's duel and strategy list, not its nations data); the play page adds the game's panels and the engine with
  // the nations' graph, while the map's shapes and the simulation's worker load after it shows.
  { page: '/game-theory-nations', module: 'src/features/game-theory/landing-page.tsx', budget: 106 },
  { page: '/game-theory-nations/play', module: 'src/features/game-theory/play-page.tsx', budget: 124 },
  // Chic Sudoku: the shell, the grid, the pad and the game's state; the engine runs in a worker loaded with the first
  // puzzle, hint or import, never in the page's first load.
  { page: '/chic-sudoku', module: 'src/features/sudoku/sudoku-page.tsx', budget: 110 },
  { page: 'pages not built yet', module: 'src/app/pages/feature-intro-page.tsx', budget: 100 },
];

/** @site/vn-places' data (large): only the admin case form's lazily loaded page imports it, never a public page. */
const PLACE_DATA = /\d\|[CP]\|[^|'"]{1,60}\|[\d,]+;\d+\|[WVS]\|/;
const dist = path.resolve(process.env.WEB_DIST ?? 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('The manifest has no entry.');
  process.exit(1);
}

/** A chunk and everything it imports statically, as manifest keys. */
function staticGraph(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticGraph(imported, seen);
  return seen;
}

const sizes = new Map();
/** Gzip -9 and brotli sizes of a built file, each computed once. */
function sizeOf(file) {
  if (!sizes.has(file)) {
    const bytes = fs.readFileSync(path.join(dist, file));
    sizes.set(file, {
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes).length,
    });
  }
  return sizes.get(file);
}
const kib = (bytes) => (bytes / 1024).toFixed(1);

let failed = false;
const counted = new Set();
for (const { page, module, frame, budget } of PAGES) {
  if (!manifest[module]) {
    console.error(`${page}: the manifest has no chunk for ${module}.`);
    failed = true;
    continue;
  }
  const initial = new Set([...staticGraph(entryKey), ...staticGraph(module), ...(frame ? staticGraph(frame) : [])]);
  let gzip = 0;
  let brotli = 0;
  const lines = [];
  const withZod = [];
  const withPlaces = [];
  const withVexflow = [];
  for (const key of initial) {
    const file = manifest[key].file;
    const size = sizeOf(file);
    gzip += size.gzip;
    brotli += size.brotli;
    counted.add(key);
    // zod's core names its classes with these strings; they survive minification.
    if (fs.readFileSync(path.join(dist, file), 'utf8').includes('$ZodType')) withZod.push(file);
    // The administrative units' compact data ("11|C|Hà Nội|11;15883|V|An Khánh;…"), however the minifier escapes it.
    if (PLACE_DATA.test(fs.readFileSync(path.join(dist, file), 'utf8'))) withPlaces.push(file);
    // VexFlow names its build in its code ('vexflow-core'); its fonts are woff2 data: URLs.
    const text = fs.readFileSync(path.join(dist, file), 'utf8');
    if (/[`'"]vexflow-core[`'"]/.test(text) || text.includes('data:font/woff2')) withVexflow.push(file);
    lines.push(`  ${kib(size.gzip).padStart(6)} KiB ${kib(size.brotli).padStart(6)} KiB  ${file}`);
  }
  const over = gzip > budget * 1024;
  console.log(
    `${page}: ${kib(gzip)} KiB gzipped (${kib(brotli)} KiB brotli), budget ${budget} KiB${over ? ' — OVER' : ''}`,
  );
  // The home page's files in full (the tightest budget); for the others the total says enough.
  if (page === '/' || over) for (const line of lines) console.log(line);
  if (over) {
    console.error(`${page} is over its budget by ${kib(gzip - budget * 1024)} KiB.`);
    failed = true;
  }
  if (withPlaces.length > 0) {
    console.error(`${page} loads the place data at start (${withPlaces.join(', ')}): only the admin case form may.`);
    failed = true;
  }
  if (withVexflow.length > 0) {
    console.error(`${page} loads VexFlow at start (${withVexflow.join(', ')}): it loads with the score it draws.`);
    failed = true;
  }
  if (withZod.length > 0) {
    console.error(`${page} loads zod at start (${withZod.join(', ')}): import values, not schemas.`);
    failed = true;
  }
}
// The site's own on-demand modules (a library's internal chunks, such as mermaid's diagram types, are left out).
const onDemand = Object.keys(manifest).filter(
  (key) => manifest[key].isDynamicEntry && !counted.has(key) && key.startsWith('src/'),
);
console.log(`Loaded on demand, not counted: ${onDemand.map((k) => path.basename(k)).join(', ')}`);
process.exit(failed ? 1 : 0);
