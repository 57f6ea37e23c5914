import { Divider, Typography } from '@mui/material';
import { DetailGrid, type DetailItem } from '../../ui/DetailGrid';

/** A complaint page's card, staff's and customer's alike: what is wrong, whole, then the labelled values. */
export const ComplaintDetails = ({ description, items }: { description: string; items: DetailItem[] }) => (
  <>
    <Typography sx={{ whiteSpace: 'pre-wrap' }}>{description}</Typography>
    <Divider />
    <DetailGrid items={items} />
  </>
);
