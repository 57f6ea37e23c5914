// Placeholder: being built.
export const LandingPage = () => <div>LandingPage</div>;
