import { useTranslate } from 'react-admin';
import { DateText } from '../../ui/DateText';
import { DetailGrid } from '../../ui/DetailGrid';
import { Money } from '../../ui/Money';
import { RecordPage } from '../../ui/RecordPage';
import { ReferenceName } from '../../ui/ReferenceName';
import { ClaimActions } from './ClaimActions';
import { ClaimStatus } from './WarrantyClaimsTable';
import type { WarrantyClaim } from './types';

const TEXTS = { back: 'warrantyClaims.show.back', loadFailure: 'warrantyClaims.show.loadFailure' };

/** /admin/warranty-claims/:id/show: the claim (what was done, for which brand, at what cost) and its moves. */
const WarrantyClaimShow = () => {
  const translate = useTranslate();
  return (
    <RecordPage<WarrantyClaim>
      texts={TEXTS}
      title={(claim) => translate('warrantyClaims.show.title', { id: claim.id })}
      badge={(claim) => <ClaimStatus claim={claim} />}
      actions={<ClaimActions />}
    >
      {(claim) => (
        <DetailGrid
          items={[
            { label: 'warrantyClaims.columns.brand', value: claim.brand },
            { label: 'warrantyClaims.columns.product', value: <ReferenceName source="productId" reference="products" /> },
            { label: 'warrantyClaims.columns.serial', value: claim.serialNo },
            { label: 'warrantyClaims.columns.complaint', value: <ReferenceName source="complaintId" reference="service/complaints" /> },
            { label: 'warrantyClaims.show.booking', value: <ReferenceName source="bookingId" reference="service/bookings" /> },
            { label: 'warrantyClaims.show.registration', value: <ReferenceName source="registrationId" reference="catalog/registrations" /> },
            { label: 'warrantyClaims.columns.parts', value: <Money value={claim.partsCost} /> },
            { label: 'warrantyClaims.columns.labour', value: <Money value={claim.labourCost} /> },
            { label: 'warrantyClaims.columns.total', value: <Money value={claim.totalCost} /> },
            { label: 'warrantyClaims.columns.created', value: <DateText value={claim.createdAt} withTime /> },
          ]}
        />
      )}
    </RecordPage>
  );
};

export default WarrantyClaimShow;
