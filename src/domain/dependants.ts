// The 409 a delete answers while other records still point at the row (issue 14, scope 3):
// "Product Smart TV 43 is used by 3 complaints and 1 BOM".

export interface Dependants {
  count: number;
  /** The record kind, singular and plural: ['complaint', 'complaints']. */
  name: readonly [string, string];
}

const joinList = (parts: string[]) => (parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`);

/** `<subject> is used by 3 complaints and 1 BOM`, or undefined when nothing points at it. */
export const usedByMessage = (subject: string, dependants: readonly Dependants[]): string | undefined => {
  const parts = dependants.filter((d) => d.count > 0).map((d) => `${d.count} ${d.count === 1 ? d.name[0] : d.name[1]}`);
  return parts.length ? `${subject} is used by ${joinList(parts)}` : undefined;
};
