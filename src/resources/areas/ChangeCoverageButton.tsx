import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isCoverage, type Coverage } from '../../domain/service';
import { MutationDialogButton } from '../../ui/MutationDialogButton';
import type { Area, AreaActionProps } from './types';

const TEXTS = {
  label: 'areas.actions.changeCoverage',
  title: 'areas.change.title',
  hint: 'areas.change.hint',
  confirm: 'areas.change.save',
  cancel: 'areas.change.cancel',
  success: 'areas.change.success',
  failure: 'areas.change.failure',
};

/**
 * 'Change Coverage': PUT /v1/areas/{id} {coverage}, kept by the server
 * (README, "Deliberate departures from the spec"). The dialog replaces the reference's prompt: only full,
 * partial or none are accepted (spec part 2, section 2); anything else is refused and nothing is sent.
 */
export const ChangeCoverageButton = ({ disabled = false }: AreaActionProps) => {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const [refused, setRefused] = useState(false);
  return (
    <MutationDialogButton<Area, Coverage>
      access={{ resource: 'areas', action: 'edit' }}
      texts={TEXTS}
      args={(area) => ({ city: area.city, pincode: area.pincode })}
      successArgs={(_answer, area, coverage) => ({ pincode: area.pincode, coverage: translate(`areas.coverage.${coverage}`) })}
      disabled={disabled}
      onOpen={(area) => {
        setValue(area.coverage);
        setRefused(false);
      }}
      toBody={() => {
        const coverage = value.trim().toLowerCase();
        const accepted = isCoverage(coverage);
        setRefused(!accepted);
        return accepted ? coverage : null;
      }}
      mutation={(dataProvider, area, coverage) => dataProvider.changeCoverage(area.id, coverage)}
    >
      <TextField
        autoFocus
        fullWidth
        label={translate('areas.change.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={refused}
        helperText={refused ? translate('areas.change.refused') : ' '}
      />
    </MutationDialogButton>
  );
};
