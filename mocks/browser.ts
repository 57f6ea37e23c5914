// Placeholder: being built.
export const startDemoBackend = async () => {};
