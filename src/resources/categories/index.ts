import CategoryIcon from '@mui/icons-material/Category';
import CategoriesPage from './CategoriesPage';

/** Resource config in the style of react-admin's examples/demo. */
export default {
  list: CategoriesPage,
  icon: CategoryIcon,
};
