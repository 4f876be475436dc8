import { defineTexts } from '@site/shared/i18n';

// The three testimonials of the catalogue (docs/product.md#home); no page shows them yet.
export const testimonialsTexts = defineTexts({
  en: {
    testimonials: {
      title: 'What our clients say',
      items: [
        {
          text: 'Alioni Engineering designed and installed the fire alarm and sprinkler systems of our hotel on time and to the NFPA standards. Their service team responds within the hour.',
          author: 'Giorgi Beridze',
          company: 'Kolkha Hotels',
        },
        {
          text: 'A professional team: the ventilation and air conditioning of our business centre work flawlessly, and the documentation was complete at handover.',
          author: 'Nana Kapanadze',
          company: 'TbilTowers Group',
        },
        {
          text: 'They protected our server rooms with a gas extinguishing system and trained our staff. We trust them with our maintenance contract.',
          author: 'Levan Tsiklauri',
          company: 'CaucaData Centers',
        },
      ],
    },
  },
  ka: {
    testimonials: {
      title: 'რას ამბობენ ჩვენი კლიენტები',
      items: [
        {
          text: 'ალიონი ინჟინერინგმა ჩვენი სასტუმროს სახანძრო სიგნალიზაცია და სპრინკლერული სისტემა დროულად და NFPA სტანდარტებით დააპროექტა და დაამონტაჟა. მათი სერვისის გუნდი ერთ საათში რეაგირებს.',
          author: 'გიორგი ბერიძე',
          company: 'კოლხა ჰოტელსი',
        },
        {
          text: 'პროფესიონალური გუნდი: ჩვენი ბიზნესცენტრის ვენტილაცია და კონდიცირება უნაკლოდ მუშაობს, ხოლო ჩაბარებისას დოკუმენტაცია სრულად იყო მომზადებული.',
          author: 'ნანა კაპანაძე',
          company: 'თბილთაუერს ჯგუფი',
        },
        {
          text: 'ჩვენი სერვერული ოთახები აირით ხანძარქრობის სისტემით დაიცვეს და თანამშრომლებიც გადაამზადეს. ტექნიკური მომსახურების ხელშეკრულებას მათ ვანდობთ.',
          author: 'ლევან წიკლაური',
          company: 'კავკადატა ცენტრები',
        },
      ],
    },
  },
});
