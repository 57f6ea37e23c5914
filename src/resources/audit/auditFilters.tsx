import { TextInput } from 'react-admin';

/**
 * Entity type as free text (user, complaint, approval, ...); empty means every type. Applied
 * once typing pauses, or at once on Enter.
 */
export const auditFilters = [
  <TextInput key="entityType" source="entityType" label="audit.filters.entityType" helperText={false} size="small" alwaysOn />,
];

/** Spec part 2, section 9: the audit entity type defaults to user. */
export const AUDIT_FILTER_DEFAULTS = { entityType: 'user' };
