import { defineTexts } from '@site/shared/i18n';

// The language banner's texts, apart from the shell's others: the banner is drawn by the start
// script, whose bundle carries these alone.
export const bannerTexts = defineTexts({
  en: {
    label: 'Language suggestion',
    suggestKa:
      'It looks like you are visiting from Georgia. Would you like to read the site in Georgian?',
    suggestEn:
      'It looks like you are visiting from outside Georgia. Would you like to read the site in English?',
    acceptKa: 'Switch to Georgian',
    acceptEn: 'Switch to English',
    decline: 'No, thanks',
    close: 'Close the suggestion',
  },
  ka: {
    label: 'ენის შეთავაზება',
    suggestKa: 'როგორც ჩანს, საქართველოდან გვსტუმრობთ. გსურთ საიტის ქართულად ნახვა?',
    suggestEn: 'როგორც ჩანს, საქართველოს გარედან გვსტუმრობთ. გსურთ საიტის ინგლისურად ნახვა?',
    acceptKa: 'ქართულზე გადართვა',
    acceptEn: 'ინგლისურზე გადართვა',
    decline: 'არა, გმადლობთ',
    close: 'შეთავაზების დახურვა',
  },
});
