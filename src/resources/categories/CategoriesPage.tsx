// Placeholder until the screen is built (issue 3).
const CategoriesPage = () => null;
export default CategoriesPage;
