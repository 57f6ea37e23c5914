import { HttpError } from '../../providers/http';

/**
 * The spec's load-failure text by HTTP status (part 1, section 8): 0 no connection, 404 no such
 * endpoint, 500 and above a server error, anything else 'Failed to load tenants (Status: N)'.
 */
export const tenantLoadErrorText = (error: unknown, translate: (key: string, options?: any) => string): string => {
  const status = error instanceof HttpError ? error.status : typeof (error as { status?: unknown })?.status === 'number' ? (error as { status: number }).status : 0;
  if (status === 0) return translate('tenants.loadErrors.network');
  if (status === 404) return translate('tenants.loadErrors.notFound');
  if (status >= 500) return translate('tenants.loadErrors.server');
  return translate('tenants.loadErrors.other', { status });
};
