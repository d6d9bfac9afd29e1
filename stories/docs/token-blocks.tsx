import { ColorItem, ColorPalette } from '@storybook/addon-docs/blocks';
import tokensCss from '@jhatpat/ui/tokens.css?raw';

// Parsed from the stylesheet itself so a token added to tokens.css shows up here with no docs edit.
const rootBlock = /:root\s*{([^}]*)}/.exec(tokensCss)?.[1] ?? '';
const tokens = [...rootBlock.matchAll(/(--jp-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => ({
  name: name!,
  value: value!.trim(),
}));

export function ColourSwatches() {
  const colours = tokens.filter((t) => t.name.startsWith('--jp-color-'));
  return (
    <ColorPalette>
      {colours.map((t) => (
        <ColorItem
          key={t.name}
          title={t.name.replace('--jp-color-', '')}
          subtitle={`var(${t.name})`}
          colors={{ [t.value]: `var(${t.name})` }}
        />
      ))}
    </ColorPalette>
  );
}

export function SpacingScale() {
  const spaces = tokens.filter((t) => t.name.startsWith('--jp-space-'));
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>Value</th>
          <th>Scale</th>
        </tr>
      </thead>
      <tbody>
        {spaces.map((t) => (
          <tr key={t.name}>
            <td>
              <code>{t.name}</code>
            </td>
            <td>{t.value}</td>
            <td>
              <div style={{ width: `var(${t.name})`, height: 'var(--jp-space-4)', background: 'var(--jp-color-brand)' }} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TypeScale() {
  const sizes = tokens.filter((t) => t.name.startsWith('--jp-font-size-'));
  const weights = tokens.filter((t) => t.name.startsWith('--jp-font-weight-'));
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>Value</th>
          <th>Sample</th>
        </tr>
      </thead>
      <tbody>
        {[...sizes, ...weights].map((t) => (
          <tr key={t.name}>
            <td>
              <code>{t.name}</code>
            </td>
            <td>{t.value}</td>
            <td style={t.name.includes('weight') ? { fontWeight: `var(${t.name})` } : { fontSize: `var(${t.name})` }}>
              Amul Taaza Toned Milk ₹27.00
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function TokenTable({ prefix }: { prefix: string }) {
  return (
    <table>
      <thead>
        <tr>
          <th>Token</th>
          <th>Value</th>
        </tr>
      </thead>
      <tbody>
        {tokens
          .filter((t) => t.name.startsWith(prefix))
          .map((t) => (
            <tr key={t.name}>
              <td>
                <code>{t.name}</code>
              </td>
              <td>{t.value}</td>
            </tr>
          ))}
      </tbody>
    </table>
  );
}
