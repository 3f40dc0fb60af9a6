"""Python engine of the language benchmark: the five tasks of ../README.md, standard library only.

Usage: python3 benchmark.py <scale>
Prints one line of JSON: {"language", "version", "scale", "tasks": [{"name", "seconds", "operations", "checksum"}, ...]}.
"""

import json
import platform
import sys
import time


def primes(n):
    """Sum of the primes from 2 to n, each found by trial division by 2 and the odd numbers up to its root."""
    total = 0
    for i in range(2, n + 1):
        prime = i == 2 or i % 2 != 0
        d = 3
        while prime and d * d <= i:
            if i % d == 0:
                prime = False
            d += 2
        if prime:
            total += i
    return total


def arrays(n):
    """n integers (i * 7919) mod 10007, sorted ascending, then the sum of a[i] * (i mod 7)."""
    values = [(i * 7919) % 10007 for i in range(n)]
    values.sort()
    return sum(value * (i % 7) for i, value in enumerate(values))


def strings(n):
    """The decimals of 0 .. n-1, each followed by a comma, joined into one string: its length + the count of '7's."""
    parts = []
    for i in range(n):
        parts.append(f"{i},")
    text = "".join(parts)
    return len(text) + text.count("7")


def json_records(n):
    """n records serialised to compact JSON and parsed back: value + number of tags + text length."""
    total = 0
    for i in range(n):
        text = json.dumps({"id": i, "name": f"item{i}", "tags": ["a", "b"], "value": i * 3}, separators=(",", ":"))
        record = json.loads(text)
        total += record["value"] + len(record["tags"]) + len(text)
    return total


def hashmap(n):
    """map["k<i mod 1000>"] += i, then look up "k<i mod 1500>": entries + sum of values + hits."""
    counts = {}
    for i in range(n):
        key = f"k{i % 1000}"
        counts[key] = counts.get(key, 0) + i
    hits = 0
    for i in range(n):
        if f"k{i % 1500}" in counts:
            hits += 1
    return len(counts) + sum(counts.values()) + hits


# Task name, function and size per unit of scale, in the order of the contract.
TASKS = [
    ("primes", primes, 10),
    ("arrays", arrays, 5),
    ("strings", strings, 2),
    ("json", json_records, 1),
    ("hashmap", hashmap, 1),
]


def run(scale):
    """An untimed warm-up round at a tenth of the scale, then each task timed on its own."""
    warm = max(100, scale // 10)
    for _, task, size in TASKS:
        task(warm * size)
    results = []
    for name, task, size in TASKS:
        n = scale * size
        started = time.perf_counter()
        checksum = task(n)
        seconds = time.perf_counter() - started
        results.append({"name": name, "seconds": seconds, "operations": n, "checksum": checksum})
    return results


def main():
    argument = sys.argv[1] if len(sys.argv) == 2 else ""
    if not (argument.isascii() and argument.isdigit() and int(argument) >= 1):
        print("usage: python3 benchmark.py <scale>", file=sys.stderr)
        sys.exit(2)
    scale = int(argument)
    result = {
        "language": "Python",
        "version": f"Python {platform.python_version()}",
        "scale": scale,
        "tasks": run(scale),
    }
    print(json.dumps(result, separators=(",", ":")))


if __name__ == "__main__":
    main()
