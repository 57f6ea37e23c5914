import { Box, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

/** What a list shows when the server returned no rows, e.g. 'No complaints found'. */
export const EmptyState = ({ text }: { text: string }) => (
  <Box role="status" sx={{ py: 5, display: 'grid', justifyItems: 'center', gap: 1, color: 'text.secondary' }}>
    <InboxOutlinedIcon fontSize="large" aria-hidden />
    <Typography>{text}</Typography>
  </Box>
);
