import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { formatOps, TASK_ORDER, type TaskName } from '@site/benchmark';
import {
  BENCHMARK_TASKS,
  ENGINE_LANGUAGES,
  type BenchmarkEngine,
  type BenchmarkResult,
  type BenchmarkSource,
  type BenchmarkTaskResult,
  type ServerEngine,
} from '@site/contracts';
import { Semaphore } from 'async-mutex';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { remember } from '../../lib/remember.js';
import { HttpError, tooManyRequests } from '../../plugins/errors.js';
import { ENGINES, PROGRAMS_DIR, TASKS_SOURCE, toolchains, type Command, type Toolchain } from './engines.js';

export interface BenchmarkLimits {
  /** A child process still running after this is killed (with its process group). */
  timeoutMs: number;
  /** Child processes running at once (1: engines never compete for the CPU). */
  concurrency: number;
  /** Runs that may wait for a turn; more get 429. */
  queue: number;
}

export const BENCHMARK_MESSAGES = {
  busy: 'The benchmark is busy with other runs. Please try again in a moment.',
  rateLimited: 'Too many benchmark runs from your address. Please wait a minute and try again.',
  timeout: (language: string, seconds: number) =>
    `The ${language} engine did not finish within ${seconds} s; try a smaller scale.`,
  failed: (language: string) => `The ${language} engine failed to run.`,
  buildFailed: (language: string) => `The ${language} program could not be built on this server.`,
  unavailable: (language: string, why: string) => `The ${language} engine is not available on this server: ${why}.`,
} as const;

/** Files behind each engine's "view source": its program, and for the JavaScript engines the shared tasks. */
const SOURCE_FILES: Record<BenchmarkEngine, readonly string[]> = {
  browser: [TASKS_SOURCE],
  nodejs: ENGINES.nodejs.sources,
  python: ENGINES.python.sources,
  cpp: ENGINES.cpp.sources,
  php: ENGINES.php.sources,
  dotnet: ENGINES.dotnet.sources,
  go: ENGINES.go.sources,
};

/** Longest a compile may take (the first Go build also fills its cache). */
const BUILD_TIMEOUT_MS = 180_000;
/** A program prints one short line; anything bigger is a fault, not a result. */
const MAX_OUTPUT_BYTES = 1024 * 1024;

/** What every program prints (packages/benchmark/README.md). */
const programOutputSchema = z.object({
  language: z.string().max(100),
  version: z.string().max(200),
  scale: z.number().int(),
  tasks: z
    .array(
      z.object({
        name: z.enum(BENCHMARK_TASKS),
        seconds: z.number().nonnegative().finite(),
        operations: z.number().int().nonnegative(),
        checksum: z.number().finite(),
      }),
    )
    .length(BENCHMARK_TASKS.length),
});
type ProgramOutput = z.infer<typeof programOutputSchema>;

interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  seconds: number;
}

/** Runs a command with a hard time limit; the whole process group dies at the limit. */
function runCommand(command: Command, timeoutMs: number, cwd: string): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command.file, command.args, {
      cwd,
      // A small, known environment: nothing of the server's secrets reaches a child.
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: cwd, LANG: 'C.UTF-8', ...command.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const kill = () => {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      kill();
    }, timeoutMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      if (stdout.length > MAX_OUTPUT_BYTES) kill();
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 64 * 1024) stderr += chunk;
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut, seconds: (performance.now() - started) / 1000 });
    });
  });
}

// The reference checksums are the JavaScript definitions run in a worker thread: at the largest scale they
// take about a second, which must not block the server's event loop.
const REFERENCE_WORKER = `
import { parentPort, workerData } from 'node:worker_threads';
const { referenceChecksum, TASK_ORDER } = await import(workerData.url);
parentPort.postMessage(TASK_ORDER.map((task) => referenceChecksum(task, workerData.scale)));
`;

function computeReference(scale: number): Promise<Record<TaskName, number>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(REFERENCE_WORKER)}`), {
      workerData: { url: import.meta.resolve('@site/benchmark'), scale },
    });
    worker.once('message', (values: number[]) => {
      resolve(Object.fromEntries(TASK_ORDER.map((task, i) => [task, values[i]])) as Record<TaskName, number>);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

/**
 * Runs the engines' programs: one queue for all of them (so that a result measures the language, not
 * its neighbours), a compile once per program version for C++, C# and Go, a hard time limit, and every
 * checksum compared with the reference.
 */
export class BenchmarkService {
  private readonly slots: Semaphore;
  private inFlight = 0;
  private readonly programs = new Map<ServerEngine, Promise<string>>();
  private cacheReady: Promise<unknown> | undefined;
  private readonly warm = new Set<ServerEngine>();
  private readonly references = new Map<number, Promise<Record<TaskName, number>>>();
  private readonly sources = new Map<BenchmarkEngine, Promise<BenchmarkSource>>();

  constructor(
    private readonly cacheDir: string,
    private readonly limits: BenchmarkLimits,
    private readonly log: FastifyBaseLogger,
    /** Finds the toolchains (replaced in tests by fakes: a missing one, a slow one, a wrong one). */
    private readonly find: typeof toolchains = toolchains,
  ) {
    this.slots = new Semaphore(limits.concurrency);
  }

  /** The reference checksums at a scale (at most 64 scales remembered). */
  reference(scale: number): Promise<Record<TaskName, number>> {
    return remember(this.references, scale, () => computeReference(scale), 64);
  }

  /** An engine's "view source": its files, read once (a failed read is tried again next time). */
  source(engine: BenchmarkEngine): Promise<BenchmarkSource> {
    return remember(this.sources, engine, async () => ({
      engine,
      language: ENGINE_LANGUAGES[engine],
      files: await readSources(SOURCE_FILES[engine]),
    }));
  }

  async run(engine: ServerEngine, scale: number): Promise<BenchmarkResult> {
    const language = ENGINE_LANGUAGES[engine];
    const toolchain = (await this.find()).get(engine);
    if (!toolchain || 'missing' in toolchain) {
      throw new HttpError(503, BENCHMARK_MESSAGES.unavailable(language, toolchain?.missing ?? 'unknown engine'));
    }
    // Running plus waiting: past the slots and the queue, a run is refused at once instead of piling up.
    // The retry hint is one program's time limit: by then at least one slot has come free.
    if (this.inFlight >= this.limits.concurrency + this.limits.queue) {
      throw tooManyRequests(BENCHMARK_MESSAGES.busy, this.limits.timeoutMs / 1000);
    }
    this.inFlight++;
    let run: readonly [ProgramOutput, number, boolean, Record<TaskName, number>];
    try {
      run = await this.slots.runExclusive(async () => {
        // Worked out in the run's turn, never while another engine's program is being timed.
        const reference = await this.reference(scale);
        const wasCold = !this.warm.has(engine);
        const program = await this.program(engine, toolchain);
        const { parsed, seconds } = await this.execute(engine, toolchain.run(program, scale));
        this.warm.add(engine);
        return [parsed, seconds, wasCold, reference] as const;
      });
    } finally {
      this.inFlight--;
    }
    const [output, processSeconds, cold, reference] = run;
    return this.result(engine, scale, output, reference, processSeconds, cold, toolchain.version);
  }

  /**
   * The file to run: the program itself, or its build (made once per program version and toolchain). Worked out
   * once per engine and process: a run then costs no file reads or hashing before its program starts.
   */
  private program(engine: ServerEngine, toolchain: Toolchain): Promise<string> {
    return remember(this.programs, engine, () => this.locate(engine, toolchain));
  }

  private async locate(engine: ServerEngine, toolchain: Toolchain): Promise<string> {
    const source = ENGINES[engine].sources[0] as string;
    const { build } = toolchain;
    if (!build) return source;
    const code = await fs.readFile(source);
    const hash = crypto.createHash('sha256').update(code).update(toolchain.version).digest('hex').slice(0, 16);
    const output = path.join(this.cacheDir, `${engine}-${hash}${engine === 'dotnet' ? '.exe' : ''}`);
    return this.compile(engine, build, source, output);
  }

  private async compile(
    engine: ServerEngine,
    build: NonNullable<Toolchain['build']>,
    source: string,
    output: string,
  ): Promise<string> {
    const exists = await fs.stat(output).then(
      () => true,
      () => false,
    );
    if (exists) return output;
    await fs.mkdir(this.cacheDir, { recursive: true });
    // Built under a temporary name and renamed: two servers sharing the folder never run half a file.
    const temp = `${output}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp${engine === 'dotnet' ? '.exe' : ''}`;
    const result = await runCommand(build(source, temp, this.cacheDir), BUILD_TIMEOUT_MS, this.cacheDir);
    if (result.code !== 0) {
      await fs.rm(temp, { force: true });
      this.log.error(
        { engine, stderr: result.stderr.slice(-4000), timedOut: result.timedOut },
        'benchmark build failed',
      );
      throw new HttpError(500, BENCHMARK_MESSAGES.buildFailed(ENGINE_LANGUAGES[engine]));
    }
    await fs.rename(temp, output);
    this.log.info({ engine, output, seconds: result.seconds }, 'benchmark program built');
    return output;
  }

  private async execute(engine: ServerEngine, command: Command): Promise<{ parsed: ProgramOutput; seconds: number }> {
    const language = ENGINE_LANGUAGES[engine];
    this.cacheReady ??= fs.mkdir(this.cacheDir, { recursive: true });
    await this.cacheReady;
    const result = await runCommand(command, this.limits.timeoutMs, this.cacheDir);
    if (result.timedOut) {
      throw new HttpError(504, BENCHMARK_MESSAGES.timeout(language, Math.round(this.limits.timeoutMs / 1000)));
    }
    const line = result.stdout.trim().split('\n').pop() ?? '';
    let parsed: ProgramOutput | undefined;
    if (result.code === 0) {
      try {
        parsed = programOutputSchema.parse(JSON.parse(line));
      } catch {
        parsed = undefined;
      }
    }
    if (!parsed) {
      this.log.error(
        { engine, code: result.code, stderr: result.stderr.slice(-4000), stdout: line.slice(0, 500) },
        'benchmark engine failed',
      );
      throw new HttpError(500, BENCHMARK_MESSAGES.failed(language));
    }
    return { parsed, seconds: result.seconds };
  }

  private result(
    engine: ServerEngine,
    scale: number,
    output: ProgramOutput,
    reference: Record<TaskName, number>,
    processSeconds: number,
    cold: boolean,
    toolchainVersion: string,
  ): BenchmarkResult {
    const tasks: BenchmarkTaskResult[] = TASK_ORDER.map((name, i) => {
      const task = output.tasks[i];
      const expected = reference[name];
      if (!task || task.name !== name) {
        return { name, seconds: 0, operations: 0, checksum: Number.NaN, expected, ok: false };
      }
      return { ...task, expected, ok: task.checksum === expected };
    });
    const wrong = tasks.filter((t) => !t.ok).map((t) => t.name);
    const totalTimeSeconds = tasks.reduce((sum, t) => sum + t.seconds, 0);
    const totalOperations = tasks.reduce((sum, t) => sum + t.operations, 0);
    const operationsPerSecond = totalTimeSeconds > 0 ? totalOperations / totalTimeSeconds : 0;
    return {
      engine,
      language: ENGINE_LANGUAGES[engine],
      version: output.version || toolchainVersion,
      scale,
      totalTimeSeconds,
      totalOperations,
      operationsPerSecond,
      opsFormatted: formatOps(operationsPerSecond),
      tasks: tasks.map((t) => ({ ...t, checksum: Number.isFinite(t.checksum) ? t.checksum : -1 })),
      cold,
      processSeconds,
      ...(wrong.length > 0 || output.scale !== scale
        ? { error: `Checksum mismatch in ${wrong.join(', ') || 'scale'}: the result does not count.` }
        : {}),
    };
  }
}

/** The files behind "view source", read once. */
export async function readSources(files: readonly string[]): Promise<{ filename: string; code: string }[]> {
  return Promise.all(
    files.map(async (file) => ({
      filename: path.relative(path.dirname(PROGRAMS_DIR), file),
      code: await fs.readFile(file, 'utf8'),
    })),
  );
}
