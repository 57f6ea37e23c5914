// Placeholder until the screen is built (issue 3).
const BomsPage = () => null;
export default BomsPage;
