import TvIcon from '@mui/icons-material/Tv';
import ProductsPage from './ProductsPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: ProductsPage,
  icon: TvIcon,
};
