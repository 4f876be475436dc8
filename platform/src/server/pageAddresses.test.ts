import { pageAddresses } from './pageAddresses';

describe('pageAddresses', () => {
  it('expands a remote’s routes with the param values it is given', () => {
    expect(pageAddresses('company', { serviceId: ['fire-alarm', 'hvac'] })).toEqual([
      { url: '/', expose: 'Home' },
      { url: '/services', expose: 'ServicesList' },
      { url: '/services/fire-alarm', expose: 'ServiceDetail' },
      { url: '/services/hvac', expose: 'ServiceDetail' },
      { url: '/about', expose: 'About' },
    ]);
    expect(pageAddresses('contact', {})).toEqual([{ url: '/contact', expose: 'Contact' }]);
    // @ts-expect-error: the company's routes need their `serviceId` values
    expect(() => pageAddresses('company', {})).toThrow('no values for :serviceId');
  });
});
