import type { StateSummary } from './machine-model';

// Nested-box layout of a statechart: each state is a box holding its children, laid out left to
// right and wrapped into rows. Text is drawn in a monospace face, so its width is known without a
// browser (about 0.6 em per character) and the same layout comes out in Node, jsdom and Chromium.

export const metrics = { char: 7.4, line: 16, head: 24, pad: 10, indent: 28, gap: 28, rowGap: 14, minWidth: 96, maxWidth: 960 };

export interface Box {
  state: StateSummary;
  /** Position inside the parent box. */
  x: number;
  y: number;
  w: number;
  h: number;
  title: string;
  lines: string[];
  /** Drawn dashed: an orthogonal region of a parallel state. */
  isRegion: boolean;
  children: Box[];
}

export function boxTitle(state: StateSummary): string {
  return state.type === 'parallel' || state.type === 'final' || state.type === 'history' ? `${state.key} · ${state.type}` : state.key;
}

export function boxLines(state: StateSummary): string[] {
  return [
    ...(state.tags.length ? [`tags: ${state.tags.join(', ')}`] : []),
    ...state.invokes.map((src) => `invoke ${src}`),
    ...state.timers,
    ...state.entry.map((action) => `entry / ${action}`),
    ...state.exit.map((action) => `exit / ${action}`),
  ];
}

function measure(state: StateSummary, maxWidth: number, isRegion: boolean): Box {
  const { char, line, head, pad, indent, gap, rowGap, minWidth } = metrics;
  const title = boxTitle(state);
  const lines = boxLines(state);
  const textWidth = Math.max(title.length, ...lines.map((l) => l.length)) * char + 2 * pad;
  const top = head + lines.length * line + (lines.length ? pad / 2 : 0);
  if (!state.children.length) {
    return { state, x: 0, y: 0, w: Math.max(textWidth, minWidth), h: top + pad, title, lines, isRegion, children: [] };
  }
  const inner = maxWidth - indent - pad;
  const children = state.children.map((child) => measure(child, inner, state.type === 'parallel'));
  let x = indent;
  let y = top;
  let rowHeight = 0;
  let right = 0;
  for (const child of children) {
    if (x > indent && x + child.w > indent + inner) {
      x = indent;
      y += rowHeight + rowGap;
      rowHeight = 0;
    }
    child.x = x;
    child.y = y;
    x += child.w + gap;
    rowHeight = Math.max(rowHeight, child.h);
    right = Math.max(right, child.x + child.w);
  }
  return { state, x: 0, y: 0, w: Math.max(textWidth, right + pad), h: y + rowHeight + pad, title, lines, isRegion, children };
}

/** Lays out the whole machine; the root box sits at (0, 0) and is the picture's size. */
export function layoutChart(root: StateSummary, maxWidth = metrics.maxWidth): Box {
  return measure(root, maxWidth, false);
}

/** A plain-language outline of the chart, for the SVG's description (screen readers, search). */
export function describeChart(state: StateSummary): string {
  const parts = [boxTitle(state)];
  const extras = boxLines(state);
  if (extras.length) parts.push(`(${extras.join('; ')})`);
  if (state.children.length) {
    const first = state.children.find((c) => c.isInitial);
    const how = state.type === 'parallel' ? 'runs in parallel' : `starts in ${first?.key ?? '?'} and holds`;
    parts.push(`${how} [${state.children.map(describeChart).join(', ')}]`);
  }
  return parts.join(' ');
}
