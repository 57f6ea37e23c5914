import { SelectFilterInput } from './SelectFilterInput';

/**
 * A list filter select, always shown: labelled `<resource>.filters.<source>`, first option 'All'
 * (`<resource>.filters.all`, sends nothing), then one option a value, named `<optionKey>.<value>`.
 */
export const choiceFilter = (resource: string, source: string, values: readonly string[], optionKey = `${resource}.filters`) => (
  <SelectFilterInput
    key={source}
    source={source}
    label={`${resource}.filters.${source}`}
    allLabel={`${resource}.filters.all`}
    choices={values.map((value) => ({ id: value, name: `${optionKey}.${value}` }))}
    alwaysOn
  />
);

/** The Active filter: All, Active, Inactive (`<resource>.status.active|inactive`), sent as 'true' / 'false'. */
export const activeFilter = (resource: string, source = 'active') => (
  <SelectFilterInput
    key={source}
    source={source}
    label={`${resource}.filters.active`}
    allLabel={`${resource}.filters.all`}
    choices={[
      { id: 'true', name: `${resource}.status.active` },
      { id: 'false', name: `${resource}.status.inactive` },
    ]}
    alwaysOn
  />
);
