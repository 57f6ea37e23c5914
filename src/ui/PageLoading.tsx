import { Box, CircularProgress } from '@mui/material';

export const PageLoading = () => (
  <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
    <CircularProgress aria-label="Loading" />
  </Box>
);
