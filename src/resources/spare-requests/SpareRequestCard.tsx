import { CardField, defineCard } from '../../ui/RecordCards';
import { Money } from '../../ui/Money';
import { ReferenceName } from '../../ui/ReferenceName';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import { SpareRequestRowActions } from './SpareRequestRowActions';
import type { SpareRequest } from './types';

const SpareRequestStatus = ({ record }: { record: SpareRequest }) => {
  return <TranslatedStatus ns="spareRequests" status={record.status} />;
};

/** A spare request on a phone: #id, status, its booking, the total, the row actions (View opens it, as in the table). */
export const SPARE_REQUEST_CARD = defineCard<SpareRequest>({
  primary: (r) => `#${r.id}`,
  tertiary: (r) => <SpareRequestStatus record={r} />,
  secondary: (r) => (
    <>
      <CardField label="spareRequests.columns.booking">
        <ReferenceName source="bookingId" reference="service/bookings" />
      </CardField>
      <CardField label="spareRequests.columns.totalEstimatedCost">
        <Money value={r.totalEstimatedCost} />
      </CardField>
    </>
  ),
  actions: (_r, sample) => <SpareRequestRowActions disabled={sample} />,
});
