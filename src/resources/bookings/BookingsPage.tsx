// Placeholder until the screen is built.
const BookingsPage = () => null;
export default BookingsPage;
