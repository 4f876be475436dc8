import { defineTexts } from '@site/shared/i18n';

// Texts only the shell shows: header controls, the footer and the 404 page (the language banner's
// are its own: features/language-banner/bannerTexts.ts).
// Navigation labels, page titles and contact labels are shared (commonTexts).
export const shellTexts = defineTexts({
  en: {
    skipLink: 'Skip to main content',
    header: {
      logoLabel: 'Alioni Engineering, home page',
      mainNav: 'Main navigation',
      contactButton: 'Contact us',
      openMenu: 'Open menu',
      closeMenu: 'Close menu',
      menuTitle: 'Menu',
      languageLabel: 'Language',
      currentLanguage: 'Language: {language}',
    },
    footer: {
      ctaTitle: 'Protect your building with systems that work when it matters',
      ctaText: 'Call us for a free consultation',
      extinguisherAlt: 'A red fire extinguisher',
      aboutTitle: 'About the company',
      aboutText:
        'Since 2020 we have designed, installed and maintained fire safety, electrical and low-current, water supply and drainage, and heating, cooling and ventilation systems for businesses and homes across Georgia.',
      linksTitle: 'Useful links',
      contactTitle: 'Contact',
      socialTitle: 'Follow us',
      addressHint: 'opens the map in a new tab',
      backToTop: 'Back to top',
      rights: 'All rights reserved.',
    },
    notFound: {
      text: 'The page you are looking for does not exist or has been moved. Check the address or continue from one of these pages.',
      home: 'Back to home',
      contact: 'Contact us',
      linksTitle: 'Popular pages',
    },
  },
  ka: {
    skipLink: 'მთავარ შიგთავსზე გადასვლა',
    header: {
      logoLabel: 'ალიონი ინჟინერინგი, მთავარი გვერდი',
      mainNav: 'მთავარი ნავიგაცია',
      contactButton: 'დაგვიკავშირდით',
      openMenu: 'მენიუს გახსნა',
      closeMenu: 'მენიუს დახურვა',
      menuTitle: 'მენიუ',
      languageLabel: 'ენა',
      currentLanguage: 'ენა: {language}',
    },
    footer: {
      ctaTitle: 'დაიცავით თქვენი შენობა სისტემებით, რომლებიც საჭირო დროს გამართულად მუშაობს',
      ctaText: 'დაგვირეკეთ უფასო კონსულტაციისთვის',
      extinguisherAlt: 'წითელი ცეცხლმაქრი',
      aboutTitle: 'კომპანიის შესახებ',
      aboutText:
        '2020 წლიდან ვაპროექტებთ, ვამონტაჟებთ და ვემსახურებით სახანძრო უსაფრთხოების, ელექტრო და სუსტი დენების, წყალმომარაგება-კანალიზაციისა და გათბობა-გაგრილება-ვენტილაციის სისტემებს ბიზნესებისა და სახლებისთვის მთელ საქართველოში.',
      linksTitle: 'სასარგებლო ბმულები',
      contactTitle: 'კონტაქტი',
      socialTitle: 'გამოგვყევით',
      addressHint: 'რუკა გაიხსნება ახალ ჩანართში',
      backToTop: 'ზემოთ დაბრუნება',
      rights: 'ყველა უფლება დაცულია.',
    },
    notFound: {
      text: 'გვერდი, რომელსაც ეძებთ, არ არსებობს ან სხვა მისამართზე გადავიდა. შეამოწმეთ მისამართი ან განაგრძეთ ერთ-ერთი ამ გვერდიდან.',
      home: 'მთავარზე დაბრუნება',
      contact: 'დაგვიკავშირდით',
      linksTitle: 'პოპულარული გვერდები',
    },
  },
});
