import MapIcon from '@mui/icons-material/Map';
import AreasPage from './AreasPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: AreasPage,
  icon: MapIcon,
};
