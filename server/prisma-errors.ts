// Prisma's error codes for the constraint refusals the server turns into answers a user understands.

const hasCode = (e: unknown, code: string): boolean => typeof e === "object" && e !== null && "code" in e && (e as { code: unknown }).code === code;

/** A unique constraint refused the write (two requests raced to make the same row). */
export const isUniqueViolation = (e: unknown): boolean => hasCode(e, "P2002");

/** A foreign key refused the write (a row still points at the one being deleted, or at one just deleted). */
export const isForeignKeyViolation = (e: unknown): boolean => hasCode(e, "P2003");
