// C++ engine of the language benchmark: the five tasks of ../README.md, standard library only.
// Build: g++ -O2 -std=c++17 -o benchmark benchmark.cpp
// Usage: ./benchmark <scale>
// Prints one line of JSON: {"language", "version", "scale", "tasks": [{"name", "seconds", "operations", "checksum"}, ...]}.
// The standard library has no JSON, so the json task carries a small serialiser and parser for its record.

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

using std::int64_t;

// Sum of the primes from 2 to n, each found by trial division by 2 and the odd numbers up to its root.
int64_t primes(int64_t n) {
  int64_t sum = 0;
  for (int64_t i = 2; i <= n; i++) {
    bool prime = i == 2 || i % 2 != 0;
    for (int64_t d = 3; prime && d * d <= i; d += 2)
      if (i % d == 0) prime = false;
    if (prime) sum += i;
  }
  return sum;
}

// n integers (i * 7919) mod 10007, sorted ascending, then the sum of a[i] * (i mod 7).
int64_t arrays(int64_t n) {
  std::vector<int64_t> values(n);
  for (int64_t i = 0; i < n; i++) values[i] = (i * 7919) % 10007;
  std::sort(values.begin(), values.end());
  int64_t sum = 0;
  for (int64_t i = 0; i < n; i++) sum += values[i] * (i % 7);
  return sum;
}

// The decimals of 0 .. n-1, each followed by a comma, appended to one string: its length + the count of '7's.
int64_t strings(int64_t n) {
  std::string text;
  for (int64_t i = 0; i < n; i++) {
    text += std::to_string(i);
    text += ',';
  }
  int64_t sevens = std::count(text.begin(), text.end(), '7');
  return static_cast<int64_t>(text.size()) + sevens;
}

// The json task's record: {"id":…,"name":"…","tags":["…",…],"value":…}.
struct Record {
  int64_t id = 0;
  std::string name;
  std::vector<std::string> tags;
  int64_t value = 0;
};

void writeString(std::string& out, std::string_view text) {
  out += '"';
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  out += '"';
}

// Compact JSON with the keys in the record's order.
std::string serialize(const Record& record) {
  std::string out = "{\"id\":" + std::to_string(record.id) + ",\"name\":";
  writeString(out, record.name);
  out += ",\"tags\":[";
  for (size_t i = 0; i < record.tags.size(); i++) {
    if (i > 0) out += ',';
    writeString(out, record.tags[i]);
  }
  out += "],\"value\":" + std::to_string(record.value) + '}';
  return out;
}

// A recursive-descent parser for the record's shape: an object of integers, strings and arrays of strings.
class RecordParser {
 public:
  explicit RecordParser(std::string_view text) : text_(text) {}

  Record parse() {
    Record record;
    expect('{');
    do {
      std::string key = parseString();
      expect(':');
      if (key == "id") record.id = parseInteger();
      else if (key == "name") record.name = parseString();
      else if (key == "tags") record.tags = parseStringArray();
      else if (key == "value") record.value = parseInteger();
      else throw std::runtime_error("unexpected key " + key);
    } while (accept(','));
    expect('}');
    return record;
  }

 private:
  std::string_view text_;
  size_t pos_ = 0;

  bool accept(char c) {
    if (pos_ < text_.size() && text_[pos_] == c) {
      pos_++;
      return true;
    }
    return false;
  }

  void expect(char c) {
    if (!accept(c)) throw std::runtime_error(std::string("expected ") + c);
  }

  int64_t parseInteger() {
    bool negative = accept('-');
    int64_t number = 0;
    size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') number = number * 10 + (text_[pos_++] - '0');
    if (pos_ == start) throw std::runtime_error("expected a digit");
    return negative ? -number : number;
  }

  std::string parseString() {
    expect('"');
    std::string out;
    while (pos_ < text_.size() && text_[pos_] != '"') {
      if (text_[pos_] == '\\') pos_++;
      out += text_[pos_++];
    }
    expect('"');
    return out;
  }

  std::vector<std::string> parseStringArray() {
    std::vector<std::string> items;
    expect('[');
    if (!accept(']')) {
      do {
        items.push_back(parseString());
      } while (accept(','));
      expect(']');
    }
    return items;
  }
};

// n records serialised to compact JSON and parsed back: value + number of tags + text length.
int64_t json(int64_t n) {
  int64_t sum = 0;
  for (int64_t i = 0; i < n; i++) {
    std::string text = serialize(Record{i, "item" + std::to_string(i), {"a", "b"}, i * 3});
    Record record = RecordParser(text).parse();
    sum += record.value + static_cast<int64_t>(record.tags.size()) + static_cast<int64_t>(text.size());
  }
  return sum;
}

// map["k<i mod 1000>"] += i, then look up "k<i mod 1500>": entries + sum of values + hits.
int64_t hashmap(int64_t n) {
  std::unordered_map<std::string, int64_t> map;
  for (int64_t i = 0; i < n; i++) map["k" + std::to_string(i % 1000)] += i;
  int64_t hits = 0;
  for (int64_t i = 0; i < n; i++)
    if (map.count("k" + std::to_string(i % 1500)) > 0) hits++;
  int64_t sum = 0;
  for (const auto& entry : map) sum += entry.second;
  return static_cast<int64_t>(map.size()) + sum + hits;
}

struct Task {
  const char* name;
  int64_t (*run)(int64_t);
  int64_t size;  // task size per unit of scale
};

// In the order of the contract.
const Task TASKS[] = {
    {"primes", primes, 10}, {"arrays", arrays, 5}, {"strings", strings, 2}, {"json", json, 1}, {"hashmap", hashmap, 1},
};

std::string compilerVersion() {
#if defined(__clang__)
  return "clang " __clang_version__;
#elif defined(__GNUC__)
  return "g++ " __VERSION__;
#else
  return "C++ " + std::to_string(__cplusplus);
#endif
}

// A positive decimal integer, or 0 when the text is anything else.
int64_t parseScale(const char* text) {
  int64_t scale = 0;
  for (const char* c = text; *c; c++) {
    if (*c < '0' || *c > '9' || scale > 1'000'000'000) return 0;
    scale = scale * 10 + (*c - '0');
  }
  return scale;
}

int main(int argc, char** argv) {
  int64_t scale = argc == 2 ? parseScale(argv[1]) : 0;
  if (scale < 1) {
    std::fprintf(stderr, "usage: benchmark <scale>\n");
    return 2;
  }

  // An untimed warm-up round at a tenth of the scale, then each task timed on its own.
  int64_t warm = std::max<int64_t>(100, scale / 10);
  for (const Task& task : TASKS) task.run(warm * task.size);

  std::string tasks;
  for (const Task& task : TASKS) {
    int64_t n = scale * task.size;
    auto started = std::chrono::steady_clock::now();
    int64_t checksum = task.run(n);
    std::chrono::duration<double> seconds = std::chrono::steady_clock::now() - started;
    char line[200];
    std::snprintf(line, sizeof line, "%s{\"name\":\"%s\",\"seconds\":%.9g,\"operations\":%lld,\"checksum\":%lld}",
                  tasks.empty() ? "" : ",", task.name, seconds.count(), static_cast<long long>(n),
                  static_cast<long long>(checksum));
    tasks += line;
  }

  std::string version;
  writeString(version, compilerVersion());
  std::printf("{\"language\":\"C++\",\"version\":%s,\"scale\":%lld,\"tasks\":[%s]}\n", version.c_str(),
              static_cast<long long>(scale), tasks.c_str());
  return 0;
}
