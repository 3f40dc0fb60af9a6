import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ENGINE_LANGUAGES, SERVER_ENGINES, type BenchmarkEngineInfo, type ServerEngine } from '@site/contracts';

/** Folder of the engine programs (packages/benchmark/programs) and of the shared task code. */
const benchmarkPackage = path.dirname(createRequire(import.meta.url).resolve('@site/benchmark/package.json'));
export const PROGRAMS_DIR = path.join(benchmarkPackage, 'programs');
export const TASKS_SOURCE = path.join(benchmarkPackage, 'src', 'tasks.ts');

/** A toolchain found on this machine: how to build (once) and how to run an engine's program. */
export interface Toolchain {
  /** As the tool reports itself, e.g. "Python 3.11.2". */
  version: string;
  /** Compiles `source` to `output` (compiled languages only). */
  build?: (source: string, output: string, workDir: string) => Command;
  /** The command that runs the program (or the built file) with a scale. */
  run: (program: string, scale: number) => Command;
}

export interface Command {
  file: string;
  args: string[];
  env?: Record<string, string>;
}

export interface EngineDefinition {
  engine: ServerEngine;
  /** Program files shown on the page's "view source"; the first is the one that is run or built. */
  sources: string[];
  /** Finds the toolchain, or explains why there is none. */
  detect: () => Promise<Toolchain | { missing: string }>;
}

/** Runs a short command and returns its trimmed output, or undefined when it cannot run. */
export function probe(file: string, args: string[], timeoutMs = 5000): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(file, args, { timeout: timeoutMs, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) return resolve(undefined);
      resolve(`${stdout}${stderr}`.trim());
    });
  });
}

/** A toolchain found by one probe: missing when the command does not run, otherwise what `found` makes of its output. */
function detectBy(file: string, args: string[], missing: string, found: (version: string) => Toolchain) {
  return async (): Promise<Toolchain | { missing: string }> => {
    const version = await probe(file, args);
    return version ? found(version) : { missing };
  };
}

const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? text;
const program = (name: string) => path.join(PROGRAMS_DIR, name);

export const ENGINES: Record<ServerEngine, EngineDefinition> = {
  nodejs: {
    engine: 'nodejs',
    sources: [program('benchmark.mjs'), TASKS_SOURCE],
    // The engine is the Node.js that runs the server; the tasks are the package's built code.
    detect: async () => ({
      version: `Node.js ${process.versions.node}`,
      run: (file, scale) => ({ file: process.execPath, args: [file, String(scale)] }),
    }),
  },
  python: {
    engine: 'python',
    sources: [program('benchmark.py')],
    detect: detectBy('python3', ['--version'], 'python3 is not installed', (version) => ({
      version,
      run: (file, scale) => ({ file: 'python3', args: [file, String(scale)] }),
    })),
  },
  cpp: {
    engine: 'cpp',
    sources: [program('benchmark.cpp')],
    detect: detectBy('g++', ['--version'], 'g++ is not installed', (version) => ({
      version: firstLine(version),
      build: (source, output) => ({ file: 'g++', args: ['-O2', '-std=c++17', '-o', output, source] }),
      run: (file, scale) => ({ file, args: [String(scale)] }),
    })),
  },
  php: {
    engine: 'php',
    sources: [program('benchmark.php')],
    detect: detectBy('php', ['-r', 'echo PHP_VERSION;'], 'php (php-cli) is not installed', (version) => ({
      version: `PHP ${version}`,
      run: (file, scale) => ({ file: 'php', args: ['-d', 'memory_limit=512M', file, String(scale)] }),
    })),
  },
  dotnet: {
    engine: 'dotnet',
    sources: [program('Benchmark.cs')],
    detect: async () => {
      // Mono's compiler and runtime (Debian's mono-devel); `dotnet` SDKs need a project file and are
      // not what Debian ships, so Mono is the one supported here (README of packages/benchmark).
      const mono = await probe('mono', ['--version']);
      const mcs = mono ? await probe('mcs', ['--version']) : undefined;
      if (!mono || !mcs) return { missing: 'Mono (mcs and mono, Debian package mono-devel) is not installed' };
      return {
        version: firstLine(mono).replace(/\s*\(.*$/, ''),
        build: (source, output) => ({ file: 'mcs', args: ['-optimize+', `-out:${output}`, source] }),
        run: (file, scale) => ({ file: 'mono', args: [file, String(scale)] }),
      };
    },
  },
  go: {
    engine: 'go',
    sources: [program('benchmark.go')],
    detect: detectBy('go', ['version'], 'go (golang-go) is not installed', (version) => ({
      version: version.replace(/^go version\s+/, '').replace(/\s+\S+\/\S+$/, ''),
      // The build cache lives with the engine cache, not in a home folder that may not be writable.
      build: (source, output, workDir) => ({
        file: 'go',
        args: ['build', '-o', output, source],
        env: { GOCACHE: path.join(workDir, 'go-build'), GOPATH: path.join(workDir, 'go'), GO111MODULE: 'off' },
      }),
      run: (file, scale) => ({ file, args: [String(scale)] }),
    })),
  },
};

let detected: Promise<Map<ServerEngine, Toolchain | { missing: string }>> | undefined;

/** Looks for every toolchain once per process (installing one needs a restart to be seen). */
export function toolchains(): Promise<Map<ServerEngine, Toolchain | { missing: string }>> {
  detected ??= Promise.all(
    SERVER_ENGINES.map(async (engine) => [engine, await ENGINES[engine].detect()] as const),
  ).then((entries) => new Map(entries));
  return detected;
}

/** What the page and the infrastructure page show about each engine. */
export async function engineInfo(): Promise<BenchmarkEngineInfo[]> {
  const found = await toolchains();
  return SERVER_ENGINES.map((engine) => {
    const toolchain = found.get(engine);
    const base = { engine, language: ENGINE_LANGUAGES[engine] };
    if (!toolchain || 'missing' in toolchain) return { ...base, available: false, detail: toolchain?.missing };
    return { ...base, available: true, version: toolchain.version };
  });
}
