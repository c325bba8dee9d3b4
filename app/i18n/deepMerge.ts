type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges translation trees; later trees win on the same leaf key. */
export function deepMerge(...trees: Tree[]): Tree {
  const result: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      result[key] = isTree(value) && isTree(result[key]) ? deepMerge(result[key], value) : value;
    }
  }
  return result;
}

/** The dotted leaf keys of a translation tree ('ra.action.add', ...). */
export function leafKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (isTree(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}
