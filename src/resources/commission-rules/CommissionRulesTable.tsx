import { Typography } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { ActiveBadge } from '../../ui/ActiveBadge';
import { DeleteCommissionRuleButton } from './DeleteCommissionRuleButton';
import { EditCommissionRuleButton } from './EditCommissionRuleButton';
import { orderRangeText, ratesText } from './ruleDisplay';
import type { CommissionRule } from './types';
import { DENSE_WIDE_TABLE_SX } from '../../ui/tableSx';
import { ListTable } from '../../ui/ListTable';

const Column = DataTable.Col<CommissionRule>;

const CategoryCell = ({ record }: { record: CommissionRule }) => {
  const translate = useTranslate();
  if (record.serviceCategory) return <>{record.serviceCategory}</>;
  return (
    <Typography variant="body2" color="text.secondary" component="span">
      {translate('commissionRules.anyCategory')}
    </Typography>
  );
};

/**
 * The rules table, reading the surrounding ListContext: the live list, or the sample list after a
 * failed load (then `sample` disables Edit and Delete).
 */
export const CommissionRulesTable = ({ sample = false }: { sample?: boolean }) => {
  const translate = useTranslate();
  return (
    <ListTable<CommissionRule> rowClick={false} emptyKey="commissionRules.empty" sx={DENSE_WIDE_TABLE_SX}>
      <Column source="id" label="commissionRules.columns.id" disableSort />
      <Column
        source="party"
        label="commissionRules.columns.party"
        disableSort
        render={(r) => translate(`commissionRules.party.${r.party}`, { _: r.party })}
      />
      <Column
        source="type"
        label="commissionRules.columns.type"
        disableSort
        render={(r) => translate(`commissionRules.type.${r.type}`, { _: r.type })}
      />
      <Column source="value" label="commissionRules.columns.rates" disableSort render={(r) => ratesText(r)} />
      <Column source="serviceCategory" label="commissionRules.columns.serviceCategory" disableSort render={(r) => <CategoryCell record={r} />} />
      <Column
        source="minOrderValue"
        label="commissionRules.columns.orderValue"
        disableSort
        render={(r) => <span style={{ whiteSpace: 'nowrap' }}>{orderRangeText(r)}</span>}
      />
      <Column source="priority" label="commissionRules.columns.priority" disableSort render={(r) => r.priority ?? 1} />
      <Column
        source="isActive"
        label="commissionRules.columns.status"
        disableSort
        render={(r) => <ActiveBadge active={r.isActive} resource="commissionRules" />}
      />
      <Column label="commissionRules.columns.edit" disableSort render={() => <EditCommissionRuleButton disabled={sample} />} />
      <Column label="commissionRules.columns.delete" disableSort render={() => <DeleteCommissionRuleButton disabled={sample} />} />
    </ListTable>
  );
};
