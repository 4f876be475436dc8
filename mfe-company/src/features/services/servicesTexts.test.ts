import { expectCompleteTexts } from '@site/shared/testing';
import { SERVICE_IDS, serviceDefinitions } from './serviceDefinitions';
import { SERVICE_NOT_FOUND_MESSAGE, servicesTexts } from './servicesTexts';

describe('servicesTexts', () => {
  it('has every key in both languages and no empty text', () => {
    expectCompleteTexts(servicesTexts);
    expect(servicesTexts.en.serviceDetail.benefits).toHaveLength(3);
  });

  it('says "service not found" in Georgian', () => {
    expect(SERVICE_NOT_FOUND_MESSAGE).toBe('სერვისი ვერ მოიძებნა');
  });
});

describe('serviceDefinitions', () => {
  it('defines all seven services with the same keys and list lengths in both languages', () => {
    expectCompleteTexts(serviceDefinitions);
    expect(Object.keys(serviceDefinitions.en).sort()).toEqual([...SERVICE_IDS].sort());
  });

  it('has substantive content covering 24/7 support, HVAC, VRF/VRV, BMS and CCTV', () => {
    for (const language of ['en', 'ka'] as const) {
      const all = JSON.stringify(serviceDefinitions[language]);
      for (const term of ['24/7', 'HVAC', 'VRF/VRV', 'BMS', 'CCTV', 'NFPA', 'EN 54']) {
        expect(all).toContain(term);
      }
      for (const id of SERVICE_IDS) {
        expect(serviceDefinitions[language][id].services.length).toBeGreaterThanOrEqual(6);
      }
    }
  });
});
