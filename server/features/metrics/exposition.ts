/**
 * Prometheus' text exposition format (version 0.0.4), written by hand: a few counters, gauges
 * and histograms do not need a client library.
 */

export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

export type MetricType = 'counter' | 'gauge' | 'histogram';

export type Labels = Record<string, string>;

export interface Sample {
  /** The metric's name plus a suffix for histograms (`_bucket`, `_sum`, `_count`). */
  name: string;
  labels: Labels;
  value: number;
}

export interface MetricFamily {
  name: string;
  help: string;
  type: MetricType;
  samples: Sample[];
}

/** Label values may hold anything; the format escapes backslash, double quote and newline. */
function escapeLabelValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function escapeHelp(text: string): string {
  return text.replaceAll('\\', '\\\\').replaceAll('\n', '\\n');
}

export function formatValue(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (value === Infinity) return '+Inf';
  if (value === -Infinity) return '-Inf';
  return String(value);
}

function formatLabels(labels: Labels): string {
  const pairs = Object.entries(labels).map(
    ([name, value]) => `${name}="${escapeLabelValue(value)}"`,
  );
  return pairs.length > 0 ? `{${pairs.join(',')}}` : '';
}

/** One family: its HELP and TYPE lines, then one line per sample. */
export function formatFamily(family: MetricFamily): string {
  const lines = [
    `# HELP ${family.name} ${escapeHelp(family.help)}`,
    `# TYPE ${family.name} ${family.type}`,
  ];
  for (const sample of family.samples) {
    lines.push(`${sample.name}${formatLabels(sample.labels)} ${formatValue(sample.value)}`);
  }
  return lines.join('\n');
}

export function formatExposition(families: MetricFamily[]): string {
  return `${families.map(formatFamily).join('\n')}\n`;
}
