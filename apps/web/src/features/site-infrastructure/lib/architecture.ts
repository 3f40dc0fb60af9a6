import type { Infrastructure } from '@site/contracts';

export type Stack = Infrastructure['stack'];
/** What the running server reports: its drivers and the health of each part (GET /api/infrastructure). */
export type Live = Pick<Infrastructure, 'stack' | 'services'>;
type Translate = (key: string, values?: Record<string, string>) => string;

type StoreKind = keyof Stack;

interface Store<K extends StoreKind> {
  kind: K;
  options: readonly Stack[K][];
}

/**
 * The three places state lives, each with the drivers the same code can run on (ARCHITECTURE.md): the
 * first option is the embedded default, the others are chosen by configuration.
 */
export const STORES: readonly [Store<'database'>, Store<'storage'>, Store<'cache'>] = [
  { kind: 'database', options: ['sqlite', 'postgres', 'mysql'] },
  { kind: 'storage', options: ['local', 's3'] },
  { kind: 'cache', options: ['memory', 'redis'] },
];

/** The benchmark's server engines (apps/server/src/modules/benchmark), each a child process. */
export const ENGINES = [
  { id: 'nodejs', name: 'Node.js' },
  { id: 'python', name: 'Python 3' },
  { id: 'cpp', name: 'C++ (g++ -O2)' },
  { id: 'php', name: 'PHP' },
  { id: 'dotnet', name: 'C# (.NET / Mono)' },
  { id: 'go', name: 'Go' },
] as const;

/** The server's parts that answer or run work, in the order the diagram shows them. */
const SERVER_PARTS = ['api', 'perf', 'metrics', 'static', 'worker'] as const;

/** Text inside a quoted mermaid label: quotes and angle brackets as mermaid's entity codes, one line. */
export function mermaidText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().replace(/"/g, '#quot;').replace(/</g, '#lt;').replace(/>/g, '#gt;');
}

function node(id: string, title: string, detail?: string): string {
  const text = detail ? `<b>${mermaidText(title)}</b><br/>${mermaidText(detail)}` : mermaidText(title);
  return `${id}["${text}"]`;
}

function optionId(kind: StoreKind, option: string): string {
  return `${kind}_${option}`;
}

/** Whether the server's check of an engine's toolchain passed (its service id is `engine-<id>`). */
export function engineAvailable(live: Live, engineId: string): boolean {
  return live.services.some((service) => service.id === `engine-${engineId}` && service.status === 'ok');
}

/**
 * The mermaid flowchart of this site's architecture, labelled in the interface language. What the
 * running server uses (its `stack`, and the engines whose toolchain is installed) is drawn as active,
 * the alternatives dashed; while the server's answer is unknown every box is drawn plain.
 */
export function architectureSource(t: Translate, live: Live | null): string {
  const active: string[] = [];
  const idle: string[] = [];
  const lines: string[] = ['flowchart TB'];
  lines.push(`  accTitle: ${mermaidText(t('diagram.label'))}`);
  lines.push(`  accDescr: ${mermaidText(t('diagram.description'))}`);
  lines.push(`  ${node('browser', t('diagram.nodes.browser'), t('diagram.nodes.browserDetail'))}`);
  lines.push(`  subgraph server["${mermaidText(t('diagram.nodes.server'))}"]`);
  for (const part of SERVER_PARTS) {
    lines.push(`    ${node(part, t(`diagram.nodes.${part}`), t(`diagram.nodes.${part}Detail`))}`);
  }
  lines.push('  end');
  lines.push(`  subgraph engines["${mermaidText(t('diagram.nodes.engines'))}"]`);
  for (const engine of ENGINES) {
    lines.push(`    ${node(`engine_${engine.id}`, engine.name)}`);
    if (live) (engineAvailable(live, engine.id) ? active : idle).push(`engine_${engine.id}`);
  }
  // Invisible links stack the engines in two rows of three, so the diagram stays narrow.
  for (let i = 0; i < 3; i++) lines.push(`    engine_${ENGINES[i]!.id} ~~~ engine_${ENGINES[i + 3]!.id}`);
  lines.push('  end');

  for (const store of STORES) {
    lines.push(`  subgraph ${store.kind}["${mermaidText(t(`diagram.nodes.${store.kind}`))}"]`);
    const ids = store.options.map((option) => optionId(store.kind, option));
    store.options.forEach((option, i) => {
      lines.push(`    ${node(ids[i]!, t(`diagram.options.${option}`))}`);
      if (live) (live.stack[store.kind] === option ? active : idle).push(ids[i]!);
    });
    // One option under the other: the three stores stay side by side on a phone.
    lines.push(`    ${ids.join(' ~~~ ')}`);
    lines.push('  end');
  }

  lines.push(`  browser -->|"${mermaidText(t('diagram.edges.http'))}"| server`);
  lines.push(`  perf -->|"${mermaidText(t('diagram.edges.spawns'))}"| engines`);
  lines.push(`  api -->|"${mermaidText(t('diagram.edges.sql'))}"| database`);
  lines.push(`  worker -->|"${mermaidText(t('diagram.edges.queue'))}"| database`);
  lines.push(`  api -->|"${mermaidText(t('diagram.edges.files'))}"| storage`);
  lines.push(`  api -->|"${mermaidText(t('diagram.edges.limits'))}"| cache`);

  lines.push('  classDef active fill:#fbf1cc,stroke:#b8860b,stroke-width:3px,color:#14161c,font-weight:bold');
  lines.push('  classDef idle fill:#ffffff,stroke:#8a91a3,stroke-width:1px,stroke-dasharray:5 4,color:#4a5163');
  if (active.length > 0) lines.push(`  class ${active.join(',')} active`);
  if (idle.length > 0) lines.push(`  class ${idle.join(',')} idle`);
  return lines.join('\n');
}

/** The diagram as sentences, for the text alternative: one per box, naming what this server uses. */
export function architectureOutline(t: Translate, live: Live | null, locale: string): string[] {
  const all = new Intl.ListFormat(locale, { type: 'conjunction' });
  const either = new Intl.ListFormat(locale, { type: 'disjunction' });
  let engines = t('diagram.text.engines', { engines: all.format(ENGINES.map((engine) => engine.name)) });
  if (live) {
    const here = ENGINES.filter((engine) => engineAvailable(live, engine.id)).map((engine) => engine.name);
    engines += ` ${here.length > 0 ? t('diagram.text.enginesHere', { engines: all.format(here) }) : t('diagram.text.noEngines')}`;
  }
  const sentences = [t('diagram.text.browser'), t('diagram.text.server'), engines];
  for (const store of STORES) {
    const options = either.format(store.options.map((option) => t(`diagram.options.${option}`)));
    const inUse = live ? ` ${t('diagram.text.inUse', { name: t(`diagram.options.${live.stack[store.kind]}`) })}` : '';
    sentences.push(`${t(`diagram.text.${store.kind}`, { options })}${inUse}`);
  }
  return sentences;
}
