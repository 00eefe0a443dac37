/**
 * The error a promise rejects with, when it is an instance of `type`, for a
 * test to inspect (operation, kind, status). Any other rejection is rethrown;
 * a promise that resolves fails the test.
 */
export async function rejectionOf<E extends Error>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected a ${type.name}`);
}
