interface DatabaseErrorFields {
  code?: string;
  constraint?: string;
}

/** Whether a failed query reported `sqlState` (optionally on one constraint). Drizzle wraps the driver's error in `cause`. */
function hasSqlState(error: unknown, sqlState: string, constraint?: string): boolean {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause] as Array<DatabaseErrorFields | undefined>;
  return candidates.some(
    (candidate) => candidate?.code === sqlState && (constraint === undefined || candidate.constraint === constraint),
  );
}

/** A unique constraint was broken (SQLSTATE 23505). */
export const isUniqueViolation = (error: unknown, constraint?: string) => hasSqlState(error, '23505', constraint);

/** A row referred to a row that is gone (SQLSTATE 23503), e.g. a project deleted a moment earlier. */
export const isForeignKeyViolation = (error: unknown, constraint?: string) => hasSqlState(error, '23503', constraint);
