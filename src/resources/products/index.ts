import { lazy } from 'react';
import ProductsPage from './ProductsPage';

/** The screen's views (src/screens.ts names the screen; examples/demo style); the product's page is a chunk of its own. */
export default {
  list: ProductsPage,
  show: lazy(() => import('./ProductShow')),
};
