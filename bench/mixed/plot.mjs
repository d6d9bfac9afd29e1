/**
 * Throughput and p99 against concurrency, one line per setup, as a small hand-written SVG (no
 * dependency): left axis requests/s, right axis p99 ms.
 */
export function plotSvg(series, { width = 640, height = 320 } = {}) {
  const pad = 48;
  const xs = [...new Set(series.flatMap((s) => s.points.map((p) => p.concurrency)))].sort((a, b) => a - b);
  const maxRate = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.perSecond)));
  const maxP99 = Math.max(1, ...series.flatMap((s) => s.points.map((p) => p.p99)));
  const x = (c) => pad + (xs.indexOf(c) / Math.max(1, xs.length - 1)) * (width - 2 * pad);
  const yRate = (v) => height - pad - (v / maxRate) * (height - 2 * pad);
  const yP99 = (v) => height - pad - (v / maxP99) * (height - 2 * pad);
  const colours = ['#0c831f', '#1f5fbf', '#b3261e', '#8a5a00'];
  const line = (points, y) => points.map((p, i) => `${i ? 'L' : 'M'}${x(p.concurrency).toFixed(1)},${y(p).toFixed(1)}`).join(' ');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="11">`,
    `<title>Mixed shopper load: throughput (solid) and p99 latency (dashed) against concurrency</title>`,
    `<rect width="${width}" height="${height}" fill="#fff"/>`,
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#888"/>`,
    ...xs.map((c) => `<text x="${x(c)}" y="${height - pad + 16}" text-anchor="middle">${c}</text>`),
    `<text x="${width / 2}" y="${height - 8}" text-anchor="middle">concurrent shoppers</text>`,
    `<text x="8" y="${pad - 16}">requests/s (max ${Math.round(maxRate)})</text>`,
    `<text x="${width - 8}" y="${pad - 16}" text-anchor="end">p99 ms (max ${Math.round(maxP99)})</text>`,
  ];
  series.forEach((s, i) => {
    const colour = colours[i % colours.length];
    parts.push(`<path d="${line(s.points, (p) => yRate(p.perSecond))}" fill="none" stroke="${colour}" stroke-width="2"/>`);
    parts.push(`<path d="${line(s.points, (p) => yP99(p.p99))}" fill="none" stroke="${colour}" stroke-width="2" stroke-dasharray="5 4"/>`);
    parts.push(`<text x="${pad + 8}" y="${pad + 14 * i}" fill="${colour}">${s.name}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n');
}
