import { defineTexts } from '@site/shared/i18n';

// The FAQ of the Home page (five pairs citing NFPA, EN and ISO; docs/product.md#home).
export const faqTexts = defineTexts({
  en: {
    faq: {
      title: 'Frequently asked questions',
      description: 'Short answers to what our clients ask most often.',
      items: [
        {
          question: 'Which standards do your fire safety systems follow?',
          answer:
            'We design and install to the international standards NFPA 72 (fire alarm) and NFPA 13 (sprinklers), the European EN 54 series for detection and alarm and EN 12845 for sprinkler systems, together with the Georgian technical regulations. Our own management system is certified to ISO 9001.',
        },
        {
          question: 'How often must a fire alarm system be inspected?',
          answer:
            'NFPA 72 and EN 54-14 call for regular functional tests: we recommend a check every quarter and a full annual inspection of every detector, call point, sounder and the control panel, with a written report for your records.',
        },
        {
          question: 'Do you design systems as well as install them?',
          answer:
            'Yes. Our engineers prepare the complete design package — calculations, drawings and specifications per NFPA and EN standards — obtain the approvals, then install, commission and hand over the system with documentation and staff training.',
        },
        {
          question: 'Which fire extinguishing system suits a server room?',
          answer:
            'For server rooms and archives we recommend clean-agent gas systems (FM-200 or Novec 1230) designed to NFPA 2001 and EN 15004. They put out a fire in seconds without water and without damaging electronics.',
        },
        {
          question: 'Do you offer maintenance contracts and emergency support?',
          answer:
            'Yes. Our service contracts follow ISO 9001 procedures and include scheduled maintenance, spare parts and a 24/7 emergency line with a guaranteed response time.',
        },
      ],
    },
  },
  ka: {
    faq: {
      title: 'ხშირად დასმული კითხვები',
      description: 'მოკლე პასუხები კითხვებზე, რომლებსაც კლიენტები ყველაზე ხშირად გვისვამენ.',
      items: [
        {
          question: 'რომელ სტანდარტებს მისდევს თქვენი სახანძრო სისტემები?',
          answer:
            'ვაპროექტებთ და ვამონტაჟებთ საერთაშორისო სტანდარტებით: NFPA 72 (სახანძრო სიგნალიზაცია) და NFPA 13 (სპრინკლერები), ევროპული EN 54 სერია აღმოჩენისა და შეტყობინებისთვის და EN 12845 სპრინკლერული სისტემებისთვის, საქართველოს ტექნიკურ რეგლამენტებთან ერთად. ჩვენი მართვის სისტემა სერტიფიცირებულია ISO 9001-ით.',
        },
        {
          question: 'რამდენად ხშირად უნდა შემოწმდეს სახანძრო სიგნალიზაცია?',
          answer:
            'NFPA 72 და EN 54-14 რეგულარულ ფუნქციურ ტესტირებას ითხოვს: გირჩევთ შემოწმებას ყოველ კვარტალში და სრულ წლიურ ინსპექტირებას — ყველა დეტექტორის, ხელის ღილაკის, სირენისა და მართვის პანელის — წერილობითი ანგარიშით.',
        },
        {
          question: 'სისტემებს აპროექტებთ თუ მხოლოდ ამონტაჟებთ?',
          answer:
            'ორივეს. ჩვენი ინჟინრები ამზადებენ სრულ საპროექტო დოკუმენტაციას — გაანგარიშებებს, ნახაზებსა და სპეციფიკაციებს NFPA და EN სტანდარტებით — ვიღებთ ნებართვებს, შემდეგ ვამონტაჟებთ, ვაწყობთ და ვაბარებთ სისტემას დოკუმენტაციითა და პერსონალის სწავლებით.',
        },
        {
          question: 'ხანძარქრობის რომელი სისტემა შეეფერება სერვერულ ოთახს?',
          answer:
            'სერვერული ოთახებისა და არქივებისთვის გირჩევთ აირით ხანძარქრობის სისტემებს (FM-200 ან Novec 1230), დაპროექტებულს NFPA 2001 და EN 15004 სტანდარტებით. ისინი ხანძარს წამებში აქრობენ წყლის გარეშე და ელექტრონიკას არ აზიანებენ.',
        },
        {
          question: 'გთავაზობთ ტექნიკური მომსახურების ხელშეკრულებასა და ავარიულ მხარდაჭერას?',
          answer:
            'დიახ. ჩვენი მომსახურების ხელშეკრულებები ISO 9001-ის პროცედურებს მისდევს და მოიცავს გეგმურ მოვლას, სათადარიგო ნაწილებსა და 24/7 ავარიულ ხაზს რეაგირების გარანტირებული დროით.',
        },
      ],
    },
  },
});
