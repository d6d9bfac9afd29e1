// The staff's screens' own parts (tables, charts, stock history, admin tiles): '@jhatpat/ui/staff', apart from the
// shop's '@jhatpat/ui'. The storefront's first load bundles whatever its barrel reaches (apps/web/vite.config.ts's
// 'shop' group takes a module's dependencies with it), so what only staff screens use lives behind this one
// (issue 19 "हिन्दी": the room the Hindi dictionary needed in the 170 kB budget; docs/decisions.md#hindi).
export { Checkbox } from './primitives/checkbox/checkbox';
export type { CheckboxProps } from './primitives/checkbox/checkbox';
export { TextArea } from './primitives/text-area/text-area';
export type { TextAreaProps } from './primitives/text-area/text-area';
export { Table } from './primitives/table/table';
export type { TableProps, TableColumn } from './primitives/table/table';
export type { TableSort, TableSortDirection } from './primitives/table/table-header-cell';
export { Pagination } from './primitives/pagination/pagination';
export type { PaginationProps } from './primitives/pagination/pagination';
export { StockLevelBadge } from './components/stock-note/stock-level-badge';
export { StockHistoryList } from './components/stock-history/stock-history-list';
export type { StockHistoryListProps, StockMovement, StockMovementKind } from './components/stock-history/stock-history-list';
export { AdminTile } from './components/admin-tile/admin-tile';
export type { AdminTileProps } from './components/admin-tile/admin-tile';
export { BarChart } from './components/bar-chart/bar-chart';
export type { BarChartBar, BarChartProps } from './components/bar-chart/bar-chart';
