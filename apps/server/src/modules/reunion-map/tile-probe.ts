/**
 * Whether a tile server answers: one tile over Vietnam (zoom 5) must come back as an image within
 * `timeoutMs`. The answer is kept for a while (longer when it was yes), so that pages ask at most once
 * every few minutes and a server that went away stops being offered to visitors.
 */
export interface TileProbeOptions {
  timeoutMs?: number;
  /** How long an answer holds: reachable, unreachable. */
  keepMs?: { up: number; down: number };
  now?: () => number;
  fetchImpl?: typeof fetch;
}

/** The tile of zoom 5 that holds central Vietnam (x 25, y 14): any tile server that serves Vietnam has it. */
export function probeTileUrl(template: string): string {
  return template.replace('{s}', 'a').replace('{z}', '5').replace('{x}', '25').replace('{y}', '14').replace('{r}', '');
}

export function tileProbe(template: string, options: TileProbeOptions = {}): () => Promise<boolean> {
  const { timeoutMs = 2000, keepMs = { up: 10 * 60_000, down: 2 * 60_000 }, now = Date.now } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  let known: { up: boolean; until: number } | null = null;
  let pending: Promise<boolean> | null = null;

  async function ask(): Promise<boolean> {
    try {
      const response = await fetchImpl(probeTileUrl(template), {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { 'user-agent': 'portfolio-site reunion map (tile reachability check)' },
      });
      await response.body?.cancel();
      return response.ok && (response.headers.get('content-type') ?? '').startsWith('image/');
    } catch {
      return false; // refused, unknown host, timed out: not reachable
    }
  }

  return async () => {
    if (known && now() < known.until) return known.up;
    // One check at a time: pages asking while it runs share its answer.
    pending ??= ask().then((up) => {
      known = { up, until: now() + (up ? keepMs.up : keepMs.down) };
      pending = null;
      return up;
    });
    return pending;
  };
}
