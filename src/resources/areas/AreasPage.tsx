// Placeholder until the screen is built.
const AreasPage = () => null;
export default AreasPage;
