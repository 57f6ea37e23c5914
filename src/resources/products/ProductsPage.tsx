// Placeholder until the screen is built (issue 3).
const ProductsPage = () => null;
export default ProductsPage;
