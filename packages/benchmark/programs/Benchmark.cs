// C# engine of the language benchmark: the five tasks of ../README.md, base class library only.
// Build: mcs -optimize+ -out:Benchmark.exe Benchmark.cs     Usage: mono Benchmark.exe <scale>
// Prints one line of JSON: {"language", "version", "scale", "tasks": [{"name", "seconds", "operations", "checksum"}, ...]}.
// Mono has no System.Text.Json, so the json task carries a small serialiser and parser for its record.

using System;
using System.Collections.Generic;
using System.Diagnostics;
using System.Globalization;
using System.Reflection;
using System.Text;

public static class Benchmark
{
    /// <summary>Sum of the primes from 2 to n, each found by trial division by 2 and the odd numbers up to its root.</summary>
    static long Primes(int n)
    {
        long sum = 0;
        for (int i = 2; i <= n; i++)
        {
            bool prime = i == 2 || i % 2 != 0;
            for (int d = 3; prime && d * d <= i; d += 2)
                if (i % d == 0) prime = false;
            if (prime) sum += i;
        }
        return sum;
    }

    /// <summary>n integers (i * 7919) mod 10007, sorted ascending, then the sum of a[i] * (i mod 7).</summary>
    static long Arrays(int n)
    {
        var values = new long[n];
        for (int i = 0; i < n; i++) values[i] = i * 7919L % 10007;
        Array.Sort(values);
        long sum = 0;
        for (int i = 0; i < n; i++) sum += values[i] * (i % 7);
        return sum;
    }

    /// <summary>The decimals of 0 .. n-1, each followed by a comma, appended to one string: its length + the count of '7's.</summary>
    static long Strings(int n)
    {
        var builder = new StringBuilder();
        for (int i = 0; i < n; i++) builder.Append(i).Append(',');
        string text = builder.ToString();
        long sevens = 0;
        foreach (char c in text)
            if (c == '7') sevens++;
        return text.Length + sevens;
    }

    /// <summary>n records serialised to compact JSON and parsed back: value + number of tags + text length.</summary>
    static long Json(int n)
    {
        long sum = 0;
        for (int i = 0; i < n; i++)
        {
            var source = new Record { Id = i, Name = "item" + i, Tags = new List<string> { "a", "b" }, Value = i * 3L };
            string text = source.ToJson();
            Record record = Record.Parse(text);
            sum += record.Value + record.Tags.Count + text.Length;
        }
        return sum;
    }

    /// <summary>map["k&lt;i mod 1000&gt;"] += i, then look up "k&lt;i mod 1500&gt;": entries + sum of values + hits.</summary>
    static long Hashmap(int n)
    {
        var map = new Dictionary<string, long>();
        for (int i = 0; i < n; i++)
        {
            string key = "k" + (i % 1000);
            long current;
            map.TryGetValue(key, out current);
            map[key] = current + i;
        }
        long hits = 0;
        for (int i = 0; i < n; i++)
            if (map.ContainsKey("k" + (i % 1500))) hits++;
        long sum = 0;
        foreach (long value in map.Values) sum += value;
        return map.Count + sum + hits;
    }

    /// <summary>The json task's record, with a compact serialiser and a recursive-descent parser for its shape.</summary>
    sealed class Record
    {
        public long Id;
        public string Name;
        public List<string> Tags;
        public long Value;

        public string ToJson()
        {
            var json = new StringBuilder();
            json.Append("{\"id\":").Append(Id).Append(",\"name\":");
            AppendString(json, Name);
            json.Append(",\"tags\":[");
            for (int i = 0; i < Tags.Count; i++)
            {
                if (i > 0) json.Append(',');
                AppendString(json, Tags[i]);
            }
            json.Append("],\"value\":").Append(Value).Append('}');
            return json.ToString();
        }

        public static Record Parse(string text)
        {
            return new RecordParser(text).ParseRecord();
        }
    }

    sealed class RecordParser
    {
        readonly string text;
        int pos;

        public RecordParser(string text)
        {
            this.text = text;
        }

        public Record ParseRecord()
        {
            var record = new Record();
            Expect('{');
            do
            {
                string key = ParseString();
                Expect(':');
                switch (key)
                {
                    case "id": record.Id = ParseInteger(); break;
                    case "name": record.Name = ParseString(); break;
                    case "tags": record.Tags = ParseStringArray(); break;
                    case "value": record.Value = ParseInteger(); break;
                    default: throw new FormatException("unexpected key " + key);
                }
            } while (Accept(','));
            Expect('}');
            return record;
        }

        bool Accept(char c)
        {
            if (pos < text.Length && text[pos] == c)
            {
                pos++;
                return true;
            }
            return false;
        }

        void Expect(char c)
        {
            if (!Accept(c)) throw new FormatException("expected " + c + " at " + pos);
        }

        long ParseInteger()
        {
            bool negative = Accept('-');
            int start = pos;
            long number = 0;
            while (pos < text.Length && text[pos] >= '0' && text[pos] <= '9') number = number * 10 + (text[pos++] - '0');
            if (pos == start) throw new FormatException("expected a digit at " + pos);
            return negative ? -number : number;
        }

        string ParseString()
        {
            Expect('"');
            var value = new StringBuilder();
            while (pos < text.Length && text[pos] != '"')
            {
                if (text[pos] == '\\') pos++;
                value.Append(text[pos++]);
            }
            Expect('"');
            return value.ToString();
        }

        List<string> ParseStringArray()
        {
            var items = new List<string>();
            Expect('[');
            if (!Accept(']'))
            {
                do
                {
                    items.Add(ParseString());
                } while (Accept(','));
                Expect(']');
            }
            return items;
        }
    }

    /// <summary>A JSON string literal; quotes and backslashes are all that the texts here can hold.</summary>
    static void AppendString(StringBuilder json, string value)
    {
        json.Append('"');
        foreach (char c in value)
        {
            if (c == '"' || c == '\\') json.Append('\\');
            json.Append(c);
        }
        json.Append('"');
    }

    sealed class BenchmarkTask
    {
        public readonly string Name;
        public readonly Func<int, long> Run;
        public readonly int Size; // task size per unit of scale

        public BenchmarkTask(string name, Func<int, long> run, int size)
        {
            Name = name;
            Run = run;
            Size = size;
        }
    }

    // In the order of the contract.
    static readonly BenchmarkTask[] Tasks =
    {
        new BenchmarkTask("primes", Primes, 10),
        new BenchmarkTask("arrays", Arrays, 5),
        new BenchmarkTask("strings", Strings, 2),
        new BenchmarkTask("json", Json, 1),
        new BenchmarkTask("hashmap", Hashmap, 1),
    };

    /// <summary>"Mono 6.8.0.105" under Mono (its display name is internal), else the CLR's version.</summary>
    static string RuntimeVersion()
    {
        Type mono = Type.GetType("Mono.Runtime");
        MethodInfo displayName = mono == null
            ? null
            : mono.GetMethod("GetDisplayName", BindingFlags.NonPublic | BindingFlags.Static);
        string name = displayName == null ? null : displayName.Invoke(null, null) as string;
        if (name == null) return ".NET " + Environment.Version;
        int details = name.IndexOf(" (", StringComparison.Ordinal);
        return "Mono " + (details > 0 ? name.Substring(0, details) : name);
    }

    public static int Main(string[] args)
    {
        int scale;
        if (args.Length != 1 || !int.TryParse(args[0], NumberStyles.None, CultureInfo.InvariantCulture, out scale) || scale < 1)
        {
            Console.Error.WriteLine("usage: mono Benchmark.exe <scale>");
            return 2;
        }

        // An untimed warm-up round at a tenth of the scale, then each task timed on its own.
        int warm = Math.Max(100, scale / 10);
        foreach (BenchmarkTask task in Tasks) task.Run(warm * task.Size);

        var output = new StringBuilder();
        output.Append("{\"language\":\".NET (C#)\",\"version\":");
        AppendString(output, RuntimeVersion());
        output.Append(",\"scale\":").Append(scale).Append(",\"tasks\":[");
        for (int t = 0; t < Tasks.Length; t++)
        {
            BenchmarkTask task = Tasks[t];
            int n = scale * task.Size;
            Stopwatch clock = Stopwatch.StartNew();
            long checksum = task.Run(n);
            double seconds = clock.Elapsed.TotalSeconds;
            if (t > 0) output.Append(',');
            output.Append("{\"name\":\"").Append(task.Name)
                .Append("\",\"seconds\":").Append(seconds.ToString("R", CultureInfo.InvariantCulture))
                .Append(",\"operations\":").Append(n)
                .Append(",\"checksum\":").Append(checksum).Append('}');
        }
        output.Append("]}");
        Console.WriteLine(output.ToString());
        return 0;
    }
}
