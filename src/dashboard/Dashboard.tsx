// Placeholder: being built.
const Dashboard = () => <div>Dashboard</div>;
export default Dashboard;
