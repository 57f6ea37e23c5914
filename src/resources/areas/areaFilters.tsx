import { TextInput } from 'react-admin';
import { COVERAGE_TYPES } from '../../domain/service';
import { choiceFilter, activeFilter } from '../../ui/selectFilters';
import type { Area, AreaFilterValues } from './types';

/**
 * Coverage, state, city and active (spec part 2, section 2). Areas are loaded all at once and
 * paged on the client, so these filter the loaded list too (filterAreas below). 'All' clears one.
 */
export const areaFilters = [
  choiceFilter('areas', 'coverage', COVERAGE_TYPES, 'areas.coverage'),
  <TextInput key="state" source="state" label="areas.filters.state" size="small" helperText={false} sx={{ minWidth: 160 }} />,
  <TextInput key="city" source="city" label="areas.filters.city" size="small" helperText={false} sx={{ minWidth: 160 }} />,
  activeFilter('areas'),
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
