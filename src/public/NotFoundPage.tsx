// Placeholder: being built.
export const NotFoundPage = () => <div>NotFoundPage</div>;
