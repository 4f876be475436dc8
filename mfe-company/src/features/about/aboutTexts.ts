import { defineTexts } from '@site/shared/i18n';

// Texts of the About page (hero, certificates, partners and team titles), with the fixed team
// (Georgian and English name and position): docs/product.md#about.
export const aboutTexts = defineTexts({
  en: {
    headDescription:
      'Alioni Engineering: {years} years of fire safety and engineering systems in Georgia since {since}, certified to ISO, EN and NFPA standards.',
    hero: {
      title: 'Engineers who keep buildings safe',
      description:
        'Since {since} our team has designed, installed and maintained fire safety and engineering systems for homes, businesses and public buildings across Georgia. For {years} years we have combined international standards with local experience, and we stand behind every system we hand over.',
      imageAlt: 'Building plan with fire safety equipment, a hard hat and a control panel',
    },
    certificates: {
      title: 'Certificates and licences',
      description: 'Our work and our management system are certified to international standards.',
      items: [
        { name: 'ISO 9001:2015', description: 'Quality management system' },
        { name: 'ISO 14001:2015', description: 'Environmental management system' },
        { name: 'ISO 45001:2018', description: 'Occupational health and safety' },
        { name: 'EN 54', description: 'Fire detection and fire alarm systems' },
        { name: 'EN 12845', description: 'Automatic sprinkler systems' },
        { name: 'NFPA 72', description: 'Fire alarm and signalling code' },
        {
          name: 'State licence',
          description: 'Permit for fire safety design and installation works in Georgia',
        },
      ],
    },
    partners: {
      title: 'Partners and clients',
      description: 'Companies that trust us with the safety of their buildings.',
    },
    team: {
      title: 'Our team',
      description: 'The people who design, build and look after your systems.',
      members: [
        { name: 'Giorgi Maisuradze', position: 'Founder and General Director' },
        { name: 'Nino Gelashvili', position: 'Chief Engineer, Fire Protection Systems' },
        {
          name: 'Levan Kvaratskhelia',
          position: 'Head of Installation, Testing and Commissioning Works',
        },
        {
          name: 'Tamar Lomidze',
          position: 'Lead Designer of HVAC, Water Supply and Drainage Systems',
        },
        { name: 'Davit Abashidze', position: 'Electrical and Low-Current Systems Engineer' },
        { name: 'Mariam Chkheidze', position: 'Project Manager' },
        {
          name: 'Irakli Japaridze',
          position: 'Head of Service and 24/7 Emergency Response Department',
        },
        { name: 'Ana Kobakhidze', position: 'Quality, Health and Safety Manager' },
      ],
    },
  },
  ka: {
    headDescription:
      'ალიონი ინჟინერინგი: სახანძრო უსაფრთხოება და საინჟინრო სისტემები საქართველოში {since} წლიდან, {years} წლის გამოცდილება, ISO, EN და NFPA სტანდარტებით სერტიფიცირებული.',
    hero: {
      title: 'ინჟინრები, რომლებიც შენობებს იცავენ',
      description:
        '{since} წლიდან ჩვენი გუნდი აპროექტებს, ამონტაჟებს და ემსახურება სახანძრო უსაფრთხოებისა და საინჟინრო სისტემებს საცხოვრებელი, კომერციული და საჯარო შენობებისთვის მთელ საქართველოში. {years} წელია საერთაშორისო სტანდარტებს ადგილობრივ გამოცდილებას ვუთავსებთ და პასუხს ვაგებთ ყოველ ჩაბარებულ სისტემაზე.',
      imageAlt: 'შენობის გეგმა სახანძრო აღჭურვილობით, სამშენებლო ჩაფხუტი და მართვის პანელი',
    },
    certificates: {
      title: 'სერტიფიკატები და ლიცენზიები',
      description:
        'ჩვენი სამუშაო და მართვის სისტემა საერთაშორისო სტანდარტებით არის სერტიფიცირებული.',
      items: [
        { name: 'ISO 9001:2015', description: 'ხარისხის მართვის სისტემა' },
        { name: 'ISO 14001:2015', description: 'გარემოსდაცვითი მართვის სისტემა' },
        { name: 'ISO 45001:2018', description: 'შრომის უსაფრთხოება და ჯანმრთელობის დაცვა' },
        { name: 'EN 54', description: 'ხანძრის აღმოჩენისა და სახანძრო სიგნალიზაციის სისტემები' },
        { name: 'EN 12845', description: 'ავტომატური სპრინკლერული სისტემები' },
        { name: 'NFPA 72', description: 'სახანძრო სიგნალიზაციისა და შეტყობინების კოდექსი' },
        {
          name: 'სახელმწიფო ლიცენზია',
          description:
            'ნებართვა სახანძრო უსაფრთხოების საპროექტო და სამონტაჟო სამუშაოებზე საქართველოში',
        },
      ],
    },
    partners: {
      title: 'პარტნიორები და კლიენტები',
      description: 'კომპანიები, რომლებიც თავიანთი შენობების უსაფრთხოებას გვანდობენ.',
    },
    team: {
      title: 'ჩვენი გუნდი',
      description: 'ადამიანები, რომლებიც თქვენს სისტემებს აპროექტებენ, აშენებენ და უვლიან.',
      members: [
        { name: 'გიორგი მაისურაძე', position: 'დამფუძნებელი და გენერალური დირექტორი' },
        { name: 'ნინო გელაშვილი', position: 'მთავარი ინჟინერი, სახანძრო დაცვის სისტემები' },
        {
          name: 'ლევან კვარაცხელია',
          position: 'სამონტაჟო, საცდელი და გაშვება-გამართვის სამუშაოების ხელმძღვანელი',
        },
        {
          name: 'თამარ ლომიძე',
          position: 'HVAC, წყალმომარაგებისა და კანალიზაციის სისტემების წამყვანი დიზაინერი',
        },
        { name: 'დავით აბაშიძე', position: 'ელექტრო და სუსტი დენის სისტემების ინჟინერი' },
        { name: 'მარიამ ჩხეიძე', position: 'პროექტების მენეჯერი' },
        {
          name: 'ირაკლი ჯაფარიძე',
          position: 'სერვისისა და 24/7 ავარიული რეაგირების დეპარტამენტის უფროსი',
        },
        { name: 'ანა კობახიძე', position: 'ხარისხისა და შრომის უსაფრთხოების მენეჯერი' },
      ],
    },
  },
});
