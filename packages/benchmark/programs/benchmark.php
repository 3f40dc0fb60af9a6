<?php
// PHP engine of the language benchmark: the five tasks of ../README.md, standard library only.
// Usage: php benchmark.php <scale>
// Prints one line of JSON: {"language", "version", "scale", "tasks": [{"name", "seconds", "operations", "checksum"}, ...]}.
// PHP integers are 64-bit, so every checksum stays an integer.

declare(strict_types=1);

/** Sum of the primes from 2 to n, each found by trial division by 2 and the odd numbers up to its root. */
function primes(int $n): int
{
    $sum = 0;
    for ($i = 2; $i <= $n; $i++) {
        $prime = $i === 2 || $i % 2 !== 0;
        for ($d = 3; $prime && $d * $d <= $i; $d += 2) {
            if ($i % $d === 0) {
                $prime = false;
            }
        }
        if ($prime) {
            $sum += $i;
        }
    }
    return $sum;
}

/** n integers (i * 7919) mod 10007, sorted ascending, then the sum of a[i] * (i mod 7). */
function arrays(int $n): int
{
    $values = [];
    for ($i = 0; $i < $n; $i++) {
        $values[] = ($i * 7919) % 10007;
    }
    sort($values);
    $sum = 0;
    foreach ($values as $i => $value) {
        $sum += $value * ($i % 7);
    }
    return $sum;
}

/** The decimals of 0 .. n-1, each followed by a comma, appended to one string: its length + the count of '7's. */
function strings(int $n): int
{
    $text = '';
    for ($i = 0; $i < $n; $i++) {
        $text .= $i . ',';
    }
    return strlen($text) + substr_count($text, '7');
}

/** n records serialised to compact JSON and parsed back: value + number of tags + text length. */
function json(int $n): int
{
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $text = json_encode(['id' => $i, 'name' => "item$i", 'tags' => ['a', 'b'], 'value' => $i * 3], JSON_THROW_ON_ERROR);
        $record = json_decode($text, true, 512, JSON_THROW_ON_ERROR);
        $sum += $record['value'] + count($record['tags']) + strlen($text);
    }
    return $sum;
}

/** map["k<i mod 1000>"] += i, then look up "k<i mod 1500>": entries + sum of values + hits. */
function hashmap(int $n): int
{
    $map = [];
    for ($i = 0; $i < $n; $i++) {
        $key = 'k' . ($i % 1000);
        $map[$key] = ($map[$key] ?? 0) + $i;
    }
    $hits = 0;
    for ($i = 0; $i < $n; $i++) {
        if (isset($map['k' . ($i % 1500)])) {
            $hits++;
        }
    }
    return count($map) + array_sum($map) + $hits;
}

// Task name => size per unit of scale, in the order of the contract (each name is also its function).
const TASKS = ['primes' => 10, 'arrays' => 5, 'strings' => 2, 'json' => 1, 'hashmap' => 1];

/** An untimed warm-up round at a tenth of the scale, then each task timed on its own. */
function run(int $scale): array
{
    $warm = max(100, intdiv($scale, 10));
    foreach (TASKS as $name => $size) {
        $name($warm * $size);
    }
    $results = [];
    foreach (TASKS as $name => $size) {
        $n = $scale * $size;
        $started = hrtime(true);
        $checksum = $name($n);
        $seconds = (hrtime(true) - $started) / 1e9;
        $results[] = ['name' => $name, 'seconds' => $seconds, 'operations' => $n, 'checksum' => $checksum];
    }
    return $results;
}

$scale = filter_var($argv[1] ?? '', FILTER_VALIDATE_INT, ['options' => ['min_range' => 1]]);
if ($argc !== 2 || $scale === false) {
    fwrite(STDERR, "usage: php benchmark.php <scale>\n");
    exit(2);
}
$result = ['language' => 'PHP', 'version' => 'PHP ' . PHP_VERSION, 'scale' => $scale, 'tasks' => run($scale)];
echo json_encode($result, JSON_THROW_ON_ERROR | JSON_UNESCAPED_SLASHES), "\n";
