/** Keeps the fifteen solver's pattern databases on disk, so only the first solve builds them. */
export function installPatternDatabaseCache(): void {
  // Filled in once the fifteen solver exposes its databases.
}
