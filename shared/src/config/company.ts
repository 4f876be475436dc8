// Fixed company facts that are not deployment settings (docs/product.md#fixed-content).
export const COMPANY = {
  foundedYear: 2020,
  yearsInBusiness: 5,
  copyrightYear: 2025,
  address: {
    en: 'Khosharauli Street N27a, Tbilisi, Georgia',
    ka: 'ხოშარაულის ქუჩა N27ა, თბილისი, საქართველო',
  },
  name: {
    en: 'Alioni Engineering',
    ka: 'ალიონი ინჟინერინგი',
  },
} as const;
