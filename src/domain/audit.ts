// What an audit-log row keeps of a change (issue 27): each field that changed, with its value before
// and after, so the log answers "who changed what from what to what" without the record's history.

export type FieldChange = { from: unknown; to: unknown };

/** Fields the log does not repeat: bookkeeping that changes with every write, or whole histories of their own. */
const NOT_LOGGED = new Set(['updatedAt', 'history', 'slaAlerts', 'passwordHash', 'passwordSalt']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `after` (and those gone from `before`) whose value changed, or null when none did. */
export const changesBetween = (before: object, after: object): Record<string, FieldChange> | null => {
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  const out: Record<string, FieldChange> = {};
  for (const field of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (NOT_LOGGED.has(field) || same(b[field], a[field])) continue;
    out[field] = { from: b[field] ?? null, to: a[field] ?? null };
  }
  return Object.keys(out).length ? out : null;
};
