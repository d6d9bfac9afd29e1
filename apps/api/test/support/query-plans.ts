/** A node of `EXPLAIN (FORMAT JSON)`'s plan: its type, the index it reads if any, its children, and the rest of what PostgreSQL says of it. */
export type PlanNode = Record<string, unknown> & { 'Node Type': string; 'Index Name'?: string; Plans?: PlanNode[] };

/** The node and every node under it, depth first: what a spec looks through for scans of a table or an index. */
export const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];
