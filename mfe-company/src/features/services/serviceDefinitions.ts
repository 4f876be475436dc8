import { defineTexts } from '@site/shared/i18n';

/** Every valid /services/{serviceId} (docs/product.md#service-detail). */
export const SERVICE_IDS = [
  'engineering-systems',
  'fire-safety',
  'electrical',
  'hvac',
  'water-supply',
  'service',
  'heating-cooling',
] as const;

export type ServiceId = (typeof SERVICE_IDS)[number];

/**
 * The six tiles of /services, in the order of docs/product.md#services-list (hvac is reachable only
 * by its URL).
 */
export const LISTED_SERVICE_IDS: readonly ServiceId[] = [
  'engineering-systems',
  'fire-safety',
  'electrical',
  'water-supply',
  'heating-cooling',
  'service',
];

export function isServiceId(value: string | undefined): value is ServiceId {
  return (SERVICE_IDS as readonly (string | undefined)[]).includes(value);
}

// The fixed content of each service (title, description, services list, areas text), per
// language (docs/product.md#fixed-content). `summary` is the short text of the list tiles.
export const serviceDefinitions = defineTexts({
  en: {
    'engineering-systems': {
      title: 'Engineering systems',
      summary: 'Integrated design and installation of all building services.',
      description:
        'We plan every engineering system of a building as one coordinated whole — power, low-current, water, heating, cooling and fire protection — so that they fit together on site and are easy to run for decades.',
      services: [
        'Concept and detailed design of MEP systems (BIM coordination)',
        'Power distribution, lighting and emergency lighting',
        'HVAC: heating, cooling and mechanical ventilation, VRF/VRV',
        'Water supply, sewerage and storm-water drainage',
        'Building management systems (BMS) and automation',
        'Low-current networks: structured cabling, CCTV, access control',
        'Commissioning, as-built documentation and staff training',
      ],
      areas:
        'Residential complexes, business centres, hotels, hospitals, schools, shopping malls and industrial plants in Tbilisi, Batumi, Kutaisi and across Georgia.',
    },
    'fire-safety': {
      title: 'Fire safety systems',
      summary: 'Fire alarm, sprinklers, gas suppression and smoke control.',
      description:
        'Complete fire protection designed to NFPA and EN standards: early detection, automatic extinguishing and safe evacuation, approved by the authorities and maintained by our own team.',
      services: [
        'Addressable fire alarm systems (NFPA 72, EN 54)',
        'Sprinkler and drencher systems (NFPA 13, EN 12845)',
        'Gas extinguishing with FM-200 and Novec 1230 for server rooms',
        'Smoke extraction and pressurisation of stairwells',
        'Voice evacuation and emergency lighting',
        'Fire hydrants, hose reels and fire pump stations',
        'Supply and servicing of fire extinguishers',
        'Fire safety audits and evacuation plans',
      ],
      areas:
        'Hotels, offices, warehouses, data centres, car parks, hospitals and residential towers — new buildings and upgrades of existing ones.',
    },
    electrical: {
      title: 'Electrical and low-current systems',
      summary: 'Power, lighting, CCTV, access control and data networks.',
      description:
        'Safe, efficient power and smart low-current networks: from the transformer substation and switchboards to lighting, CCTV, access control and structured cabling.',
      services: [
        'Internal and external power supply, switchboards and cabling',
        'Lighting design, LED and emergency lighting',
        'Earthing and lightning protection',
        'Backup power: generators and UPS systems',
        'Video surveillance (CCTV) and intercoms',
        'Access control and intrusion alarm systems',
        'Structured cabling, Wi-Fi and server rooms',
        'Building management systems (BMS) integration',
      ],
      areas:
        'Apartments and villas, offices, retail spaces, hotels, factories and public buildings.',
    },
    hvac: {
      title: 'HVAC systems',
      summary: 'Heating, ventilation and air conditioning.',
      description:
        'Comfortable indoor climate with low running costs: we calculate the loads, choose the equipment and install heating, ventilation and air conditioning that work quietly all year.',
      services: [
        'Heat-load and cooling-load calculations',
        'VRF/VRV multi-zone air conditioning',
        'Chillers, fan coils and air handling units',
        'Supply and exhaust ventilation with heat recovery',
        'Kitchen and car-park exhaust systems',
        'Clean-room and hospital ventilation',
        'Automation and BMS control of HVAC equipment',
      ],
      areas:
        'Business centres, hotels, restaurants, medical facilities, shopping centres and production halls.',
    },
    'water-supply': {
      title: 'Water supply and drainage',
      summary: 'Water networks, pumping stations and sewerage.',
      description:
        'Reliable cold and hot water and leak-free drainage: we design and install internal and external networks, pumping stations and water treatment for buildings of every size.',
      services: [
        'Internal cold and hot water supply networks',
        'Booster pumping stations and water tanks',
        'Water treatment and filtration systems',
        'Domestic sewerage and grease separators',
        'Storm-water drainage and roof gutters',
        'External networks and connection to city mains',
        'Fire water supply for hydrants and sprinklers',
      ],
      areas:
        'Residential buildings, hotels, hospitals, restaurants, industrial plants and private houses.',
    },
    service: {
      title: 'Maintenance and service',
      summary: 'Scheduled maintenance and 24/7 emergency support.',
      description:
        'Systems stay safe only when they are looked after. Our service team carries out scheduled maintenance, repairs and inspections, and answers emergencies 24/7.',
      services: [
        '24/7 emergency call-out service',
        'Scheduled maintenance of fire alarm and sprinkler systems',
        'Service of HVAC, VRF/VRV and ventilation equipment',
        'Inspection and recharge of fire extinguishers',
        'Maintenance of electrical, CCTV and access control systems',
        'Spare parts, repairs and upgrades',
        'Maintenance logs and reports for inspections',
      ],
      areas:
        'Any building we or others have equipped — under annual contracts or single call-outs across Georgia.',
    },
    'heating-cooling': {
      title: 'Heating, cooling and ventilation',
      summary: 'Boiler rooms, heat pumps, air conditioning and ventilation.',
      description:
        'Efficient heating and cooling for homes and commercial buildings: boiler rooms, heat pumps, underfloor heating, air conditioning and fresh-air ventilation from one team.',
      services: [
        'Gas boiler rooms and heating networks',
        'Heat pumps and solar water heating',
        'Underfloor heating and radiator systems',
        'VRF/VRV and split air conditioning',
        'Mechanical ventilation with heat recovery',
        'Pipework insulation and balancing',
        'Seasonal servicing and BMS control',
      ],
      areas: 'Private houses, apartment blocks, offices, hotels, schools and kindergartens.',
    },
  },
  ka: {
    'engineering-systems': {
      title: 'საინჟინრო სისტემები',
      summary: 'შენობის ყველა საინჟინრო სისტემის ერთიანი დაპროექტება და მონტაჟი.',
      description:
        'შენობის ყველა საინჟინრო სისტემას — ელექტრო, სუსტი დენის, წყლის, გათბობის, გაგრილებისა და სახანძრო დაცვისას — ერთიან, შეთანხმებულ მთლიანობად ვგეგმავთ, რათა ობიექტზე ერთმანეთს მოერგოს და ათწლეულების განმავლობაში მარტივად იმართებოდეს.',
      services: [
        'საინჟინრო სისტემების კონცეფცია და დეტალური პროექტი (BIM კოორდინაცია)',
        'ელექტრომომარაგება, განათება და ავარიული განათება',
        'HVAC: გათბობა, გაგრილება და მექანიკური ვენტილაცია, VRF/VRV',
        'წყალმომარაგება, კანალიზაცია და სანიაღვრე სისტემა',
        'შენობის მართვის სისტემები (BMS) და ავტომატიზაცია',
        'სუსტი დენის ქსელები: სტრუქტურირებული კაბელები, ვიდეოთვალთვალი, დაშვების კონტროლი',
        'გაშვება-გამართვა, შესრულებული სამუშაოების დოკუმენტაცია და პერსონალის სწავლება',
      ],
      areas:
        'საცხოვრებელი კომპლექსები, ბიზნესცენტრები, სასტუმროები, საავადმყოფოები, სკოლები, სავაჭრო ცენტრები და სამრეწველო ობიექტები თბილისში, ბათუმში, ქუთაისსა და მთელ საქართველოში.',
    },
    'fire-safety': {
      title: 'სახანძრო უსაფრთხოების სისტემები',
      summary: 'სახანძრო სიგნალიზაცია, სპრინკლერები, აირით ხანძარქრობა და კვამლის მართვა.',
      description:
        'სრული სახანძრო დაცვა NFPA და EN სტანდარტებით: ადრეული აღმოჩენა, ავტომატური ხანძარქრობა და უსაფრთხო ევაკუაცია — შესაბამისი უწყებების მიერ დამტკიცებული და ჩვენივე გუნდის მიერ მომსახურებული.',
      services: [
        'მისამართიანი სახანძრო სიგნალიზაცია (NFPA 72, EN 54)',
        'სპრინკლერული და დრენჩერული სისტემები (NFPA 13, EN 12845)',
        'აირით ხანძარქრობა FM-200-ითა და Novec 1230-ით სერვერული ოთახებისთვის',
        'კვამლის გამწოვი სისტემები და კიბის უჯრედების დაწნეხვა',
        'ხმოვანი ევაკუაციის სისტემა და ავარიული განათება',
        'სახანძრო ჰიდრანტები, ონკანები და სახანძრო სატუმბი სადგურები',
        'ცეცხლმაქრების მიწოდება და მომსახურება',
        'სახანძრო უსაფრთხოების აუდიტი და ევაკუაციის გეგმები',
      ],
      areas:
        'სასტუმროები, ოფისები, საწყობები, მონაცემთა ცენტრები, ავტოსადგომები, საავადმყოფოები და საცხოვრებელი კორპუსები — როგორც ახალი შენობები, ისე არსებულის მოდერნიზაცია.',
    },
    electrical: {
      title: 'ელექტრო და სუსტი დენის სისტემები',
      summary: 'ელექტრომომარაგება, განათება, ვიდეოთვალთვალი, დაშვების კონტროლი და ქსელები.',
      description:
        'უსაფრთხო და ეფექტიანი ელექტრომომარაგება და ჭკვიანი სუსტი დენის ქსელები: ტრანსფორმატორული ქვესადგურიდან და გამანაწილებელი ფარებიდან განათებამდე, ვიდეოთვალთვალამდე, დაშვების კონტროლამდე და სტრუქტურირებულ კაბელებამდე.',
      services: [
        'შიდა და გარე ელექტრომომარაგება, გამანაწილებელი ფარები და კაბელები',
        'განათების დაპროექტება, LED და ავარიული განათება',
        'დამიწება და მეხდაცვა',
        'სარეზერვო კვება: გენერატორები და UPS სისტემები',
        'ვიდეოთვალთვალი (CCTV) და დომოფონები',
        'დაშვების კონტროლისა და დაცვითი სიგნალიზაციის სისტემები',
        'სტრუქტურირებული კაბელები, Wi-Fi და სერვერული ოთახები',
        'შენობის მართვის სისტემასთან (BMS) ინტეგრაცია',
      ],
      areas:
        'ბინები და კერძო სახლები, ოფისები, სავაჭრო ფართები, სასტუმროები, ქარხნები და საჯარო შენობები.',
    },
    hvac: {
      title: 'HVAC სისტემები',
      summary: 'გათბობა, ვენტილაცია და კონდიცირება.',
      description:
        'კომფორტული შიდა კლიმატი დაბალი საექსპლუატაციო ხარჯით: ვიანგარიშებთ დატვირთვებს, ვარჩევთ აღჭურვილობას და ვამონტაჟებთ გათბობას, ვენტილაციასა და კონდიცირებას, რომლებიც მთელი წლის განმავლობაში ჩუმად მუშაობს.',
      services: [
        'სითბური და გაგრილების დატვირთვების გაანგარიშება',
        'VRF/VRV მრავალზონიანი კონდიცირება',
        'ჩილერები, ფანკოილები და ჰაერის დამამუშავებელი დანადგარები',
        'მიწოდება-გამწოვი ვენტილაცია სითბოს რეკუპერაციით',
        'სამზარეულოსა და ავტოსადგომის გამწოვი სისტემები',
        'სუფთა ოთახებისა და სამედიცინო დაწესებულებების ვენტილაცია',
        'HVAC აღჭურვილობის ავტომატიზაცია და BMS მართვა',
      ],
      areas:
        'ბიზნესცენტრები, სასტუმროები, რესტორნები, სამედიცინო დაწესებულებები, სავაჭრო ცენტრები და საწარმოო დარბაზები.',
    },
    'water-supply': {
      title: 'წყალმომარაგება და კანალიზაცია',
      summary: 'წყლის ქსელები, სატუმბი სადგურები და კანალიზაცია.',
      description:
        'საიმედო ცივი და ცხელი წყალი და გაჟონვის გარეშე მომუშავე კანალიზაცია: ვაპროექტებთ და ვამონტაჟებთ შიდა და გარე ქსელებს, სატუმბ სადგურებსა და წყლის გამწმენდ სისტემებს ნებისმიერი ზომის შენობისთვის.',
      services: [
        'შიდა ცივი და ცხელი წყალმომარაგების ქსელები',
        'წნევის ამწევი სატუმბი სადგურები და წყლის რეზერვუარები',
        'წყლის გამწმენდი და ფილტრაციის სისტემები',
        'საყოფაცხოვრებო კანალიზაცია და ცხიმდამჭერები',
        'სანიაღვრე სისტემა და სახურავის წყალსაწრეტები',
        'გარე ქსელები და ქალაქის მაგისტრალთან მიერთება',
        'სახანძრო წყალმომარაგება ჰიდრანტებისა და სპრინკლერებისთვის',
      ],
      areas:
        'საცხოვრებელი შენობები, სასტუმროები, საავადმყოფოები, რესტორნები, სამრეწველო ობიექტები და კერძო სახლები.',
    },
    service: {
      title: 'ტექნიკური მომსახურება',
      summary: 'გეგმური მომსახურება და 24/7 ავარიული მხარდაჭერა.',
      description:
        'სისტემები მხოლოდ მაშინ რჩება უსაფრთხო, როცა მათ სათანადოდ უვლიან. ჩვენი სერვისის გუნდი ატარებს გეგმურ მომსახურებას, შეკეთებასა და შემოწმებებს, ავარიულ გამოძახებებზე კი 24/7 რეაგირებს.',
      services: [
        '24/7 ავარიული გამოძახების სერვისი',
        'სახანძრო სიგნალიზაციისა და სპრინკლერული სისტემების გეგმური მომსახურება',
        'HVAC, VRF/VRV და სავენტილაციო აღჭურვილობის სერვისი',
        'ცეცხლმაქრების შემოწმება და დამუხტვა',
        'ელექტრო, ვიდეოთვალთვალისა და დაშვების კონტროლის სისტემების მომსახურება',
        'სათადარიგო ნაწილები, შეკეთება და მოდერნიზაცია',
        'მომსახურების ჟურნალები და ანგარიშები ინსპექტირებისთვის',
      ],
      areas:
        'ნებისმიერი შენობა, რომელიც ჩვენ ან სხვებმა აღვჭურვეთ — წლიური ხელშეკრულებით ან ერთჯერადი გამოძახებით მთელ საქართველოში.',
    },
    'heating-cooling': {
      title: 'გათბობა, გაგრილება და ვენტილაცია',
      summary: 'საქვაბეები, სითბური ტუმბოები, კონდიცირება და ვენტილაცია.',
      description:
        'ეფექტიანი გათბობა და გაგრილება საცხოვრებელი და კომერციული შენობებისთვის: საქვაბეები, სითბური ტუმბოები, იატაკის გათბობა, კონდიცირება და სუფთა ჰაერის ვენტილაცია ერთი გუნდისგან.',
      services: [
        'გაზის საქვაბეები და გათბობის ქსელები',
        'სითბური ტუმბოები და მზის წყალგამაცხელებლები',
        'იატაკის გათბობა და რადიატორული სისტემები',
        'VRF/VRV და სპლიტ-კონდიცირება',
        'მექანიკური ვენტილაცია სითბოს რეკუპერაციით',
        'მილსადენების იზოლაცია და ბალანსირება',
        'სეზონური მომსახურება და BMS მართვა',
      ],
      areas:
        'კერძო სახლები, მრავალბინიანი კორპუსები, ოფისები, სასტუმროები, სკოლები და საბავშვო ბაღები.',
    },
  },
});
