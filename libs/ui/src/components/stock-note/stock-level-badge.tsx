import type { StockLevel } from '@jhatpat/domain';
import { Badge, type BadgeTone } from '../../primitives/badge/badge';

const shown: Record<StockLevel, { tone: BadgeTone; label: string }> = {
  in: { tone: 'success', label: 'In stock' },
  low: { tone: 'warning', label: 'Low stock' },
  out: { tone: 'danger', label: 'Out of stock' },
};

/** A product's stock level in the admin's inventory (from @jhatpat/domain's stockLevel). */
export function StockLevelBadge({ level }: { level: StockLevel }) {
  const { tone, label } = shown[level];
  return (
    <Badge tone={tone} data-level={level}>
      {label}
    </Badge>
  );
}
