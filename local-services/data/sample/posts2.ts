// Sample blog posts, part 2 (see posts.ts).
import type { SamplePost } from './samplePost.ts';

export const POSTS_2: SamplePost[] = [
  {
    slug: 'backup-power-for-hospitals-and-data-centers',
    date: '2024-08-12',
    image: 'hospital',
    en: {
      title: 'Backup power for hospitals and data centers',
      excerpt:
        'Generators start in seconds; some loads cannot wait even that long. How UPS and generators work together.',
      body: [
        [
          'p',
          'When the grid fails, a diesel generator needs **ten to fifteen seconds** to take the load. Operating theatres and servers need power _without any break_.',
        ],
        ['h2', 'The chain of supply'],
        [
          'ol',
          [
            'UPS batteries bridge the first minutes.',
            'The generator starts and the transfer switch moves the load.',
            'Fuel for at least 24 hours keeps the building running.',
          ],
        ],
        ['img', 'electrical-panel'],
        ['quote', 'A generator that is never tested under load is a very expensive paperweight.'],
        [
          'p',
          'At the Kutaisi hospital we test the whole chain __every month__ with the real building load.',
        ],
      ],
    },
    ka: {
      title: 'რეზერვული კვება საავადმყოფოებსა და მონაცემთა ცენტრებში',
      excerpt:
        'გენერატორი წამებში ირთვება, მაგრამ ზოგიერთ მომხმარებელს ამდენი ლოდინიც არ შეუძლია. როგორ მუშაობს ერთად UPS და გენერატორი.',
      body: [
        [
          'p',
          'როცა ქსელი ითიშება, დიზელის გენერატორს დატვირთვის აღებას **ათიდან თხუთმეტ წამამდე** სჭირდება. საოპერაციოებსა და სერვერებს კი კვება _უწყვეტად_ სჭირდებათ.',
        ],
        ['h2', 'კვების ჯაჭვი'],
        [
          'ol',
          [
            'UPS-ის აკუმულატორები პირველ წუთებს ფარავს.',
            'გენერატორი ირთვება და გადამრთველი დატვირთვას მასზე გადაიტანს.',
            'სულ მცირე 24 საათის საწვავი შენობის მუშაობას უზრუნველყოფს.',
          ],
        ],
        ['img', 'electrical-panel'],
        [
          'quote',
          'გენერატორი, რომელიც დატვირთვით არასდროს გამოუცდიათ, ძალიან ძვირადღირებული საქაღალდე საწნეხია.',
        ],
        [
          'p',
          'ქუთაისის საავადმყოფოში მთელ ჯაჭვს __ყოველთვიურად__ ვამოწმებთ შენობის რეალური დატვირთვით.',
        ],
      ],
    },
  },
  {
    slug: 'testing-fire-hydrants-and-hose-reels',
    date: '2024-07-15',
    image: 'pump-room',
    en: {
      title: 'Testing fire hydrants and hose reels',
      excerpt:
        'Hydrants stand unused for years — until the day they are needed. A yearly flow test proves they will work.',
      body: [
        [
          'p',
          'A flow test measures **pressure and flow** at the most remote hydrant while the fire pumps run.',
        ],
        ['h2', 'What we check'],
        [
          'ul',
          [
            'Valves open fully and close without leaks.',
            'Hoses are dry, rolled correctly and not cracked.',
            'Pressure at the nozzle meets the design value.',
          ],
        ],
        [
          'quote',
          'The firefighters will connect to your hydrant. Make sure it is worth connecting to.',
        ],
        [
          'p',
          'Results go into the building logbook; we send a _short report_ with photos and __clear next steps__.',
        ],
      ],
    },
    ka: {
      title: 'ხანძარსაწინააღმდეგო ჰიდრანტებისა და სახანძრო ონკანების შემოწმება',
      excerpt:
        'ჰიდრანტები წლობით გამოუყენებლად დგას — იმ დღემდე, როცა დასჭირდებათ. ყოველწლიური ხარჯის ტესტი ამტკიცებს, რომ ისინი იმუშავებს.',
      body: [
        [
          'p',
          'ხარჯის ტესტი ყველაზე დაშორებულ ჰიდრანტზე **წნევასა და ხარჯს** ზომავს, როცა სახანძრო ტუმბოები მუშაობს.',
        ],
        ['h2', 'რას ვამოწმებთ'],
        [
          'ul',
          [
            'სარქველები ბოლომდე იხსნება და ჟონვის გარეშე იკეტება.',
            'სახელოები მშრალია, სწორად არის დახვეული და არ არის დაბზარული.',
            'ლულასთან წნევა საპროექტო მნიშვნელობას შეესაბამება.',
          ],
        ],
        ['quote', 'მეხანძრეები თქვენს ჰიდრანტს მიუერთდებიან. დარწმუნდით, რომ ღირს მასზე მიერთება.'],
        [
          'p',
          'შედეგები შენობის ჟურნალში იწერება; ჩვენ ვაგზავნით _მოკლე ანგარიშს_ ფოტოებით და __მკაფიო შემდეგი ნაბიჯებით__.',
        ],
      ],
    },
  },
  {
    slug: 'building-management-systems',
    date: '2024-06-17',
    image: 'business-center',
    en: {
      title: 'Building management systems: every system on one screen',
      excerpt:
        'Fire alarm, HVAC, lighting and power each have their own panel. A BMS brings them together.',
      body: [
        ['h2', 'What a BMS does'],
        [
          'ul',
          [
            'Shows alarms from every system in one place.',
            'Schedules heating, cooling and lighting.',
            'Records energy use per floor and per tenant.',
          ],
        ],
        [
          'p',
          'The fire alarm stays **independent** — a BMS may display its state and trigger actions, but it must never be able to _silence_ it.',
        ],
        ['img', 'rooftop-hvac'],
        ['quote', 'Data nobody looks at saves no energy.'],
        [
          'p',
          'On the Batumi Boulevard tower we trained the facility team __before__ handover, not after.',
        ],
      ],
    },
    ka: {
      title: 'შენობის მართვის სისტემა: ყველა სისტემა ერთ ეკრანზე',
      excerpt:
        'სიგნალიზაციას, კონდიცირებას, განათებასა და ელექტრომომარაგებას თითოეულს საკუთარი პანელი აქვს. შენობის მართვის სისტემა მათ აერთიანებს.',
      body: [
        ['h2', 'რას აკეთებს შენობის მართვის სისტემა'],
        [
          'ul',
          [
            'ყველა სისტემის განგაშს ერთ ადგილას აჩვენებს.',
            'გათბობის, გაგრილებისა და განათების განრიგს მართავს.',
            'ენერგომოხმარებას სართულებისა და მოიჯარეების მიხედვით აღრიცხავს.',
          ],
        ],
        [
          'p',
          'ხანძარსაწინააღმდეგო სიგნალიზაცია **დამოუკიდებელი** რჩება — მართვის სისტემას შეუძლია მისი მდგომარეობის ჩვენება და მოქმედებების გაშვება, მაგრამ მისი _გაჩუმება_ არასდროს.',
        ],
        ['img', 'rooftop-hvac'],
        ['quote', 'მონაცემები, რომლებსაც არავინ უყურებს, ენერგიას ვერ დაზოგავს.'],
        [
          'p',
          'ბათუმის ბულვარის კოშკში ექსპლუატაციის გუნდი ჩაბარებამდე გადავამზადეთ და __არა__ მის შემდეგ.',
        ],
      ],
    },
  },
  {
    slug: 'heat-pumps-in-georgian-climate',
    date: '2024-05-20',
    image: 'rooftop-hvac',
    en: {
      title: 'Heat pumps in Georgia’s climate',
      excerpt:
        'From subtropical Batumi to snowy Gudauri: where heat pumps make sense and where they need help.',
      body: [
        [
          'p',
          'Air-source heat pumps deliver **three to four units of heat** for every unit of electricity in mild weather.',
        ],
        ['h2', 'By region'],
        [
          'ul',
          [
            '**Batumi and Kutaisi**: ideal; one system heats and cools.',
            '**Tbilisi**: very good, with a modest backup for the coldest days.',
            '**Gudauri and Mestia**: ground-source or hybrid systems work better.',
          ],
        ],
        ['quote', 'Choose the heat pump for the coldest week, not for the average day.'],
        [
          'p',
          'Good _insulation_ comes first; a smaller heat pump in a well-insulated building is __cheaper to buy and to run__.',
        ],
      ],
    },
    ka: {
      title: 'თბური ტუმბოები საქართველოს კლიმატში',
      excerpt:
        'სუბტროპიკული ბათუმიდან თოვლიან გუდაურამდე: სად არის თბური ტუმბო გამართლებული და სად სჭირდება მას დახმარება.',
      body: [
        [
          'p',
          'ჰაერის წყაროს თბური ტუმბო ზომიერ ამინდში ელექტროენერგიის ყოველ ერთეულზე **სამიდან ოთხ ერთეულამდე სითბოს** იძლევა.',
        ],
        ['h2', 'რეგიონების მიხედვით'],
        [
          'ul',
          [
            '**ბათუმი და ქუთაისი**: იდეალური პირობები; ერთი სისტემა ათბობს და აგრილებს.',
            '**თბილისი**: ძალიან კარგი, ყველაზე ცივი დღეებისთვის მცირე რეზერვით.',
            '**გუდაური და მესტია**: უკეთ მუშაობს გრუნტის წყაროს ან ჰიბრიდული სისტემები.',
          ],
        ],
        ['quote', 'თბური ტუმბო ყველაზე ცივი კვირისთვის შეარჩიეთ და არა საშუალო დღისთვის.'],
        [
          'p',
          'პირველ რიგში კარგი _თბოიზოლაციაა_ საჭირო; კარგად იზოლირებულ შენობაში უფრო პატარა თბური ტუმბო __ყიდვაც იაფია და ექსპლუატაციაც__.',
        ],
      ],
    },
  },
  {
    slug: 'water-treatment-for-wineries',
    date: '2024-04-22',
    image: 'winery',
    en: {
      title: 'Water treatment for wineries',
      excerpt:
        'Kakheti wineries use a lot of water at harvest. Treating it protects both the wine and the river.',
      body: [
        [
          'p',
          'During the rtveli, the grape harvest, a winery washes tanks, presses and floors **many times a day**.',
        ],
        ['h2', 'Two sides of the problem'],
        [
          'ol',
          [
            'Incoming water must be soft and clean, or it leaves deposits in tanks and qvevri.',
            'Wastewater is rich in sugar and must be treated before it reaches the river.',
          ],
        ],
        ['img', 'winery'],
        [
          'p',
          'For the Telavi cellars we designed _softening and filtration_ for the supply and a __biological treatment__ stage for wastewater.',
        ],
        ['quote', 'Good wine starts in the vineyard, but a clean cellar starts with clean water.'],
      ],
    },
    ka: {
      title: 'წყლის გაწმენდა ღვინის მარნებისთვის',
      excerpt:
        'კახეთის მარნები რთველისას ბევრ წყალს ხარჯავენ. მისი გაწმენდა ღვინოსაც იცავს და მდინარესაც.',
      body: [
        ['p', 'რთველის დროს მარანში ავზებს, საწნახლებსა და იატაკს **დღეში რამდენჯერმე** რეცხავენ.'],
        ['h2', 'პრობლემის ორი მხარე'],
        [
          'ol',
          [
            'შემომავალი წყალი რბილი და სუფთა უნდა იყოს, თორემ ავზებსა და ქვევრებში ნალექს ტოვებს.',
            'ჩამდინარე წყალი შაქრით არის მდიდარი და მდინარეში ჩაშვებამდე უნდა გაიწმინდოს.',
          ],
        ],
        ['img', 'winery'],
        [
          'p',
          'თელავის მარნისთვის მიწოდების წყალზე _დარბილება და ფილტრაცია_ დავაპროექტეთ, ჩამდინარე წყლისთვის კი __ბიოლოგიური გაწმენდის__ საფეხური.',
        ],
        ['quote', 'კარგი ღვინო ვენახში იწყება, სუფთა მარანი კი — სუფთა წყლით.'],
      ],
    },
  },
  {
    slug: 'fire-safety-in-historic-buildings',
    date: '2024-03-25',
    image: 'old-town-hotel',
    en: {
      title: 'Fire safety in historic buildings',
      excerpt: 'Protecting carved wooden balconies without covering them in pipes and red boxes.',
      body: [
        [
          'p',
          'Old Tbilisi houses combine **timber structures**, narrow stairs and no fire separation. They need protection that respects their character.',
        ],
        ['h2', 'Discreet solutions'],
        [
          'ul',
          [
            'Wireless detectors where cables would damage plaster.',
            'Aspirating smoke detection with tiny sampling holes in ceilings.',
            'Water mist, which uses far less water than sprinklers.',
          ],
        ],
        ['img', 'old-town-hotel'],
        ['h4', 'Working with heritage authorities'],
        [
          'p',
          'Every penetration is agreed in advance. On the boutique hotel in Abanotubani _no visible cable_ crosses a painted ceiling, and the __whole system__ can be removed without a trace.',
        ],
        ['quote', 'The best fire protection in a historic house is the one visitors never notice.'],
      ],
    },
    ka: {
      title: 'ხანძარსაწინააღმდეგო დაცვა ისტორიულ შენობებში',
      excerpt:
        'როგორ დავიცვათ ნაჩუქურთმევი ხის აივნები ისე, რომ მილებითა და წითელი ყუთებით არ დავფაროთ.',
      body: [
        [
          'p',
          'ძველ თბილისურ სახლებში ერთმანეთს ხვდება **ხის კონსტრუქციები**, ვიწრო კიბეები და ხანძარსაწინააღმდეგო გამიჯვნის არარსებობა. მათ ისეთი დაცვა სჭირდებათ, რომელიც მათ ხასიათს პატივს სცემს.',
        ],
        ['h2', 'შეუმჩნეველი გადაწყვეტები'],
        [
          'ul',
          [
            'უსადენო დეტექტორები იქ, სადაც კაბელი ბათქაშს დააზიანებდა.',
            'ასპირაციული კვამლის დეტექცია ჭერში პაწაწინა სინჯის ხვრელებით.',
            'წყლის ნისლი, რომელიც სპრინკლერებზე ბევრად ნაკლებ წყალს ხარჯავს.',
          ],
        ],
        ['img', 'old-town-hotel'],
        ['h4', 'თანამშრომლობა მემკვიდრეობის დაცვის უწყებებთან'],
        [
          'p',
          'ყოველი გახვრეტა წინასწარ თანხმდება. აბანოთუბნის ბუტიკ-სასტუმროში მოხატულ ჭერს _არც ერთი ხილული კაბელი_ არ კვეთს, __მთელი სისტემის__ მოხსნა კი კვალის დატოვების გარეშეა შესაძლებელი.',
        ],
        [
          'quote',
          'ისტორიულ სახლში საუკეთესო ხანძარსაწინააღმდეგო დაცვა ისაა, რომელსაც სტუმრები ვერასდროს შეამჩნევენ.',
        ],
      ],
    },
  },
  {
    slug: 'lightning-protection-and-earthing',
    date: '2024-02-26',
    image: 'mountain-resort',
    en: {
      title: 'Lightning protection and earthing',
      excerpt:
        'Mountain hotels and tall towers attract lightning. A correct earthing system decides whether that is harmless.',
      body: [
        [
          'p',
          'A lightning protection system gives the strike a **safe path to earth** through air terminals, down conductors and an earth electrode.',
        ],
        ['h2', 'Three things often forgotten'],
        [
          'ol',
          [
            'Surge protection devices in the electrical panels.',
            'Bonding of metal pipes, ducts and railings.',
            'Measuring earth resistance after construction — and every few years.',
          ],
        ],
        [
          'quote',
          'The lightning rod protects the building; surge protection protects everything inside it.',
        ],
        [
          'p',
          'In Gudauri the rocky ground made _low earth resistance_ hard to reach; we used a __ring electrode__ around the whole building.',
        ],
      ],
    },
    ka: {
      title: 'მეხდაცვა და დამიწება',
      excerpt:
        'მთის სასტუმროები და მაღალი კოშკები მეხს იზიდავს. სწორი დამიწება წყვეტს, იქნება თუ არა ეს უსაფრთხო.',
      body: [
        [
          'p',
          'მეხდაცვის სისტემა ელვას **მიწისკენ უსაფრთხო გზას** აძლევს მეხამრიდების, ჩამყვანი გამტარებისა და დამამიწებლის მეშვეობით.',
        ],
        ['h2', 'სამი რამ, რაც ხშირად ავიწყდებათ'],
        [
          'ol',
          [
            'იმპულსური ძაბვისგან დამცავი მოწყობილობები ელექტროფარებში.',
            'ლითონის მილების, ჰაერსატარებისა და მოაჯირების პოტენციალთა გათანაბრება.',
            'დამიწების წინაღობის გაზომვა მშენებლობის შემდეგ და ყოველ რამდენიმე წელიწადში.',
          ],
        ],
        ['quote', 'მეხამრიდი შენობას იცავს; იმპულსური დაცვა კი ყველაფერს, რაც მის შიგნითაა.'],
        [
          'p',
          'გუდაურში კლდოვანი გრუნტის გამო _დამიწების დაბალი წინაღობის_ მიღწევა რთული იყო, ამიტომ მთელ შენობას __რგოლური დამამიწებელი__ შემოვავლეთ.',
        ],
      ],
    },
  },
  {
    slug: 'voice-evacuation-systems',
    date: '2024-01-29',
    image: 'arena',
    en: {
      title: 'Voice evacuation: why a siren is not enough',
      excerpt:
        'In an arena or a mall, people react faster to a clear spoken message than to any siren.',
      body: [
        [
          'p',
          'Research on evacuations shows that people **hesitate** when they hear a bell. A calm voice telling them what to do gets them moving.',
        ],
        ['h2', 'Designing for intelligibility'],
        [
          'ul',
          [
            'Enough loudspeakers for even coverage, not a few loud ones.',
            'Pre-recorded messages in Georgian and English.',
            'Live microphone for the fire brigade.',
          ],
        ],
        ['img', 'arena'],
        ['quote', 'If the message cannot be understood, it is just another noise.'],
        [
          'p',
          'For the Digomi arena we measured the _speech transmission index_ in every zone; __every seat__ is covered.',
        ],
      ],
    },
    ka: {
      title: 'ხმოვანი გაფრთხილება: რატომ არ კმარა სირენა',
      excerpt:
        'არენაზე ან სავაჭრო ცენტრში ადამიანები მკაფიო ხმოვან შეტყობინებას ნებისმიერ სირენაზე სწრაფად პასუხობენ.',
      body: [
        [
          'p',
          'ევაკუაციის კვლევები აჩვენებს, რომ ზარის გაგონებისას ადამიანები **ყოყმანობენ**. მშვიდი ხმა, რომელიც ეუბნება, რა გააკეთონ, მათ მოძრაობას აიძულებს.',
        ],
        ['h2', 'დაპროექტება გარკვევადობისთვის'],
        [
          'ul',
          [
            'საკმარისი რაოდენობის დინამიკი თანაბარი დაფარვისთვის და არა რამდენიმე ხმამაღალი.',
            'წინასწარ ჩაწერილი შეტყობინებები ქართულად და ინგლისურად.',
            'ცოცხალი მიკროფონი სახანძრო სამსახურისთვის.',
          ],
        ],
        ['img', 'arena'],
        ['quote', 'თუ შეტყობინება გაუგებარია, ის კიდევ ერთი ხმაურია და მეტი არაფერი.'],
        [
          'p',
          'დიღმის არენაზე ყველა ზონაში _მეტყველების გადაცემის ინდექსი_ გავზომეთ; დაფარულია __ყველა სავარძელი__.',
        ],
      ],
    },
  },
  {
    slug: 'fire-suppression-for-restaurant-kitchens',
    date: '2023-12-18',
    image: 'extinguisher',
    en: {
      title: 'Fire suppression for restaurant kitchens',
      excerpt:
        'Hot oil fires cannot be fought with water. Kitchen hoods need their own automatic system.',
      body: [
        [
          'p',
          'A fryer fire spreads into the extract duct within seconds. A **wet chemical system** in the hood cools the oil and forms a soap-like layer that stops re-ignition.',
        ],
        ['h2', 'How it works'],
        [
          'ol',
          [
            'Fusible links or a detection tube sense the heat.',
            'Gas and power to the appliances are cut automatically.',
            'Nozzles discharge over each appliance and into the duct.',
          ],
        ],
        ['quote', 'Grease in the duct is fuel waiting for a spark.'],
        ['p', 'Clean the ducts _regularly_ and service the system __every six months__.'],
      ],
    },
    ka: {
      title: 'ხანძარქრობის სისტემები რესტორნის სამზარეულოში',
      excerpt:
        'ცხელი ზეთის ხანძრის წყლით ჩაქრობა შეუძლებელია. სამზარეულოს გამწოვს საკუთარი ავტომატური სისტემა სჭირდება.',
      body: [
        [
          'p',
          'ფრიტურის ხანძარი გამწოვ ჰაერსატარში წამებში ვრცელდება. გამწოვში დამონტაჟებული **სველი ქიმიური სისტემა** ზეთს აგრილებს და საპნის მსგავს ფენას ქმნის, რომელიც ხელახლა აალებას აჩერებს.',
        ],
        ['h2', 'როგორ მუშაობს'],
        [
          'ol',
          [
            'სითბოს ლღობადი ელემენტები ან დეტექციის მილი აღიქვამს.',
            'დანადგარებს გაზი და დენი ავტომატურად ეთიშება.',
            'საქშენები ხსნარს თითოეულ დანადგარზე და ჰაერსატარში აფრქვევს.',
          ],
        ],
        ['quote', 'ჰაერსატარში დაგროვებული ცხიმი საწვავია, რომელიც ნაპერწკალს ელოდება.'],
        [
          'p',
          'ჰაერსატარები _რეგულარულად_ გაწმინდეთ, სისტემას კი მომსახურება __ყოველ ექვს თვეში__ ჩაუტარეთ.',
        ],
      ],
    },
  },
  {
    slug: 'commissioning-engineering-systems',
    date: '2023-11-20',
    image: 'business-center',
    en: {
      title: 'Commissioning: the weeks that decide a building’s next twenty years',
      excerpt:
        'Installed is not finished. Commissioning proves that every system works together as designed.',
      body: [
        [
          'p',
          'Commissioning is the **structured testing** of every system before the owner moves in: fire alarm, sprinklers, smoke control, HVAC, power and water.',
        ],
        ['h2', 'Integrated tests'],
        [
          'p',
          'The most important test is the _cause and effect_ test: one detector goes into alarm, and we check that doors release, lifts return, fans start and dampers close.',
        ],
        [
          'ul',
          [
            'A written test plan agreed with the owner.',
            'Witnessed tests with signatures.',
            'As-built drawings and operating manuals handed over.',
          ],
        ],
        ['quote', 'A building is handed over once, but it is operated every day for decades.'],
        ['p', 'We prefer to __train the operators__ on their own building, with their own panels.'],
      ],
    },
    ka: {
      title: 'ექსპლუატაციაში გაშვება: კვირები, რომლებიც შენობის მომდევნო ოც წელს განსაზღვრავს',
      excerpt:
        'დამონტაჟება ჯერ არ ნიშნავს დასრულებას. გაშვება-გამართვა ამტკიცებს, რომ ყველა სისტემა ერთად ისე მუშაობს, როგორც დაპროექტდა.',
      body: [
        [
          'p',
          'გაშვება-გამართვა ყველა სისტემის **სტრუქტურირებული გამოცდაა** მანამ, სანამ მესაკუთრე შენობაში შევა: სიგნალიზაცია, სპრინკლერები, კვამლის კონტროლი, ვენტილაცია, ელექტრომომარაგება და წყალი.',
        ],
        ['h2', 'ინტეგრირებული ტესტები'],
        [
          'p',
          'ყველაზე მნიშვნელოვანია _მიზეზ-შედეგობრივი_ ტესტი: ერთი დეტექტორი განგაშის რეჟიმში გადადის და ვამოწმებთ, რომ კარები იხსნება, ლიფტები ქვედა სართულზე ბრუნდება, ვენტილატორები ირთვება და სარქველები იკეტება.',
        ],
        [
          'ul',
          [
            'მესაკუთრესთან შეთანხმებული წერილობითი ტესტირების გეგმა.',
            'ტესტები დამსწრეების ხელმოწერით.',
            'შესრულებული სამუშაოს ნახაზებისა და ექსპლუატაციის სახელმძღვანელოების გადაცემა.',
          ],
        ],
        ['quote', 'შენობას ერთხელ აბარებენ, მაგრამ ათწლეულების განმავლობაში ყოველდღე იყენებენ.'],
        ['p', 'გვირჩევნია, __ოპერატორები__ მათსავე შენობაში, მათსავე პანელებზე გადავამზადოთ.'],
      ],
    },
  },
  {
    slug: 'preparing-heating-systems-for-winter',
    date: '2023-10-09',
    image: 'pump-room',
    en: {
      title: 'Preparing heating systems for winter',
      body: [
        [
          'p',
          'The first cold morning in Tbilisi is when boilers that slept all summer refuse to start. A **September check** avoids that.',
        ],
        ['h2', 'Before the season'],
        [
          'ol',
          [
            'Service the boiler and check the flue.',
            'Bleed radiators and top up system pressure.',
            'Test frost protection in plant rooms and on roofs.',
          ],
        ],
        ['quote', 'Heating problems are cheapest to fix when nobody is cold yet.'],
        ['p', 'Sign up for our _seasonal maintenance_ and we will __call you first__.'],
      ],
    },
    ka: {
      title: 'გათბობის სისტემის მომზადება ზამთრისთვის',
      body: [
        [
          'p',
          'თბილისში პირველ ცივ დილას ზაფხულში გაჩერებული ქვაბები ხშირად აღარ ირთვება. **სექტემბრის შემოწმება** ამას თავიდან აგაცილებთ.',
        ],
        ['h2', 'სეზონამდე'],
        [
          'ol',
          [
            'ჩაუტარეთ ქვაბს მომსახურება და შეამოწმეთ საკვამური.',
            'გამოუშვით ჰაერი რადიატორებიდან და აღადგინეთ სისტემის წნევა.',
            'შეამოწმეთ ყინვისგან დაცვა ტექნიკურ სათავსებსა და სახურავზე.',
          ],
        ],
        ['quote', 'გათბობის პრობლემის მოგვარება ყველაზე იაფი მაშინ არის, როცა ჯერ არავის სცივა.'],
        ['p', 'დარეგისტრირდით ჩვენს _სეზონურ მომსახურებაზე_ და __პირველები დაგირეკავთ__.'],
      ],
    },
  },
];
