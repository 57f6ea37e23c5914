import { useState } from 'react';
import { TextField } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useTranslate } from 'react-admin';
import { cloneVersion } from '../../domain/catalog';
import { MutationDialogButton } from '../../ui/MutationDialogButton';
import type { Bom, BomActionProps } from './types';

const TEXTS = {
  label: 'boms.actions.clone.label',
  title: 'boms.actions.clone.title',
  confirm: 'boms.actions.clone.submit',
  cancel: 'boms.actions.clone.cancel',
  success: 'boms.actions.clone.success',
  failure: 'boms.actions.clone.failure',
};

type CloneBody = { newVersion: string; description: string };

/**
 * POST /api/boms/{id}/clone {newVersion, description}: a draft copy under a new version. The dialog
 * asks the new version (default: the source version followed by .1) and a description.
 */
export const CloneBomButton = ({ disabled = false }: BomActionProps) => {
  const translate = useTranslate();
  const [newVersion, setNewVersion] = useState('');
  const [description, setDescription] = useState('');
  const [versionMissing, setVersionMissing] = useState(false);
  return (
    <MutationDialogButton<Bom, CloneBody, CloneBody>
      access={{ resource: 'catalog/boms', action: 'create' }}
      texts={TEXTS}
      draft={{
        value: { newVersion, description },
        restore: (kept) => {
          setNewVersion(kept.newVersion);
          setDescription(kept.description);
        },
      }}
      args={(source) => ({ version: source.version })}
      successArgs={(answer, _source, body) => ({ version: answer?.version ?? body.newVersion })}
      icon={<ContentCopyIcon />}
      confirmIcon={<ContentCopyIcon />}
      disabled={disabled}
      onOpen={(source) => {
        setNewVersion(cloneVersion(source.version));
        setDescription(source.description ?? '');
        setVersionMissing(false);
      }}
      toBody={() => {
        const version = newVersion.trim();
        setVersionMissing(!version);
        return version ? { newVersion: version, description: description.trim() } : null;
      }}
      mutation={(dataProvider, source, body) => dataProvider.cloneBom(source.id, body)}
      // A refused clone keeps the dialog and what was typed.
    >
      <TextField
        label={translate('boms.actions.clone.newVersion')}
        value={newVersion}
        onChange={(event) => setNewVersion(event.target.value)}
        error={versionMissing}
        helperText={versionMissing ? translate('boms.actions.clone.versionRequired') : translate('boms.create.hints.version')}
        required
        autoFocus
      />
      <TextField
        label={translate('boms.actions.clone.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={2}
      />
    </MutationDialogButton>
  );
};
