import { defineTexts } from '@site/shared/i18n';

// Texts of the Home page's first sections (hero, services, about, stats; docs/product.md#home). The
// FAQ and the testimonials have catalogues of their own, so their texts load only where used.
// `{years}` and `{since}` are filled from COMPANY so the facts live in one place.
export const homeTexts = defineTexts({
  en: {
    head: {
      description:
        'Alioni Engineering designs, installs and maintains fire safety, electrical, low-current, water supply and HVAC systems in Tbilisi and across Georgia.',
    },
    hero: {
      eyebrow: 'Engineering systems · Fire safety',
      title: 'Safe, reliable engineering systems for every building',
      description:
        'We design, install and maintain fire safety, electrical, water supply and HVAC systems — from the first drawing to round-the-clock service.',
      servicesButton: 'Our services',
      contactButton: 'Contact us',
    },
    services: {
      title: 'What we do',
      description:
        'One team for every engineering system of your building: designed together, installed to standard and maintained for years.',
      electrical: {
        title: 'Electrical and low-current systems',
        description:
          'Power distribution, lighting, structured cabling, CCTV, access control and building automation.',
      },
      heatingCooling: {
        title: 'Heating, cooling and ventilation',
        description:
          'HVAC design and installation: VRF/VRV air conditioning, boiler rooms, heat pumps and fresh-air ventilation.',
      },
      waterSupply: {
        title: 'Water supply and drainage',
        description:
          'Cold and hot water networks, pumping stations, sewerage and storm-water drainage for any size of building.',
      },
      viewAll: {
        title: 'All services',
        description: 'Fire safety, engineering systems, maintenance and more.',
        link: 'View all services',
      },
      more: 'Learn more',
    },
    about: {
      title: 'Your partner in fire safety since {since}',
      description:
        'For {years} years we have protected homes, offices, hotels and factories across Georgia. Our certified engineers follow international standards at every step, and we stay with our clients long after handover.',
      equipmentAlt: 'Fire extinguisher and fire hose cabinet',
      features: [
        {
          title: 'Certified specialists',
          description: 'Engineers trained and certified to NFPA, EN and ISO standards.',
        },
        {
          title: 'Guaranteed quality',
          description: 'Equipment from trusted manufacturers and a warranty on every installation.',
        },
        {
          title: '24/7 support',
          description: 'An emergency team on call around the clock, every day of the year.',
        },
        {
          title: 'A complete team',
          description: 'Design, installation and maintenance from one accountable contractor.',
        },
      ],
    },
    stats: {
      title: 'Our work in numbers',
      currentProjects: 'Current projects',
      completedProjects: 'Completed projects',
      internationalPartners: 'International partners',
      rangeLabel: 'Range {range}',
    },
    partners: {
      title: 'Our partners and clients',
    },
  },
  ka: {
    head: {
      description:
        'ალიონი ინჟინერინგი თბილისსა და მთელ საქართველოში აპროექტებს, ამონტაჟებს და ემსახურება სახანძრო უსაფრთხოების, ელექტრო, სუსტი დენის, წყალმომარაგებისა და HVAC სისტემებს.',
    },
    hero: {
      eyebrow: 'საინჟინრო სისტემები · სახანძრო უსაფრთხოება',
      title: 'უსაფრთხო და საიმედო საინჟინრო სისტემები ნებისმიერი შენობისთვის',
      description:
        'ვაპროექტებთ, ვამონტაჟებთ და ვემსახურებით სახანძრო უსაფრთხოების, ელექტრო, წყალმომარაგებისა და გათბობა-გაგრილების სისტემებს — პირველი ნახაზიდან უწყვეტ მომსახურებამდე.',
      servicesButton: 'ჩვენი სერვისები',
      contactButton: 'დაგვიკავშირდით',
    },
    services: {
      title: 'რას ვაკეთებთ',
      description:
        'ერთი გუნდი თქვენი შენობის ყველა საინჟინრო სისტემისთვის: ერთიანად დაპროექტებული, სტანდარტების მიხედვით დამონტაჟებული და წლების განმავლობაში მოვლილი.',
      electrical: {
        title: 'ელექტრო და სუსტი დენის სისტემები',
        description:
          'ელექტროგამანაწილებელი ქსელები, განათება, სტრუქტურირებული კაბელები, ვიდეოთვალთვალი, დაშვების კონტროლი და შენობის ავტომატიზაცია.',
      },
      heatingCooling: {
        title: 'გათბობა, გაგრილება და ვენტილაცია',
        description:
          'HVAC სისტემების დაპროექტება და მონტაჟი: VRF/VRV კონდიცირება, საქვაბეები, სითბური ტუმბოები და სუფთა ჰაერის ვენტილაცია.',
      },
      waterSupply: {
        title: 'წყალმომარაგება და კანალიზაცია',
        description:
          'ცივი და ცხელი წყლის ქსელები, სატუმბი სადგურები, საკანალიზაციო და სანიაღვრე სისტემები ნებისმიერი ზომის შენობისთვის.',
      },
      viewAll: {
        title: 'ყველა სერვისი',
        description: 'სახანძრო უსაფრთხოება, საინჟინრო სისტემები, ტექნიკური მომსახურება და სხვა.',
        link: 'ყველა სერვისის ნახვა',
      },
      more: 'ვრცლად',
    },
    about: {
      title: 'თქვენი პარტნიორი სახანძრო უსაფრთხოებაში {since} წლიდან',
      description:
        '{years} წელია ვიცავთ საცხოვრებელ სახლებს, ოფისებს, სასტუმროებსა და საწარმოებს მთელ საქართველოში. ჩვენი სერტიფიცირებული ინჟინრები ყოველ ეტაპზე საერთაშორისო სტანდარტებს მისდევენ, ხოლო ობიექტის ჩაბარების შემდეგაც კლიენტების გვერდით ვრჩებით.',
      equipmentAlt: 'ცეცხლმაქრი და სახანძრო ონკანის კარადა',
      features: [
        {
          title: 'სერტიფიცირებული სპეციალისტები',
          description: 'NFPA, EN და ISO სტანდარტებით მომზადებული და სერტიფიცირებული ინჟინრები.',
        },
        {
          title: 'გარანტირებული ხარისხი',
          description: 'სანდო მწარმოებლების აღჭურვილობა და გარანტია ყველა მონტაჟზე.',
        },
        {
          title: '24/7 მხარდაჭერა',
          description: 'ავარიული ბრიგადა მზადყოფნაშია დღე-ღამის ნებისმიერ დროს, წლის ყველა დღეს.',
        },
        {
          title: 'სრული გუნდი',
          description: 'დაპროექტება, მონტაჟი და მომსახურება ერთი პასუხისმგებელი კონტრაქტორისგან.',
        },
      ],
    },
    stats: {
      title: 'ჩვენი საქმე ციფრებში',
      currentProjects: 'მიმდინარე პროექტები',
      completedProjects: 'დასრულებული პროექტები',
      internationalPartners: 'საერთაშორისო პარტნიორები',
      rangeLabel: 'დიაპაზონი {range}',
    },
    partners: {
      title: 'ჩვენი პარტნიორები და კლიენტები',
    },
  },
});
