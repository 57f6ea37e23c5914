// Placeholder: being built.
export const MaintenancePage = () => <div>MaintenancePage</div>;
