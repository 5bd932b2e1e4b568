export interface ServiceStatus {
  status: 'ok' | 'unavailable';
  database: 'ok' | 'unavailable';
}

/**
 * The service check behind GET /api/health (issue 2 §3; decision 004): up, and the database
 * answers. `httpStatus` is 503 when it does not, so a load balancer takes the instance out.
 * @param ping throws when the database does not answer
 */
export async function checkServiceStatus(
  ping: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<{ httpStatus: 200 | 503; body: ServiceStatus }> {
  try {
    await ping();
    return { httpStatus: 200, body: { status: 'ok', database: 'ok' } };
  } catch (error) {
    onError(error);
    return { httpStatus: 503, body: { status: 'unavailable', database: 'unavailable' } };
  }
}
