import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parse } from 'date-fns';
import { useInput, useTranslate } from 'react-admin';

const DAY_FORMAT = 'yyyy-MM-dd';

/** 'YYYY-MM-DD' read as that calendar day (not UTC midnight, which some time zones show as the day before). */
const parseDay = (value: unknown): Date | null => {
  if (typeof value !== 'string' || !value) return null;
  const date = parse(value.slice(0, 10), DAY_FORMAT, new Date());
  return isValid(date) ? date : null;
};

export interface ReportDayInputProps {
  source: string;
  /** An i18n key. */
  label: string;
}

/**
 * A From / To day of the report filter: MUI X's DatePicker, kept in the filter as 'YYYY-MM-DD'
 * (what GET /api/commissions takes as dateFrom / dateTo). A cleared or half-typed day is empty,
 * which sends nothing. Needs the LocalizationProvider of CommissionReportsPage.
 */
export const ReportDayInput = ({ source, label }: ReportDayInputProps) => {
  const translate = useTranslate();
  const { field, id } = useInput({ source, format: (v) => v ?? '', parse: (v) => v });
  return (
    <DatePicker
      label={translate(label)}
      value={parseDay(field.value)}
      onChange={(date) => field.onChange(date && isValid(date) ? format(date, DAY_FORMAT) : '')}
      inputRef={field.ref}
      slotProps={{
        field: { clearable: true },
        textField: { id, name: field.name, size: 'small', onBlur: field.onBlur, sx: { width: 180 } },
      }}
    />
  );
};
