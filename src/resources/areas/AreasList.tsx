import { useCallback, useMemo, useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { FilterLiveForm, ListContextProvider, ResourceContextProvider, useGetList, useList, useTranslate, type ListControllerResult } from 'react-admin';
import { DEFAULT_PAGE_SIZE } from '../../config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PrevNextPagination } from '../../ui/PrevNextPagination';
import { SampleDataBanner } from '../../ui/SampleDataBanner';
import { isSampleWorthy } from '../../providers/http';
import { AreaStatistics } from './AreaStatistics';
import { AreasTable } from './AreasTable';
import { areaFilters, filterAreas } from './areaFilters';
import { SAMPLE_AREAS } from './sampleAreas';
import type { Area, AreaFilterValues } from './types';

/**
 * Areas are loaded all at once and paged on the client (spec part 2, section 2). The dataProvider
 * always sends a limit, so this asks for the server's largest page (pageSlice caps a page at 500).
 */
// perPage 0: the data provider sends no page/limit and the server answers every area.
const ALL_AREAS = { page: 1, perPage: 0 };
const BY_ID = { field: 'id', order: 'ASC' as const };
// City and state are typed: wait for a pause before filtering.
const FILTER_DEBOUNCE_MS = 300;

/**
 * The statistics cards, the filters, the table and the Prev/Next bar over the loaded areas (or the
 * sample areas after a load with no answer or a 5xx, under the error and the sample banner, actions
 * disabled; after a 4xx, the error alone).
 */
export const AreasList = ({ headingId }: { headingId: string }) => {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useGetList<Area>('areas', { pagination: ALL_AREAS, sort: BY_ID });
  // The sample areas only when the server could not be reached or failed; a 4xx shows no rows.
  const sample = isSampleWorthy(error);
  const loaded = useMemo(() => (sample ? SAMPLE_AREAS : error ? [] : (data ?? [])), [sample, error, data]);

  const [filters, setFilterValues] = useState<AreaFilterValues>({});
  const filtered = useMemo(() => filterAreas(loaded, filters), [loaded, filters]);
  // useList pages the filtered rows; its own filter state is left empty (filterAreas matches by text).
  const list = useList<Area>({ data: filtered, isPending: isPending && !error, resource: 'areas', perPage: DEFAULT_PAGE_SIZE });
  const { page, perPage, total, setPage, setPerPage } = list;
  const setFilters = useCallback(
    (values: AreaFilterValues) => {
      setFilterValues(values);
      // A filter change goes back to page 1.
      setPage(1);
    },
    [setPage],
  );
  // The filter bar reads and sets these filters through the list context.
  const listContext: ListControllerResult<Area> = { ...list, filterValues: filters, setFilters };

  return (
    <Stack spacing={2}>
      <Typography id={headingId} component="h2" variant="h6">
        {translate('areas.list.title')}
      </Typography>
      {error ? (
        <>
          <ErrorAlert
            title={translate('areas.loadFailure')}
            error={error}
            action={
              <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => refetch()}>
                {translate('common.reload')}
              </Button>
            }
          />
          {sample ? <SampleDataBanner /> : null}
        </>
      ) : null}
      {/* After a 4xx (the server's answer) only the alert: no figures, no rows. */}
      {error && !sample ? null : (
        <>
          <AreaStatistics areas={loaded} />
          {/* No <ListBase> here (the list is paged on the client), so the resource is given explicitly. */}
          <ResourceContextProvider value="areas">
            <ListContextProvider value={listContext}>
              <FilterLiveForm debounce={FILTER_DEBOUNCE_MS}>
                <Stack
                  role="search"
                  aria-label={translate('areas.filters.label')}
                  direction="row"
                  spacing={2}
                  useFlexGap
                  flexWrap="wrap"
                  alignItems="center"
                >
                  {areaFilters}
                </Stack>
              </FilterLiveForm>
              <AreasTable sample={Boolean(error)} />
              <PrevNextPagination page={page} perPage={perPage} total={total} setPage={setPage} setPerPage={setPerPage} />
            </ListContextProvider>
          </ResourceContextProvider>
        </>
      )}
    </Stack>
  );
};
