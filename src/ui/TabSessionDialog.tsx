import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { usePreferences } from '../preferences';
import { userLabel, type TabSessionState } from '../domain/tabSession';

type Changed = Exclude<TabSessionState, { kind: 'same' }>;

/**
 * The stored session changed in another tab (src/providers/tabSession.ts): who this tab was, who is
 * signed in now, and the one way on. It cannot be dismissed: behind it the page still shows the old
 * user's screen, from which nothing is sent. It closes by itself when this tab's user signs in again
 * in another tab (the page then carries on as before).
 */
const TabSessionDialog = ({ state }: { state: Changed }) => {
  const { t } = usePreferences();
  const titleId = useId();
  const textId = useId();
  const previous = userLabel(state.previous);
  const other = state.kind === 'otherUser';
  const current = other ? userLabel(state.current) : '';
  // A reload starts this tab afresh as the stored user (caches, forms and all); the sign-in page is a
  // fresh start too.
  const go = () => (other ? window.location.reload() : window.location.assign('/sign-in'));
  return (
    <Dialog open role="alertdialog" aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth disableEscapeKeyDown>
      <DialogTitle id={titleId}>{t(other ? 'auth.tabSession.otherUserTitle' : 'auth.tabSession.signedOutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {t(other ? 'auth.tabSession.otherUserText' : 'auth.tabSession.signedOutText', { previous, current })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={go} autoFocus>
          {other ? t('auth.tabSession.continueAs', { current }) : t('auth.tabSession.signIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default TabSessionDialog;
