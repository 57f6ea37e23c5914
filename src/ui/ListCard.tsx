import { useId, useMemo, type ReactNode } from 'react';
import { Button, Card, CardContent, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import {
  FilterLiveForm,
  ListBase,
  ListContextProvider,
  useList,
  useListContext,
  useResourceContext,
  useTranslate,
  type ListControllerProps,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../config';
import { screenForPath } from '../screens';
import { refetchOnMountUnlessEarly } from './earlyFirstPage';
import { isSampleWorthy } from '../providers/http';
import { ErrorAlert } from './ErrorAlert';
import { RecordCards, type RecordCardConfig } from './RecordCards';
import { PrevNextPagination } from './PrevNextPagination';
import { SampleDataBanner } from './SampleDataBanner';
import { ListToolbar } from './list-tools/ListToolbar';
import { RowCheckboxLabels } from './list-tools/RowCheckboxLabels';
import { ListToolsContext, listToolsFor, type ListToolsOptions } from './list-tools/ListToolsContext';

export interface ListCardProps {
  /** The react-admin resource: the screen's spec path, or the dataProvider's name for the list. */
  resource: string;
  /**
   * Translation key of the list's h2 heading. With a heading the list is a card (a `section` named
   * by it); without one it is bare, for lists inside a tab panel or a card of the page's own.
   */
  heading?: string;
  /** Beside the heading, at the right (an Invite link, an Export button). */
  headingAction?: ReactNode;
  /** Live filter inputs, applied as they change (FilterLiveForm), laid out in a wrapping row. */
  filters?: ReactNode;
  /** Translation key naming the filter row: with it the row is a `search` landmark of that name. */
  filtersLabel?: string;
  /** Milliseconds to wait after a change before asking the server (typed filters); none by default. */
  filterDebounce?: number | false;
  /** How the filter inputs line up in their row (taller inputs carry helper texts). */
  filtersAlign?: 'center' | 'flex-start';
  /** A filter form of its own instead of live filters (one applied by a Search or Filter button). */
  filterForm?: ReactNode;
  /** The filters a first visit starts with (the spec's default status and the like). */
  filterDefaultValues?: Record<string, unknown>;
  /** Rows a page (DEFAULT_PAGE_SIZE unless the spec names another). */
  perPage?: number;
  /** The order asked of the server, where the default (react-admin's id DESC) is not wanted. */
  sort?: SortPayload;
  /** Translation key of the red alert's title after a failed load, e.g. 'vendors.loadFailure'. */
  loadFailure: string;
  /**
   * The built-in rows shown after a load that got no answer or a 5xx (isSampleWorthy), under the
   * sample banner (README, "Deliberate departures from the spec"). Without them, or after a 4xx (the
   * server's answer), a failed load shows the alert alone.
   */
  sampleData?: readonly RaRecord[];
  /** The table over the sample rows (usually the same table with its actions disabled); `table` if omitted. */
  sampleTable?: ReactNode;
  /** The table: it reads the list context, the live list or the sample one. */
  table: ReactNode;
  /** On a phone (below `sm`), the rows as cards with their key fields and actions instead of the table. */
  card?: RecordCardConfig;
  /** Inside the card, above the filters (statistics over the list). */
  top?: ReactNode;
  /** Under the pagination, with the live rows only (totals over every filtered row). */
  footer?: ReactNode;
  /** In the list context, above the card (a create form that waits for the first page). */
  above?: ReactNode;
  /** In the list context, under the card (the selected row's editor). */
  below?: ReactNode;
  /** What a filter shows instead of the rows and their error, when it returns anything (another view). */
  replaceResults?: (list: ListControllerResult) => ReactNode;
  /** The route guard has already checked access (or the resource is only the dataProvider's name). */
  disableAuthentication?: boolean;
  /** The list's state stays with the screen (a tab) instead of the address bar. */
  disableSyncWithLocation?: boolean;
  /** More react-query options for the list (a `select` that normalises rows). */
  queryOptions?: ListControllerProps['queryOptions'];
  /**
   * The list's tools (issue 16 scope 4): every list has 'Export CSV' of all its filtered rows (in
   * these export columns, else every plain field; `exportColumns: false` for a screen with its own
   * export); `columns` and `savedViews` opt in to the Columns button and Saved views, per user.
   */
  tools?: ListToolsOptions;
}

// The list shows its own red alert on a failed load, so react-admin's error toast is not wanted.
const quiet = () => undefined;

/** The sample rows in a list context of their own, so the table reads them like live ones. */
const SampleRows = ({ data, children }: { data: readonly RaRecord[]; children: ReactNode }) => {
  const resource = useResourceContext();
  const sampleList = useList({ data: data as RaRecord[], resource });
  return <ListContextProvider value={sampleList}>{children}</ListContextProvider>;
};

type ResultsProps = Pick<ListCardProps, 'loadFailure' | 'sampleData' | 'sampleTable' | 'table' | 'card' | 'footer' | 'replaceResults'>;

/** The rows and the paging bar; after a failed load, the alert with Reload and the sample rows. */
const ListResults = ({ loadFailure, sampleData, sampleTable, table, card, footer, replaceResults }: ResultsProps) => {
  const translate = useTranslate();
  const list = useListContext();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cards = phone && card ? card : undefined;
  const replacement = replaceResults?.(list);
  if (replacement != null) return <>{replacement}</>;
  if (list.error) {
    return (
      <>
        <ErrorAlert
          title={translate(loadFailure)}
          error={list.error}
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => list.refetch()}>
              {translate('common.reload')}
            </Button>
          }
        />
        {sampleData && isSampleWorthy(list.error) ? (
          <>
            <SampleDataBanner />
            <SampleRows data={sampleData}>{cards ? <RecordCards config={cards} empty={sampleTable ?? table} sample /> : (sampleTable ?? table)}</SampleRows>
          </>
        ) : null}
      </>
    );
  }
  return (
    <>
      {cards ? <RecordCards config={cards} empty={table} /> : <RowCheckboxLabels>{table}</RowCheckboxLabels>}
      <PrevNextPagination />
      {footer}
    </>
  );
};

type ViewProps = Omit<ListCardProps, 'resource' | 'filterDefaultValues' | 'perPage' | 'sort' | 'above' | 'below'> & {
  headingId: string;
};

const ListCardView = ({ heading, headingId, headingAction, filters, filtersLabel, filterDebounce = false, filtersAlign, filterForm, top, ...results }: ViewProps) => {
  const translate = useTranslate();
  const title = heading ? (
    <Typography id={headingId} component="h2" variant="h6">
      {translate(heading)}
    </Typography>
  ) : null;
  return (
    <Stack spacing={2}>
      {headingAction ? (
        <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" justifyContent="space-between">
          {title}
          {headingAction}
        </Stack>
      ) : (
        title
      )}
      {top}
      {filters ? (
        <FilterLiveForm debounce={filterDebounce}>
          <Stack
            role={filtersLabel ? 'search' : undefined}
            aria-label={filtersLabel ? translate(filtersLabel) : undefined}
            direction="row"
            spacing={2}
            useFlexGap
            flexWrap="wrap"
            alignItems={filtersAlign}
          >
            {filters}
          </Stack>
        </FilterLiveForm>
      ) : null}
      {filterForm}
      <ListToolbar />
      <ListResults {...results} />
    </Stack>
  );
};

/**
 * The one list shell of the console (react-admin's ListBase): heading, filters, then the table
 * and the Prev/Next bar, or after a failed load the red alert with Reload and the built-in sample
 * rows under the sample banner (spec sections 7-9, README, "Deliberate departures from the spec"). The
 * empty state is the table's own (DataTable `empty`), as each screen words it.
 */
export const ListCard = ({
  resource,
  filterDefaultValues,
  perPage = DEFAULT_PAGE_SIZE,
  sort,
  disableAuthentication,
  disableSyncWithLocation,
  queryOptions,
  above,
  below,
  tools,
  ...view
}: ListCardProps) => {
  // A list whose page also shows one record at its own URL (screens.ts `overList`: show): its
  // filters and page live in react-admin's store, not the address bar, so opening or closing the
  // record never rewrites the record's URL, and Back goes where the user was.
  const recordOverList = Boolean(screenForPath(`/admin/${resource}`)?.overList?.includes('show'));
  const headingId = useId();
  const body = <ListCardView headingId={headingId} {...view} />;
  // Saved views on every list with live filters, Columns on every list whose columns are known (its
  // export columns); a screen's `tools` may still turn either off.
  const hasLiveFilters = Boolean(view.filters);
  const listTools = useMemo(
    () => listToolsFor(resource, { savedViews: hasLiveFilters, columns: Boolean(tools?.exportColumns), ...tools }),
    [resource, tools, hasLiveFilters],
  );
  return (
    <ListBase
      resource={resource}
      filterDefaultValues={filterDefaultValues}
      perPage={perPage}
      sort={sort}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation || recordOverList}
      storeKey={recordOverList ? `${resource}.listParams` : undefined}
      queryOptions={{ refetchOnMount: refetchOnMountUnlessEarly, ...queryOptions, onError: quiet }}
    >
      <ListToolsContext.Provider value={listTools}>
      {above}
      {view.heading ? (
        <Card component="section" aria-labelledby={headingId}>
          <CardContent>{body}</CardContent>
        </Card>
      ) : (
        body
      )}
      {below}
      </ListToolsContext.Provider>
    </ListBase>
  );
};
