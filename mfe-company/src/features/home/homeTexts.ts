import { defineTexts } from '@site/shared/i18n';

// Texts of the Home page (spec §3 groups hero, services, about, stats, FAQ, testimonials).
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
