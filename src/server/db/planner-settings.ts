/**
 * Settings of PostgreSQL's planner for every connection, on PostgreSQL and PGlite alike
 * (decision 027). Prepared statements save the parsing, not the planning: each run is planned
 * with its values (prepared-statements.ts), so that a search is never run on a plan made for
 * other words. A page read at random costs about as much as one read in sequence when the
 * database is in memory or on an SSD (PostgreSQL's default of 4 is for spinning disks): priced
 * so, a search matching a fifth of the courts was counted through its trigram index, not by
 * testing every court (4.8 → 0.9 ms at 5,000 courts, before the courts list left SQL:
 * decision 032); a players search is priced the same way.
 */
export const PLANNER_SETTINGS = {
  plan_cache_mode: 'force_custom_plan',
  random_page_cost: '1.1',
} as const;

/**
 * The settings of the connections that run statements marked for a generic plan
 * (generic-plans.ts, decision 030): one plan per statement, kept.
 */
export const GENERIC_PLANNER_SETTINGS = {
  ...PLANNER_SETTINGS,
  plan_cache_mode: 'force_generic_plan',
} as const;

/**
 * The settings as statements that set them for a connection's session. Not as the startup
 * parameter `options`: PgBouncer refuses a connection that sends it ('unsupported startup
 * parameter: options', 1.18), and a pooler told to ignore it would leave them unset.
 */
export function plannerSettingsSql(settings: Record<string, string>): string {
  return Object.entries(settings)
    .map(([name, value]) => `set ${name} = '${value}'`)
    .join('; ');
}

/** The settings as a server's command-line options: `-c name=value` each. */
export function plannerOptions(settings: Record<string, string> = PLANNER_SETTINGS): string[] {
  return Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
}
