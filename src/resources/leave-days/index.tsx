import DeleteIcon from '@mui/icons-material/Delete';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DataTable, TextInput, required, useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { dateFnsLocale } from '../../i18n/dateFnsLocale';
import { ConfirmDeleteButton } from '../../ui/ConfirmDeleteButton';
import { CreateAboveListIfAllowed } from '../../ui/CreateAboveList';
import { CreateFormCard } from '../../ui/CreateFormCard';
import { DateText } from '../../ui/DateText';
import { DayInput } from '../../ui/DayInput';
import { EmptyState } from '../../ui/EmptyState';
import { ListCard } from '../../ui/ListCard';
import { LookupInput } from '../../ui/LookupInput';
import { ReferenceName } from '../../ui/ReferenceName';
import { ScreenPage } from '../../ui/ScreenPage';

// /admin/leave-days: the days technicians do not work (src/entities/leaveDays.ts, src/domain/leaveDays.ts).
// An admin adds one above the list (technician, day, reason) and removes one from its row; the list
// filters by technician and by a span of days, newest day first.

const RESOURCE = 'leave-days';
const TECHNICIANS = { type: 'technician' };

interface LeaveDayValues {
  technicianId: string | number;
  date: string;
  reason: string;
}

const LeaveDayCreateForm = () => (
  <CreateFormCard<LeaveDayValues>
    resource={RESOURCE}
    texts="leaveDays.create"
    submitIcon={<EventBusyIcon />}
    defaultValues={{ technicianId: '', date: '', reason: '' }}
    transform={(values) => ({ technicianId: Number(values.technicianId), date: values.date, reason: values.reason.trim() })}
    columns={3}
  >
    <LookupInput source="technicianId" reference="third-parties" label="leaveDays.fields.technician" filter={TECHNICIANS} optionText="name" validate={[required()]} isRequired />
    <DayInput source="date" label="leaveDays.fields.date" fullWidth validate={required()} />
    <TextInput source="reason" label="leaveDays.fields.reason" fullWidth helperText={false} />
  </CreateFormCard>
);

const FILTERS = [
  <LookupInput key="technicianId" source="technicianId" reference="third-parties" label="leaveDays.fields.technician" filter={TECHNICIANS} optionText="name" fullWidth={false} />,
  <DayInput key="dateFrom" source="dateFrom" label="leaveDays.filters.dateFrom" />,
  <DayInput key="dateTo" source="dateTo" label="leaveDays.filters.dateTo" />,
];

const DELETE_TEXTS = {
  label: 'leaveDays.delete.label',
  title: 'leaveDays.delete.title',
  question: 'leaveDays.delete.question',
  confirm: 'leaveDays.delete.confirm',
  cancel: 'leaveDays.delete.cancel',
  success: 'leaveDays.delete.success',
  failure: 'leaveDays.delete.failure',
};

const Column = DataTable.Col<RaRecord>;

const LeaveDaysTable = () => {
  const translate = useTranslate();
  return (
    <DataTable bulkActionButtons={false} rowClick={false} empty={<EmptyState text={translate('leaveDays.empty')} />}>
      <Column source="date" label="leaveDays.fields.date" render={(r) => <DateText value={r.date} />} />
      <Column source="technicianId" label="leaveDays.fields.technician" render={() => <ReferenceName source="technicianId" reference="third-parties" />} />
      <Column source="reason" label="leaveDays.fields.reason" disableSort render={(r) => r.reason ?? ''} />
      <Column source="createdAt" label="leaveDays.fields.created" render={(r) => <DateText value={r.createdAt} />} />
      <Column
        label="leaveDays.fields.actions"
        disableSort
        render={() => <ConfirmDeleteButton resource={RESOURCE} texts={DELETE_TEXTS} icon={<DeleteIcon />} args={(r) => ({ date: r.date })} />}
      />
    </DataTable>
  );
};

const LeaveDaysPage = () => {
  const [locale] = useLocaleState();
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={dateFnsLocale(locale)}>
      <ScreenPage title="leaveDays.title">
        <CreateAboveListIfAllowed resource={RESOURCE}>
          <LeaveDayCreateForm />
        </CreateAboveListIfAllowed>
        <ListCard resource={RESOURCE} heading="leaveDays.list.title" filters={FILTERS} filtersAlign="flex-start" loadFailure="leaveDays.loadFailure" table={<LeaveDaysTable />} />
      </ScreenPage>
    </LocalizationProvider>
  );
};

/** The screen's views (src/screens.ts names the screen from src/entities/leaveDays.ts). */
export default {
  list: LeaveDaysPage,
};
