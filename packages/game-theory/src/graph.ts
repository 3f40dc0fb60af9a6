/**
 * An undirected graph in compressed rows: node u's neighbours are targets[offsets[u] .. offsets[u + 1]), sorted.
 * Each undirected edge appears twice, once from each end; a position in `targets` is a directed "slot".
 */
export interface Graph {
  readonly size: number;
  readonly offsets: Int32Array;
  readonly targets: Int32Array;
}

/**
 * A graph from neighbour lists (node indices). Refuses a self-link, an index out of range, a repeated neighbour and
 * a one-sided link: the games need every link to be played from both ends.
 */
export function graphFromAdjacency(lists: readonly (readonly number[])[]): Graph {
  const size = lists.length;
  const offsets = new Int32Array(size + 1);
  for (let u = 0; u < size; u++) offsets[u + 1] = offsets[u]! + lists[u]!.length;
  const targets = new Int32Array(offsets[size]!);
  const sets = lists.map((list) => new Set(list));
  for (let u = 0; u < size; u++) {
    const sorted = [...lists[u]!].sort((a, b) => a - b);
    sorted.forEach((v, i) => {
      if (!Number.isInteger(v) || v < 0 || v >= size)
        throw new RangeError(`Node ${u} has a neighbour out of range: ${v}`);
      if (v === u) throw new RangeError(`Node ${u} is linked to itself`);
      if (i > 0 && sorted[i - 1] === v) throw new RangeError(`Node ${u} lists neighbour ${v} twice`);
      if (!sets[v]!.has(u)) throw new RangeError(`Node ${u} lists ${v}, which does not list it back`);
      targets[offsets[u]! + i] = v;
    });
  }
  return { size, offsets, targets };
}

/** A graph from a list of undirected edges (each pair once, in either order; repeats are merged). */
export function graphFromEdges(size: number, edges: readonly (readonly [number, number])[]): Graph {
  const lists = Array.from({ length: size }, () => new Set<number>());
  for (const [u, v] of edges) {
    if (u === v) throw new RangeError(`Node ${u} is linked to itself`);
    if (!lists[u] || !lists[v]) throw new RangeError(`Edge ${u}–${v} is out of range`);
    lists[u]!.add(v);
    lists[v]!.add(u);
  }
  return graphFromAdjacency(lists.map((set) => [...set]));
}

/** Node u's neighbours (a view into the graph: do not change it). */
export function neighboursOf(graph: Graph, u: number): Int32Array {
  return graph.targets.subarray(graph.offsets[u]!, graph.offsets[u + 1]!);
}

export function degreeOf(graph: Graph, u: number): number {
  return graph.offsets[u + 1]! - graph.offsets[u]!;
}

/** For each slot (u → v), the slot of the same link seen from v (v → u). */
export function reverseSlots(graph: Graph): Int32Array {
  const reverse = new Int32Array(graph.targets.length);
  for (let u = 0; u < graph.size; u++) {
    for (let k = graph.offsets[u]!; k < graph.offsets[u + 1]!; k++) {
      const v = graph.targets[k]!;
      let r = graph.offsets[v]!;
      while (graph.targets[r] !== u) r++;
      reverse[k] = r;
    }
  }
  return reverse;
}

/** Every undirected edge once, u < v, in the order of u then v. */
export function edgeList(graph: Graph): { readonly from: Int32Array; readonly to: Int32Array } {
  const from: number[] = [];
  const to: number[] = [];
  for (let u = 0; u < graph.size; u++) {
    for (let k = graph.offsets[u]!; k < graph.offsets[u + 1]!; k++) {
      const v = graph.targets[k]!;
      if (u < v) {
        from.push(u);
        to.push(v);
      }
    }
  }
  return { from: Int32Array.from(from), to: Int32Array.from(to) };
}

/** Connected components: a label per node (0, 1, … in order of their first node) and how many there are. */
export function components(graph: Graph): { readonly count: number; readonly labels: Int32Array } {
  const labels = new Int32Array(graph.size).fill(-1);
  let count = 0;
  const stack: number[] = [];
  for (let start = 0; start < graph.size; start++) {
    if (labels[start]! >= 0) continue;
    labels[start] = count;
    stack.push(start);
    while (stack.length > 0) {
      const u = stack.pop()!;
      for (let k = graph.offsets[u]!; k < graph.offsets[u + 1]!; k++) {
        const v = graph.targets[k]!;
        if (labels[v]! < 0) {
          labels[v] = count;
          stack.push(v);
        }
      }
    }
    count++;
  }
  return { count, labels };
}
