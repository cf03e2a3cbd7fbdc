/**
 * The report as an SVG chart: requests per second of each operation beside the two ceilings, and
 * p50/p95/p99 latency per operation. Plain SVG, readable in a browser or on GitHub.
 */
export interface ChartRow {
  readonly name: string;
  readonly requestsPerSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly ceiling?: boolean;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function renderChart(title: string, rows: readonly ChartRow[]): string {
  const width = 900;
  const label = 170;
  const barArea = width - label - 90;
  const rowHeight = 26;
  const panelTop = 60;
  const rpsHeight = rows.length * rowHeight;
  const latencyTop = panelTop + rpsHeight + 70;
  const latencyRows = rows.filter((r) => r.p95 > 0);
  const height = latencyTop + latencyRows.length * rowHeight + 30;
  const maxRps = Math.max(1, ...rows.map((r) => r.requestsPerSecond));
  const maxMs = Math.max(1, ...latencyRows.map((r) => r.p99));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="sans-serif" font-size="13">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="20" y="28" font-size="16" font-weight="bold">${escape(title)}</text>`,
    `<text x="20" y="${panelTop - 10}" font-weight="bold">requests per second (16 connections)</text>`,
  ];
  rows.forEach((row, i) => {
    const y = panelTop + i * rowHeight;
    const w = (row.requestsPerSecond / maxRps) * barArea;
    parts.push(
      `<text x="${label - 8}" y="${y + 16}" text-anchor="end">${escape(row.name)}</text>`,
      `<rect x="${label}" y="${y + 4}" width="${w.toFixed(1)}" height="${rowHeight - 8}" fill="${row.ceiling ? '#9aa5b1' : '#2f6fb0'}"/>`,
      `<text x="${(label + w + 6).toFixed(1)}" y="${y + 16}">${row.requestsPerSecond.toLocaleString('en')}</text>`,
    );
  });
  parts.push(`<text x="20" y="${latencyTop - 10}" font-weight="bold">latency, ms: p50 (dark), p95, p99 (light)</text>`);
  latencyRows.forEach((row, i) => {
    const y = latencyTop + i * rowHeight;
    const scale = (ms: number) => ((ms / maxMs) * barArea).toFixed(1);
    parts.push(
      `<text x="${label - 8}" y="${y + 16}" text-anchor="end">${escape(row.name)}</text>`,
      `<rect x="${label}" y="${y + 4}" width="${scale(row.p99)}" height="${rowHeight - 8}" fill="#c9dcef"/>`,
      `<rect x="${label}" y="${y + 4}" width="${scale(row.p95)}" height="${rowHeight - 8}" fill="#7fa9d6"/>`,
      `<rect x="${label}" y="${y + 4}" width="${scale(row.p50)}" height="${rowHeight - 8}" fill="#1f4e80"/>`,
      `<text x="${(label + Number(scale(row.p99)) + 6).toFixed(1)}" y="${y + 16}">${row.p50} / ${row.p95} / ${row.p99}</text>`,
    );
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
