// Placeholder: being built.
const ComplaintsPage = () => <div>Complaints</div>;
export default ComplaintsPage;
