import { Fragment, type CSSProperties, type ReactNode } from 'react';

// One accessible table shape for every machine summary: a caption, column headers, and the first
// cell of each row as its row header, so a screen reader announces "slide.next, Guard: hasNext".

const cell: CSSProperties = { textAlign: 'left', verticalAlign: 'top', padding: 'var(--jp-space-1, 0.25rem) var(--jp-space-2, 0.5rem)' };

export interface DocTableProps {
  caption: string;
  headers: string[];
  rows: ReactNode[][];
  /** Said instead of an empty table. */
  empty: string;
}

export function DocTable({ caption, headers, rows, empty }: DocTableProps) {
  if (!rows.length) return <p>{empty}</p>;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', tableLayout: 'auto' }}>
      <caption style={{ textAlign: 'left', fontWeight: 700, marginBottom: 'var(--jp-space-2, 0.5rem)' }}>{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col" style={cell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([first, ...rest], index) => (
          <tr key={index} style={{ borderTop: '1px solid var(--jp-color-border, #e3e6ee)' }}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}>
              {first}
            </th>
            {rest.map((content, column) => (
              <td key={column} style={cell}>
                {content}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Storybook's docs theme keeps inline code on one line and sizes it by cell type; long state paths
// must wrap inside their cell, preferably after a dot (`cart.customer.<wbr>loading`).
const codeStyle: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'break-word', fontSize: 'var(--jp-font-size-sm, 0.875rem)' };

/** A machine name (state, event, guard, action) as code that may wrap after its dots. */
export function Code({ children }: { children: string }) {
  const parts = children.split('.');
  return (
    <code style={codeStyle}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? '.' : null}
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </code>
  );
}

/** Names as code, comma-separated; a dash when there are none. */
export function Codes({ items, none = '—' }: { items: string[]; none?: string }) {
  if (!items.length) return <>{none}</>;
  return (
    <>
      {items.map((item, index) => (
        <span key={index}>
          {index > 0 ? ', ' : null}
          <Code>{item}</Code>
        </span>
      ))}
    </>
  );
}
