import { describe, expect, it } from 'vitest';
import texts from '../../../locales/en/infrastructure.json';
import { architectureOutline, architectureSource, mermaidText, type Live } from './architecture';

type Tree = { [key: string]: string | Tree };

/** The English texts with {{value}} interpolation, as i18next renders them. */
function t(key: string, values: Record<string, string> = {}): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>(
      (node, part) => (node && typeof node === 'object' ? node[part] : undefined),
      texts,
    );
  if (typeof found !== 'string') throw new Error(`missing text ${key}`);
  return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}

const engine = (id: string, status: 'ok' | 'error' | 'unavailable') => ({ id: `engine-${id}`, name: id, status });
const SQLITE_LOCAL: Live = {
  stack: { database: 'sqlite', storage: 'local', cache: 'memory' },
  services: [
    { id: 'database', name: 'Database', status: 'ok' },
    ...['nodejs', 'python', 'cpp', 'php', 'go'].map((id) => engine(id, 'ok')),
    engine('dotnet', 'unavailable'),
  ],
};

describe('mermaidText', () => {
  it('keeps labels on one line and turns quotes and tags into mermaid entities', () => {
    expect(mermaidText('  say "hi"\n<b>now</b> ')).toBe('say #quot;hi#quot; #lt;b#gt;now#lt;/b#gt;');
  });
});

describe('architectureSource', () => {
  it('draws the real parts of this project', () => {
    const source = architectureSource(t, SQLITE_LOCAL);
    expect(source.startsWith('flowchart TB\n')).toBe(true);
    for (const part of ['browser[', 'subgraph server[', 'api[', 'perf[', 'metrics[', 'static[', 'worker[']) {
      expect(source).toContain(part);
    }
    for (const engine of ['Node.js', 'Python 3', 'C++ (g++ -O2)', 'PHP', 'C# (.NET / Mono)', 'Go']) {
      expect(source).toContain(`"${engine}"`);
    }
    expect(source).toContain('database_postgres["PostgreSQL"]');
    expect(source).toContain('storage_s3["S3-compatible bucket"]');
    expect(source).toContain('cache_redis["Redis"]');
    // What is not built is not drawn.
    expect(source).not.toMatch(/\/ai|Laravel|Vue|MySQL 8/);
  });

  it('highlights what this server runs and dashes the alternatives', () => {
    const source = architectureSource(t, SQLITE_LOCAL);
    expect(source).toContain(
      'class engine_nodejs,engine_python,engine_cpp,engine_php,engine_go,database_sqlite,storage_local,cache_memory active',
    );
    expect(source).toContain('class engine_dotnet,database_postgres,database_mysql,storage_s3,cache_redis idle');

    const scaled = architectureSource(t, {
      stack: { database: 'postgres', storage: 's3', cache: 'redis' },
      services: [engine('go', 'error')],
    });
    expect(scaled).toContain('class database_postgres,storage_s3,cache_redis active');
    expect(scaled).toMatch(/class engine_nodejs,.*engine_go,database_sqlite,.* idle/);
  });

  it('draws every option plain while the stack is unknown', () => {
    const source = architectureSource(t, null);
    expect(source).not.toMatch(/^ {2}class /m);
    expect(source).toContain('database_sqlite["SQLite file"]');
  });

  it('labels the parts in the interface language, safely quoted', () => {
    const quoted = (key: string) => (key === 'diagram.nodes.browser' ? 'Le "navigateur"' : t(key));
    expect(architectureSource(quoted, null)).toContain('browser["<b>Le #quot;navigateur#quot;</b><br/>');
  });
});

describe('architectureOutline', () => {
  it('describes each box and names what this server uses', () => {
    const outline = architectureOutline(t, SQLITE_LOCAL, 'en-US');
    expect(outline).toHaveLength(6);
    expect(outline[2]).toContain('Node.js, Python 3, C++ (g++ -O2), PHP, C# (.NET / Mono), and Go.');
    expect(outline[2]).toContain('Installed on this server: Node.js, Python 3, C++ (g++ -O2), PHP, and Go.');
    expect(outline[3]).toBe(
      'Data is kept in an SQL database: SQLite file, PostgreSQL, or MySQL. This server uses: SQLite file.',
    );
    expect(outline[4]).toContain('This server uses: Local folder.');
    expect(outline[5]).toContain('This server uses: In memory.');
  });

  it('leaves out the choice while the stack is unknown', () => {
    const outline = architectureOutline(t, null, 'en-US').join(' ');
    expect(outline).not.toContain('This server uses');
    expect(outline).not.toContain('Installed on this server');
  });
});
