/** A setting the operator must fix: the shop says it in one line and does not start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
