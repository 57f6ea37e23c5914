import { lazy, Suspense } from 'react';
import { useListContext } from 'react-admin';
import { useAccess } from '../../ui/useAccess';
import { ListCard } from '../../ui/ListCard';
import { ComplaintsTable } from './ComplaintsTable';
import { useCustomerReader } from './useCustomerReader';
import { defineCard } from '../../ui/RecordCards';
import { TranslatedStatus } from '../../ui/TranslatedStatus';
import type { CustomerComplaint } from './CustomerComplaintsTable';
import { COMPLAINT_CARD } from './ComplaintCard';
import { COMPLAINT_FILTER_DEFAULTS, CUSTOMER_COMPLAINT_FILTERS, complaintFilters } from './complaintFilters';
import { SAMPLE_COMPLAINTS } from './sampleComplaints';
import { COMPLAINT_LIST_TOOLS, CUSTOMER_COMPLAINT_LIST_TOOLS } from './complaintExport';
import { ScreenPage } from '../../ui/ScreenPage';
import { useAfterPaint } from '../../ui/useAfterPaint';
import { CreateAboveList } from '../../ui/CreateAboveList';

// The create form renders once the list's first page is here and painted: its lookups (MUI
// Autocompletes) would otherwise render, and its chunks be asked for, while the first rows wait for
// their turn on the main thread (docs/performance.md). A customer's asks for one of their registered
// products and what is wrong (issue 27).
const ComplaintCreateForm = lazy(() => import('./ComplaintCreateForm').then((m) => ({ default: m.ComplaintCreateForm })));

// A customer's own view (issue 27) is a chunk of its own: the staff's list, on the console's first-row
// path, does not carry it (docs/performance.md).
const CustomerComplaintsTable = lazy(() => import('./CustomerComplaintsTable').then((m) => ({ default: m.CustomerComplaintsTable })));
const CustomerComplaintCardFields = lazy(() => import('./CustomerComplaintsTable').then((m) => ({ default: m.CustomerComplaintCardFields })));

/** A customer's complaint on a phone: #id · serial, status, product and the visit. */
const CUSTOMER_COMPLAINT_CARD = defineCard<CustomerComplaint>({
  primary: (r) => `#${r.id} · ${r.serialNo || '—'}`,
  tertiary: (r) => <TranslatedStatus ns="complaints" status={r.status} />,
  secondary: (r) => (
    <Suspense fallback={null}>
      <CustomerComplaintCardFields record={r} />
    </Suspense>
  ),
  rowClick: 'show',
});

const NO_FILTERS = {};

/** 'Log Complaint', above the list card, for roles that may create complaints. */
const CreateFormAfterFirstPage = () => {
  const { isPending } = useListContext();
  const { canAccess: canCreate } = useAccess('service/complaints', 'create');
  const painted = useAfterPaint();
  if (isPending || !canCreate || !painted) return null;
  return (
    <CreateAboveList resource="service/complaints">
      <Suspense fallback={null}>
        <ComplaintCreateForm />
      </Suspense>
    </CreateAboveList>
  );
};

/**
 * /admin/service/complaints: log a complaint, then filter, page and act on the list
 * (spec part 1, sections 2-5, 7-9; docs/architecture.md, "Business rules";
 * README, "Deliberate departures from the spec"). After a failed load: the built-in sample complaint, in
 * the same table, actions disabled.
 */
const ComplaintsPage = () => {
  // A customer reads their own view of their complaints (issue 27).
  const customer = useCustomerReader();
  return (
    <ScreenPage title="complaints.title">
      {/* The route's guard has checked sign-in and access already: the first page is asked for at once. */}
      <ListCard
        resource="service/complaints"
        disableAuthentication
        above={<CreateFormAfterFirstPage />}
        heading="complaints.list.title"
        filters={customer ? CUSTOMER_COMPLAINT_FILTERS : complaintFilters}
        filterDefaultValues={customer ? NO_FILTERS : COMPLAINT_FILTER_DEFAULTS}
        loadFailure="complaints.loadFailure"
        table={
          customer ? (
            <Suspense fallback={null}>
              <CustomerComplaintsTable />
            </Suspense>
          ) : (
            <ComplaintsTable />
          )
        }
        card={customer ? CUSTOMER_COMPLAINT_CARD : COMPLAINT_CARD}
        sampleData={SAMPLE_COMPLAINTS}
        sampleTable={<ComplaintsTable sample />}
        tools={customer ? CUSTOMER_COMPLAINT_LIST_TOOLS : COMPLAINT_LIST_TOOLS}
      />
    </ScreenPage>
  );
};

export default ComplaintsPage;
