const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** Splits comma-separated addresses (spaces and semicolons tolerated), lower-cased, without repeats. */
export function parseEmailList(text: string): { emails: string[]; invalid: string[] } {
  const parts = text
    .split(/[,;\s]+/)
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
  const unique = [...new Set(parts)];
  return {
    emails: unique.filter((part) => EMAIL.test(part)),
    invalid: unique.filter((part) => !EMAIL.test(part)),
  };
}
