/**
 * @jest-environment node
 */
import { reportContentFailure } from '../queries/contentFailures';
import { ContentUnavailable, failOnContentFailure } from './contentFailureScope';

describe('failOnContentFailure', () => {
  it('fails only the render whose own request failed, of two running side by side', async () => {
    const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
    const failing = failOnContentFailure(async () => {
      await pause();
      reportContentFailure('projects page 1', new Error('down'));
      return 'failing';
    });
    const healthy = failOnContentFailure(async () => {
      await pause();
      await pause();
      return 'healthy';
    });
    await expect(failing).rejects.toBeInstanceOf(ContentUnavailable);
    await expect(healthy).resolves.toBe('healthy');
  });
});
