import { reportContentFailure } from './contentFailures';

/**
 * docs/product.md#behaviour-on-failures: a failed content fetch is logged only; the caller gets an
 * empty result instead.
 */
export async function safely<T>(what: string, run: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(`Content request failed: ${what}`, error);
    reportContentFailure(what, error);
    return fallback;
  }
}
