/** The same server's URL with another database name. */
export function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

/** Database names are identifiers in DDL; ours are generated, but quote them properly anyway. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Every database of one test run starts with this, so teardown finds and drops them all. */
export function runDatabasePrefix(runId: string): string {
  return `amora_test_${runId}_`;
}
