import { defineTexts } from '@site/shared/i18n';

// Texts of the Services list and the generic parts of every Service detail page
// (docs/product.md#services-list, docs/product.md#service-detail). The fixed per-service content is
// in serviceDefinitions.ts.
export const servicesTexts = defineTexts({
  en: {
    list: {
      title: 'Our services',
      description:
        'From fire alarms and sprinklers to power, water and climate systems: we design, install and maintain every engineering system of your building.',
      headDescription:
        'Fire safety, electrical and low-current, water supply, HVAC and maintenance services by Alioni Engineering in Tbilisi.',
      tileLink: 'Learn more',
    },
    serviceDetail: {
      offeredTitle: 'What we offer',
      areasTitle: 'Where we work',
      title: 'Why choose us',
      description:
        'Every project is led by certified engineers and delivered to international standards.',
      benefits: [
        {
          title: 'Certified experience',
          description:
            '{years} years of projects across Georgia, engineers trained to NFPA, EN and ISO standards.',
        },
        {
          title: 'Turnkey delivery',
          description:
            'Design, approvals, installation, commissioning and documentation from one contractor.',
        },
        {
          title: 'Support that stays',
          description: 'Scheduled maintenance and a 24/7 emergency line long after the handover.',
        },
      ],
      contactTitle: 'Planning a project?',
      contactText: 'Tell us about your building and we will prepare a proposal free of charge.',
      contactButton: 'Contact us',
      notFoundBack: 'Back to services',
    },
  },
  ka: {
    list: {
      title: 'ჩვენი სერვისები',
      description:
        'სახანძრო სიგნალიზაციიდან და სპრინკლერებიდან ელექტრო, წყლისა და კლიმატის სისტემებამდე: ვაპროექტებთ, ვამონტაჟებთ და ვემსახურებით თქვენი შენობის ყველა საინჟინრო სისტემას.',
      headDescription:
        'ალიონი ინჟინერინგის სერვისები თბილისში: სახანძრო უსაფრთხოება, ელექტრო და სუსტი დენის სისტემები, წყალმომარაგება, HVAC და ტექნიკური მომსახურება.',
      tileLink: 'ვრცლად',
    },
    serviceDetail: {
      offeredTitle: 'რას გთავაზობთ',
      areasTitle: 'სად ვმუშაობთ',
      title: 'რატომ ჩვენ',
      description:
        'ყოველ პროექტს სერტიფიცირებული ინჟინრები ხელმძღვანელობენ და საერთაშორისო სტანდარტებით სრულდება.',
      benefits: [
        {
          title: 'სერტიფიცირებული გამოცდილება',
          description:
            '{years} წლის გამოცდილება მთელ საქართველოში, NFPA, EN და ISO სტანდარტებით მომზადებული ინჟინრები.',
        },
        {
          title: 'სრული ციკლი ერთი ხელიდან',
          description:
            'დაპროექტება, ნებართვები, მონტაჟი, გაშვება-გამართვა და დოკუმენტაცია ერთი კონტრაქტორისგან.',
        },
        {
          title: 'მხარდაჭერა, რომელიც რჩება',
          description: 'გეგმური მომსახურება და 24/7 ავარიული ხაზი ობიექტის ჩაბარების შემდეგაც.',
        },
      ],
      contactTitle: 'პროექტს გეგმავთ?',
      contactText: 'მოგვიყევით თქვენი შენობის შესახებ და უფასოდ მოგიმზადებთ შეთავაზებას.',
      contactButton: 'დაგვიკავშირდით',
      notFoundBack: 'სერვისებზე დაბრუნება',
    },
  },
});

/**
 * docs/product.md#service-detail: an unknown service id shows this Georgian message whatever the
 * active language.
 */
export const SERVICE_NOT_FOUND_MESSAGE = 'სერვისი ვერ მოიძებნა';
