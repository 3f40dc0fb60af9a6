// Go engine of the language benchmark: the five tasks of ../README.md, standard library only.
// Build: go build -o benchmark benchmark.go
// Usage: ./benchmark <scale>
// Prints one line of JSON: {"language", "version", "scale", "tasks": [{"name", "seconds", "operations", "checksum"}, ...]}.
// Go's int is 64 bits wide on the 64-bit platforms the benchmark runs on; the sums are int64 to say so.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"time"
)

// primes returns the sum of the primes from 2 to n, each found by trial division by 2 and the odd numbers up to its root.
func primes(n int) int64 {
	var sum int64
	for i := 2; i <= n; i++ {
		prime := i == 2 || i%2 != 0
		for d := 3; prime && d*d <= i; d += 2 {
			if i%d == 0 {
				prime = false
			}
		}
		if prime {
			sum += int64(i)
		}
	}
	return sum
}

// arrays sorts n integers (i * 7919) mod 10007 ascending and returns the sum of a[i] * (i mod 7).
func arrays(n int) int64 {
	values := make([]int, n)
	for i := range values {
		values[i] = (i * 7919) % 10007
	}
	sort.Ints(values)
	var sum int64
	for i, value := range values {
		sum += int64(value) * int64(i%7)
	}
	return sum
}

// stringsTask appends the decimals of 0 .. n-1, each followed by a comma, to one string: its length + the count of '7's.
func stringsTask(n int) int64 {
	var builder strings.Builder
	for i := 0; i < n; i++ {
		builder.WriteString(strconv.Itoa(i))
		builder.WriteByte(',')
	}
	text := builder.String()
	return int64(len(text) + strings.Count(text, "7"))
}

// record is the json task's record; the field order gives the key order of the text.
type record struct {
	ID    int      `json:"id"`
	Name  string   `json:"name"`
	Tags  []string `json:"tags"`
	Value int      `json:"value"`
}

// jsonTask serialises n records to compact JSON and parses each back: value + number of tags + text length.
func jsonTask(n int) int64 {
	var sum int64
	for i := 0; i < n; i++ {
		text, err := json.Marshal(record{ID: i, Name: "item" + strconv.Itoa(i), Tags: []string{"a", "b"}, Value: i * 3})
		if err != nil {
			panic(err)
		}
		var parsed record
		if err := json.Unmarshal(text, &parsed); err != nil {
			panic(err)
		}
		sum += int64(parsed.Value + len(parsed.Tags) + len(text))
	}
	return sum
}

// hashmap adds i to map["k<i mod 1000>"], then looks up "k<i mod 1500>": entries + sum of values + hits.
func hashmap(n int) int64 {
	counts := make(map[string]int64)
	for i := 0; i < n; i++ {
		counts["k"+strconv.Itoa(i%1000)] += int64(i)
	}
	var hits int64
	for i := 0; i < n; i++ {
		if _, ok := counts["k"+strconv.Itoa(i%1500)]; ok {
			hits++
		}
	}
	var sum int64
	for _, value := range counts {
		sum += value
	}
	return int64(len(counts)) + sum + hits
}

type task struct {
	name string
	run  func(int) int64
	size int // task size per unit of scale
}

// tasks lists the five tasks in the order of the contract.
var tasks = []task{
	{"primes", primes, 10},
	{"arrays", arrays, 5},
	{"strings", stringsTask, 2},
	{"json", jsonTask, 1},
	{"hashmap", hashmap, 1},
}

type taskResult struct {
	Name       string  `json:"name"`
	Seconds    float64 `json:"seconds"`
	Operations int     `json:"operations"`
	Checksum   int64   `json:"checksum"`
}

type result struct {
	Language string       `json:"language"`
	Version  string       `json:"version"`
	Scale    int          `json:"scale"`
	Tasks    []taskResult `json:"tasks"`
}

// run does an untimed warm-up round at a tenth of the scale, then times each task on its own
// (time.Now carries a monotonic clock reading, which time.Since uses).
func run(scale int) []taskResult {
	warm := scale / 10
	if warm < 100 {
		warm = 100
	}
	for _, t := range tasks {
		t.run(warm * t.size)
	}
	results := make([]taskResult, 0, len(tasks))
	for _, t := range tasks {
		n := scale * t.size
		started := time.Now()
		checksum := t.run(n)
		seconds := time.Since(started).Seconds()
		results = append(results, taskResult{Name: t.name, Seconds: seconds, Operations: n, Checksum: checksum})
	}
	return results
}

func main() {
	if len(os.Args) != 2 {
		usage()
	}
	scale, err := strconv.Atoi(os.Args[1])
	if err != nil || scale < 1 {
		usage()
	}
	out, err := json.Marshal(result{Language: "Go", Version: runtime.Version(), Scale: scale, Tasks: run(scale)})
	if err != nil {
		panic(err)
	}
	fmt.Println(string(out))
}

func usage() {
	fmt.Fprintln(os.Stderr, "usage: benchmark <scale>")
	os.Exit(2)
}
