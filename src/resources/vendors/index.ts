import EngineeringIcon from '@mui/icons-material/Engineering';
import VendorsPage from './VendorsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: VendorsPage,
  icon: EngineeringIcon,
};
