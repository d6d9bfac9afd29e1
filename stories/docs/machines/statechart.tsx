import { useId } from 'react';
import type { AnyStateMachine } from 'xstate';
import { readStates } from './machine-model';
import { describeChart, layoutChart, metrics, type Box } from './statechart-layout';

// The machine drawn as nested boxes. The picture is for sighted readers; the same facts are in the
// SVG's title and description and, in full, in the transition table beside it.

const font = "ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', monospace";
const ink = 'var(--jp-color-text, #1c1c1c)';
const muted = 'var(--jp-color-text-muted, #4f5562)';

function InitialMarker() {
  // A filled dot with a short stroke into the box: the state its parent enters first.
  return (
    <g data-marker="initial">
      <circle cx={-18} cy={12} r={5} style={{ fill: 'var(--jp-color-brand, #0c831f)' }} />
      <path d="M -13 12 H -1 M -5 8 L -1 12 L -5 16" style={{ stroke: 'var(--jp-color-brand, #0c831f)', strokeWidth: 2, fill: 'none' }} />
    </g>
  );
}

function StateBox({ box }: { box: Box }) {
  const { state } = box;
  const compound = box.children.length > 0;
  return (
    <g transform={`translate(${box.x} ${box.y})`} data-state={state.path} data-type={state.type}>
      {state.isInitial ? <InitialMarker /> : null}
      <rect
        width={box.w}
        height={box.h}
        rx={8}
        style={{
          fill: compound ? 'var(--jp-color-surface-muted, #f4f6fb)' : 'var(--jp-color-surface, #ffffff)',
          stroke: muted,
          strokeWidth: 1.5,
          strokeDasharray: box.isRegion ? '6 4' : undefined,
        }}
      />
      {state.type === 'final' ? <rect x={4} y={4} width={box.w - 8} height={box.h - 8} rx={5} style={{ fill: 'none', stroke: muted, strokeWidth: 1 }} /> : null}
      <text x={metrics.pad} y={17} style={{ fill: ink, fontFamily: font, fontSize: 12, fontWeight: 700 }}>
        {box.title}
      </text>
      {box.lines.map((line, index) => (
        <text key={index} x={metrics.pad} y={17 + metrics.line * (index + 1)} style={{ fill: muted, fontFamily: font, fontSize: 12 }}>
          {line}
        </text>
      ))}
      {box.children.map((child) => (
        <StateBox key={child.state.id} box={child} />
      ))}
    </g>
  );
}

/** Draws `machine` as a statechart: compound states hold their children, parallel regions are dashed, final states doubled. */
export function Statechart({ machine }: { machine: AnyStateMachine }) {
  const id = useId();
  const root = readStates(machine);
  const box = layoutChart(root);
  return (
    <figure style={{ margin: 0 }}>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${box.w} ${box.h}`}
        width={box.w}
        style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
      >
        <title id={`${id}-title`}>{`Statechart of the ${machine.id} machine`}</title>
        <desc id={`${id}-desc`}>{describeChart(root)}</desc>
        <StateBox box={box} />
      </svg>
      <figcaption style={{ color: muted, fontSize: 'var(--jp-font-size-sm, 0.875rem)', marginTop: 'var(--jp-space-2, 0.5rem)' }}>
        Green dot and arrow: the state entered first. Dashed border: a region of a parallel state, active together with its
        siblings. Double border: a final state. Lines under a name: tags, invoked actors, <code>after</code> delays and
        entry actions.
      </figcaption>
    </figure>
  );
}
