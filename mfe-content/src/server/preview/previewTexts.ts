import type { Language } from '@site/shared/language';

/** The page an editor gets for a preview link whose secret is wrong (401). */
export const previewDeniedTexts: Record<
  Language,
  { title: string; heading: string; explanation: string; home: string }
> = {
  ka: {
    title: 'გადახედვა ვერ გაიხსნა',
    heading: 'გადახედვა ვერ გაიხსნა',
    explanation:
      'გადახედვის ბმული არასწორია ან მოძველებულია. გახსენით გადახედვა ხელახლა Contentful-იდან.',
    home: 'მთავარ გვერდზე დაბრუნება',
  },
  en: {
    title: 'Preview could not be opened',
    heading: 'Preview could not be opened',
    explanation:
      'The preview link is not valid or has expired. Open the preview again from Contentful.',
    home: 'Go to the home page',
  },
};
