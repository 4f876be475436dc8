import { expect, type Page } from '@playwright/test';
import { SERVICES_URL } from './ports';

/** An entry or asset as Contentful's APIs give it. */
export interface Entity {
  sys: Record<string, unknown>;
  fields: Record<string, unknown>;
}

/**
 * What local-services' Preview API has at `path`, in the Delivery API's shape for one locale: what
 * the editors' app sends a framed preview in its live updates.
 */
export async function fromPreviewApi(
  page: Page,
  path: string,
  locale = 'en-US',
): Promise<Entity[]> {
  const answer = await page.request.get(
    `${SERVICES_URL}/spaces/local-space/environments/master/${path}&locale=${locale}`,
    { headers: { Authorization: 'Bearer local-preview-token' } },
  );
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { items: Entity[] }).items;
}
