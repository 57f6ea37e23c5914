import type { MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCreatePath, useGetRecordRepresentation, useRecordContext, useReference, useResourceDefinition, useTranslate, type Identifier } from 'react-admin';
import { useAccess } from './useAccess';

export interface ReferenceNameProps {
  /** The field of the current record holding the other record's id. */
  source: string;
  /** The other record's resource (a screen name, e.g. `service/customers`). */
  reference: string;
  /**
   * A field of the current record with the other record's name: shown while the reference loads, and
   * to roles that may not read the other resource (a customer reading its own complaint may not list customers).
   */
  fallback?: string;
  /** What an empty reference reads as (default: a dash). */
  emptyKey?: string;
}

// A row may open on click; following the reference must not also open the row.
const stopPropagation = (event: MouseEvent) => event.stopPropagation();

/**
 * The referenced record's representation, a link to its page when it has one; until it is here (or
 * when it cannot be had), `standIn`. The link is known at once (the caller checked read access, and
 * the resource's views are static), so the cell is one element throughout: it does not flicker,
 * and it does not lose its node when the reference or an access check arrives.
 */
const Representation = ({ reference, id, standIn }: { reference: string; id: Identifier; standIn: string }) => {
  // useReference is what ReferenceFieldBase reads with (batched getMany); the field itself would also
  // ask canAccess twice per cell for a link this cell already knows (docs/performance.md).
  const { referenceRecord } = useReference({ reference, id });
  const represent = useGetRecordRepresentation(reference);
  const { hasShow, hasEdit } = useResourceDefinition({ resource: reference });
  const createPath = useCreatePath();
  const text = referenceRecord ? represent(referenceRecord) : standIn;
  const type = hasShow ? 'show' : hasEdit ? 'edit' : null;
  return type ? (
    <Link to={createPath({ resource: reference, id, type })} className="sd-link" onClick={stopPropagation}>
      {text}
    </Link>
  ) : (
    <span>{text}</span>
  );
};

/**
 * Another record's name where a record holds its id (docs/architecture.md, "The record model"):
 * react-admin's useReference (batched getMany), the resource's recordRepresentation, a link to its page
 * when it has one, drawn as plain text: a table shows dozens of these, and ReferenceField's MUI progress
 * bar and typography per cell made the first rows paint late (docs/performance.md). While the reference
 * loads, and for a role without read access to that resource, the name the record carries stands in.
 */
export const ReferenceName = ({ source, reference, fallback, emptyKey = 'common.none' }: ReferenceNameProps) => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess } = useAccess(reference, 'show');
  const id = record?.[source];
  if (id === null || id === undefined || id === '') return <span className="sd-muted">{translate(emptyKey)}</span>;
  const carried = (fallback && record?.[fallback]) || null;
  if (!canAccess) return <span>{carried ?? `#${id}`}</span>;
  return <Representation reference={reference} id={id} standIn={carried ?? `#${id}`} />;
};
