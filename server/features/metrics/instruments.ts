import type { Labels, MetricFamily, Sample } from './exposition';

/**
 * Counters, gauges and histograms with a fixed list of label names. Every label value passed in
 * must come from a small, closed set (a route pattern, a method, a status, an engine kind), never
 * from the raw request: each distinct combination is a series kept for the process' lifetime.
 */

interface Series<Value> {
  labels: Labels;
  value: Value;
}

abstract class Instrument<Value> {
  private readonly series = new Map<string, Series<Value>>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly string[],
  ) {}

  protected abstract initial(): Value;

  protected seriesFor(values: readonly string[]): Series<Value> {
    // A separator that cannot occur in our label values keeps "a","bc" apart from "ab","c".
    const key = values.join('\u0000');
    let found = this.series.get(key);
    if (!found) {
      const labels = Object.fromEntries(this.labelNames.map((name, i) => [name, values[i] ?? '']));
      found = { labels, value: this.initial() };
      this.series.set(key, found);
    }
    return found;
  }

  protected allSeries(): Iterable<Series<Value>> {
    return this.series.values();
  }
}

export class Counter extends Instrument<number> {
  protected initial(): number {
    return 0;
  }

  inc(values: readonly string[] = [], by = 1): void {
    this.seriesFor(values).value += by;
  }

  collect(): MetricFamily {
    const samples = [...this.allSeries()].map(({ labels, value }) => ({
      name: this.name,
      labels,
      value,
    }));
    return { name: this.name, help: this.help, type: 'counter', samples };
  }
}

export class Gauge extends Instrument<number> {
  protected initial(): number {
    return 0;
  }

  set(values: readonly string[], value: number): void {
    this.seriesFor(values).value = value;
  }

  add(values: readonly string[], by: number): void {
    this.seriesFor(values).value += by;
  }

  collect(): MetricFamily {
    const samples = [...this.allSeries()].map(({ labels, value }) => ({
      name: this.name,
      labels,
      value,
    }));
    return { name: this.name, help: this.help, type: 'gauge', samples };
  }
}

interface HistogramValue {
  /** Per bucket, how many observations fell at or below its bound (not yet cumulative). */
  counts: number[];
  sum: number;
  count: number;
}

export class Histogram extends Instrument<HistogramValue> {
  constructor(
    name: string,
    help: string,
    labelNames: readonly string[],
    /** Upper bounds in ascending order; +Inf is implied. */
    private readonly buckets: readonly number[],
  ) {
    super(name, help, labelNames);
  }

  protected initial(): HistogramValue {
    return { counts: this.buckets.map(() => 0), sum: 0, count: 0 };
  }

  observe(values: readonly string[], observed: number): void {
    const { value } = this.seriesFor(values);
    const index = this.buckets.findIndex((bound) => observed <= bound);
    if (index >= 0) value.counts[index]! += 1;
    value.sum += observed;
    value.count += 1;
  }

  collect(): MetricFamily {
    const samples: Sample[] = [];
    for (const { labels, value } of this.allSeries()) {
      let cumulative = 0;
      this.buckets.forEach((bound, i) => {
        cumulative += value.counts[i]!;
        samples.push({
          name: `${this.name}_bucket`,
          labels: { ...labels, le: String(bound) },
          value: cumulative,
        });
      });
      samples.push({
        name: `${this.name}_bucket`,
        labels: { ...labels, le: '+Inf' },
        value: value.count,
      });
      samples.push({ name: `${this.name}_sum`, labels, value: value.sum });
      samples.push({ name: `${this.name}_count`, labels, value: value.count });
    }
    return { name: this.name, help: this.help, type: 'histogram', samples };
  }
}
