import { useRecordContext } from 'react-admin';
import { formatINR } from '../domain/money';

/** Rupees with lakh grouping (₹1,23,456.00); a dash when there is no amount. */
export const Money = ({ value }: { value: number | string | null | undefined }) => (
  <span style={{ whiteSpace: 'nowrap' }}>{value === null || value === undefined || value === '' ? '—' : formatINR(value)}</span>
);

/** The same for a field of the current record, e.g. inside a <DataTable.Col>. */
export const MoneyField = ({ source }: { source: string }) => {
  const record = useRecordContext();
  return <Money value={record?.[source]} />;
};
