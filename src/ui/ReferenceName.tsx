import { ReferenceField, useRecordContext, useTranslate } from 'react-admin';
import { useAccess } from '../console/useAccess';

export interface ReferenceNameProps {
  /** The field of the current record holding the other record's id. */
  source: string;
  /** The other record's resource (a screen name, e.g. `service/customers`). */
  reference: string;
  /**
   * A field of the current record with the other record's name, for roles that may not read the
   * other resource (a customer reading its own complaint may not list customers).
   */
  fallback?: string;
  /** What an empty reference reads as (default: a dash). */
  emptyKey?: string;
}

/**
 * Another record's name where a record holds its id (DESIGN 2a): react-admin's ReferenceField
 * (batched getMany, the resource's recordRepresentation, a link to its page when it has one), or,
 * for a role without read access to that resource, the name the record carries.
 */
export const ReferenceName = ({ source, reference, fallback, emptyKey = 'common.none' }: ReferenceNameProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess } = useAccess(reference, 'show');
  const id = record?.[source];
  const empty = <span className="sd-muted">{translate(emptyKey)}</span>;
  if (id === null || id === undefined || id === '') return empty;
  if (!canAccess) return <>{(fallback && record?.[fallback]) || `#${id}`}</>;
  return <ReferenceField source={source} reference={reference} emptyText={translate(emptyKey)} />;
};
