/**
 * Whether a database error is a unique index refusing a row on `column`: PostgreSQL's
 * unique_violation (23505) naming the index, or SQLite's "UNIQUE constraint failed: table.column"
 * (the SQLite writer thread's errors keep their message, not their code).
 */
export function isUniqueViolationOn(error: unknown, column: string): boolean {
  const { code, message, detail, constraint } = (error ?? {}) as { code?: unknown; message?: unknown; detail?: unknown; constraint?: unknown };
  const text = [message, detail, constraint].filter((part) => typeof part === 'string').join(' ');
  const unique = code === '23505' || (typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT')) || /UNIQUE constraint failed|duplicate key value/.test(text);
  return unique && text.includes(column);
}
