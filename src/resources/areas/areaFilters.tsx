import { TextInput } from 'react-admin';
import { COVERAGE_TYPES } from '../../domain/service';
import { SelectFilterInput } from '../../ui/SelectFilterInput';
import type { Area, AreaFilterValues } from './types';

/**
 * Coverage, state, city and active (spec part 2, section 2). Areas are loaded all at once and
 * paged on the client, so these filter the loaded list too (filterAreas below). 'All' clears one.
 */
export const areaFilters = [
  <SelectFilterInput
    key="coverage"
    source="coverage"
    label="areas.filters.coverage"
    allLabel="areas.filters.all"
    choices={COVERAGE_TYPES.map((coverage) => ({ id: coverage, name: `areas.coverage.${coverage}` }))}
    alwaysOn
  />,
  <TextInput key="state" source="state" label="areas.filters.state" size="small" helperText={false} sx={{ minWidth: 160 }} />,
  <TextInput key="city" source="city" label="areas.filters.city" size="small" helperText={false} sx={{ minWidth: 160 }} />,
  <SelectFilterInput
    key="active"
    source="active"
    label="areas.filters.active"
    allLabel="areas.filters.all"
    choices={[
      { id: 'true', name: 'areas.status.active' },
      { id: 'false', name: 'areas.status.inactive' },
    ]}
    alwaysOn
  />,
];

const containsText = (value: unknown, typed: string | undefined) => {
  const needle = String(typed ?? '').trim().toLowerCase();
  return !needle || String(value ?? '').toLowerCase().includes(needle);
};

/** The areas matching the filters: coverage and active exactly, state and city by the text they contain. */
export const filterAreas = (areas: Area[], filters: AreaFilterValues): Area[] =>
  areas.filter(
    (area) =>
      (!filters.coverage || area.coverage === filters.coverage) &&
      (!filters.active || String(area.active) === filters.active) &&
      containsText(area.state, filters.state) &&
      containsText(area.city, filters.city),
  );
