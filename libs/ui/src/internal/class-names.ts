/** Joins the truthy class names: `classNames(styles.card, className)`. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
