// Fixed company facts of the specification (§1, §9) that are not deployment settings.
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
