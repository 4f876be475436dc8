// Sample blog posts, part 1 (see posts.ts). Rich text in the notation of richText.ts.
import type { SamplePost } from './samplePost.ts';

export const POSTS_1: SamplePost[] = [
  {
    slug: 'fire-alarm-maintenance-checklist',
    date: '2025-05-12',
    // Drafted weeks before it was published: the newest post by creation is another one.
    createdAt: '2025-03-15T10:20:00.000Z',
    image: 'fire-alarm',
    featured: true,
    en: {
      title: 'Fire alarm maintenance: a practical checklist for building managers',
      excerpt:
        'A fire alarm that has not been tested is only a hope. Here is what to check every month, every quarter and every year.',
      body: [
        ['h1', 'Why maintenance matters'],
        [
          'p',
          'Most alarm failures we find in Tbilisi office buildings are not design errors. They are **dirty detectors**, _flat standby batteries_ and zones someone switched off during a renovation and never switched back on.',
        ],
        ['h2', 'Every month'],
        [
          'ul',
          [
            'Test at least one manual call point per zone.',
            'Check the control panel for faults and disabled zones.',
            'Make sure sounders are heard in every room, including toilets and plant rooms.',
          ],
        ],
        ['h2', 'Every year'],
        [
          'ol',
          [
            'Test every detector with the right test gas or heat source.',
            'Load-test the standby batteries.',
            'Compare the zone chart at the panel with the real building.',
            'Record everything in the logbook.',
          ],
        ],
        ['img', 'fire-alarm'],
        [
          'quote',
          'The logbook is the first thing an inspector asks for — and the first thing missing after an incident.',
        ],
        ['h3', 'Who may do the work'],
        [
          'p',
          'Maintenance should be carried out by a __certified company__. The European standard EN 54 and the guidance of [NFPA](https://www.nfpa.org/) are good references when you write your maintenance contract.',
        ],
        ['h4', 'A small tip'],
        [
          'p',
          'Label each detector with its address number. It saves hours when the panel reports a fault.',
        ],
      ],
    },
    ka: {
      title:
        'ხანძარსაწინააღმდეგო სიგნალიზაციის მომსახურება: პრაქტიკული ჩამონათვალი შენობის მმართველებისთვის',
      excerpt:
        'შეუმოწმებელი სიგნალიზაცია მხოლოდ იმედია. აი, რა უნდა შეამოწმოთ ყოველთვიურად, ყოველკვარტალურად და ყოველწლიურად.',
      body: [
        ['h1', 'რატომ არის მომსახურება მნიშვნელოვანი'],
        [
          'p',
          'თბილისის საოფისე შენობებში სიგნალიზაციის გაუმართაობის უმეტესობა დაპროექტების შეცდომა არ არის. ეს არის **დამტვერილი დეტექტორები**, _დამჯდარი რეზერვული აკუმულატორები_ და ზონები, რომლებიც რემონტის დროს გამორთეს და აღარავის ჩაურთავს.',
        ],
        ['h2', 'ყოველთვიურად'],
        [
          'ul',
          [
            'თითოეულ ზონაში შეამოწმეთ მინიმუმ ერთი ხელით ჩასართავი ღილაკი.',
            'დაათვალიერეთ მართვის პანელი: ხომ არ არის დაზიანება ან გამორთული ზონა.',
            'დარწმუნდით, რომ სირენა ისმის ყველა ოთახში, მათ შორის სველ წერტილებსა და ტექნიკურ სათავსებში.',
          ],
        ],
        ['h2', 'ყოველწლიურად'],
        [
          'ol',
          [
            'შეამოწმეთ ყველა დეტექტორი შესაბამისი სატესტო აეროზოლით ან სითბოს წყაროთი.',
            'გამოსცადეთ რეზერვული აკუმულატორები დატვირთვით.',
            'შეადარეთ პანელთან განთავსებული ზონების სქემა შენობის რეალურ მდგომარეობას.',
            'ყველაფერი ჩაწერეთ ჟურნალში.',
          ],
        ],
        ['img', 'fire-alarm'],
        [
          'quote',
          'ჟურნალი პირველია, რასაც ინსპექტორი ითხოვს, და პირველი, რაც ინციდენტის შემდეგ აღარ მოიძებნება.',
        ],
        ['h3', 'ვინ უნდა შეასრულოს სამუშაო'],
        [
          'p',
          'მომსახურება უნდა შეასრულოს __სერტიფიცირებულმა კომპანიამ__. მომსახურების ხელშეკრულების შედგენისას კარგი ორიენტირია ევროპული სტანდარტი EN 54 და [NFPA-ს](https://www.nfpa.org/) რეკომენდაციები.',
        ],
        ['h4', 'პატარა რჩევა'],
        [
          'p',
          'თითოეულ დეტექტორს მიაწერეთ მისი მისამართის ნომერი. როცა პანელი დაზიანებას აჩვენებს, ეს საათობით დროს დაზოგავს.',
        ],
      ],
    },
  },
  {
    slug: 'how-sprinkler-systems-work',
    date: '2025-04-22',
    image: 'sprinklers',
    en: {
      title: 'How sprinkler systems work',
      excerpt:
        'Films show every sprinkler in a building going off at once. Reality is calmer, and far more effective.',
      body: [
        [
          'p',
          'A sprinkler head is a small valve held shut by a **glass bulb** filled with liquid. When the air around it reaches about 68 °C the liquid expands, the bulb breaks and _only that head_ opens.',
        ],
        ['h2', 'Wet and dry systems'],
        [
          'ul',
          [
            '**Wet pipe** systems are full of water and react instantly; they suit heated buildings.',
            '**Dry pipe** systems hold compressed air and are used in unheated car parks and warehouses, such as our port projects in Poti.',
          ],
        ],
        ['img', 'sprinklers'],
        ['h3', 'What a sprinkler system needs to work'],
        [
          'ol',
          [
            'A reliable water supply: a city main or a tank with pumps.',
            'A control valve set that is always open and monitored.',
            'Heads that are never painted over or blocked by storage.',
          ],
        ],
        ['quote', 'In most fires that sprinklers control, one or two heads are enough.'],
        [
          'p',
          'Read more about design rules in [EN 12845](https://standards.cencenelec.eu/) or ask our engineers for an __on-site survey__.',
        ],
      ],
    },
    ka: {
      title: 'როგორ მუშაობს სპრინკლერული სისტემა',
      excerpt:
        'ფილმებში შენობის ყველა სპრინკლერი ერთდროულად ირთვება. სინამდვილეში ყველაფერი უფრო მშვიდად ხდება და ბევრად უფრო ეფექტურად.',
      body: [
        [
          'p',
          'სპრინკლერის თავაკი პატარა სარქველია, რომელსაც სითხით სავსე **მინის კოლბა** კეტავს. როცა ჰაერი დაახლოებით 68 °C-მდე ცხელდება, სითხე ფართოვდება, კოლბა სკდება და _მხოლოდ ეს ერთი თავაკი_ იხსნება.',
        ],
        ['h2', 'სველი და მშრალი სისტემები'],
        [
          'ul',
          [
            '**სველი** სისტემის მილები წყლით არის სავსე და მყისიერად რეაგირებს; ის გათბობიან შენობებს შეეფერება.',
            '**მშრალ** სისტემაში შეკუმშული ჰაერია. მას გაუთბობელ ავტოსადგომებსა და საწყობებში ვიყენებთ, მაგალითად, ფოთის პორტის პროექტებში.',
          ],
        ],
        ['img', 'sprinklers'],
        ['h3', 'რა სჭირდება სპრინკლერულ სისტემას'],
        [
          'ol',
          [
            'წყლის საიმედო წყარო: ქალაქის ქსელი ან რეზერვუარი ტუმბოებით.',
            'მართვის სარქველების კვანძი, რომელიც ყოველთვის ღიაა და კონტროლდება.',
            'თავაკები, რომლებიც არასდროს იღებება და რომლებსაც საქონელი არ ფარავს.',
          ],
        ],
        [
          'quote',
          'ხანძრების უმეტესობაში, რომლებსაც სპრინკლერები აკონტროლებს, ერთი ან ორი თავაკიც საკმარისია.',
        ],
        [
          'p',
          'დაპროექტების წესების შესახებ წაიკითხეთ [EN 12845](https://standards.cencenelec.eu/) ან მოითხოვეთ ჩვენი ინჟინრების __ადგილზე ვიზიტი__.',
        ],
      ],
    },
  },
  {
    slug: 'gas-fire-suppression-for-server-rooms',
    date: '2025-03-30',
    image: 'data-center',
    en: {
      title: 'Gas fire suppression for server rooms',
      excerpt:
        'Water and servers do not mix. Clean-agent systems put out a fire without damaging the equipment.',
      body: [
        [
          'p',
          'In a data center the fire itself is rarely the biggest loss — the **downtime** is. That is why rooms like our Didube project use _clean agents_ instead of water.',
        ],
        ['h2', 'Common agents'],
        [
          'ul',
          [
            'Inert gases (nitrogen, argon and their mixtures): they lower the oxygen level.',
            'Chemical agents such as FK-5-1-12: they absorb heat and leave no residue.',
          ],
        ],
        ['h3', 'The room must be tight'],
        [
          'p',
          'A gas system only works if the agent stays in the room for at least ten minutes. We run a __door fan test__ before handover to prove it.',
        ],
        ['img', 'data-center'],
        ['quote', 'A gas system is as good as the room that holds the gas.'],
        [
          'p',
          'Manufacturers publish design data; the [NFPA 2001](https://www.nfpa.org/) standard is the usual reference.',
        ],
      ],
    },
    ka: {
      title: 'აირით ხანძარქრობა სერვერულ ოთახებში',
      excerpt:
        'წყალი და სერვერები ერთმანეთს არ უხდება. სუფთა აგენტით ხანძარქრობა ცეცხლს აქრობს და აღჭურვილობას არ აზიანებს.',
      body: [
        [
          'p',
          'მონაცემთა ცენტრში ყველაზე დიდი ზარალი იშვიათად თავად ხანძარია — ბევრად ძვირი **მუშაობის შეფერხება** ჯდება. ამიტომ ისეთ სათავსებში, როგორიც დიდუბის პროექტშია, წყლის ნაცვლად _სუფთა აგენტებს_ ვიყენებთ.',
        ],
        ['h2', 'გავრცელებული აგენტები'],
        [
          'ul',
          [
            'ინერტული აირები (აზოტი, არგონი და მათი ნარევები): ამცირებენ ჟანგბადის დონეს.',
            'ქიმიური აგენტები, მაგალითად FK-5-1-12: შთანთქავენ სითბოს და ნაკვალევს არ ტოვებენ.',
          ],
        ],
        ['h3', 'ოთახი ჰერმეტული უნდა იყოს'],
        [
          'p',
          'აირით ხანძარქრობა მხოლოდ მაშინ მუშაობს, როცა აგენტი ოთახში სულ მცირე ათ წუთს რჩება. ამის დასამტკიცებლად ჩაბარებამდე __ჰერმეტულობის ტესტს__ ვატარებთ.',
        ],
        ['img', 'data-center'],
        [
          'quote',
          'აირით ხანძარქრობის სისტემა იმდენად კარგია, რამდენადაც ოთახი, რომელიც აირს იკავებს.',
        ],
        [
          'p',
          'მწარმოებლები დაპროექტების მონაცემებს აქვეყნებენ; ჩვეულებრივი ორიენტირია სტანდარტი [NFPA 2001](https://www.nfpa.org/).',
        ],
      ],
    },
  },
  {
    slug: 'smoke-control-in-shopping-malls',
    date: '2025-03-04',
    image: 'shopping-mall',
    en: {
      title: 'Smoke control in shopping malls',
      excerpt:
        'Smoke, not flame, is what endangers shoppers. A mall needs a plan for where the smoke goes.',
      body: [
        [
          'p',
          'In a large mall smoke spreads through the atrium in minutes. **Smoke extraction** keeps a clear layer of air above people’s heads long enough for them to leave.',
        ],
        ['h2', 'The parts of the system'],
        [
          'ol',
          [
            'Smoke curtains that divide the ceiling into reservoirs.',
            'Extract fans rated for 400 °C for two hours.',
            'Make-up air openings low down, so fresh air can replace the smoke.',
          ],
        ],
        ['img', 'shopping-mall'],
        ['h3', 'Testing in Kutaisi'],
        [
          'p',
          'On the Kutaisi mall we tested every scenario with _hot smoke tests_ before opening. One damper opened the wrong way — __better found in a test than in a fire__.',
        ],
        ['quote', 'Design for the smoke first; the fire will follow the same path.'],
      ],
    },
    ka: {
      title: 'კვამლის კონტროლი სავაჭრო ცენტრებში',
      excerpt:
        'მყიდველებს ცეცხლზე მეტად კვამლი ემუქრება. სავაჭრო ცენტრს სჭირდება გეგმა, სად წავა კვამლი.',
      body: [
        [
          'p',
          'დიდ სავაჭრო ცენტრში კვამლი ატრიუმში წუთებში ვრცელდება. **კვამლის გამწოვი სისტემა** ადამიანების თავს ზემოთ სუფთა ჰაერის ფენას ინარჩუნებს, სანამ ისინი შენობას დატოვებენ.',
        ],
        ['h2', 'სისტემის შემადგენელი ნაწილები'],
        [
          'ol',
          [
            'კვამლის ფარდები, რომლებიც ჭერს რეზერვუარებად ყოფს.',
            'გამწოვი ვენტილატორები, რომლებიც 400 °C-ს ორი საათის განმავლობაში უძლებს.',
            'ქვემოთ განთავსებული მიწოდების ღიობები, რომ სუფთა ჰაერმა კვამლი ჩაანაცვლოს.',
          ],
        ],
        ['img', 'shopping-mall'],
        ['h3', 'გამოცდა ქუთაისში'],
        [
          'p',
          'ქუთაისის სავაჭრო ცენტრში გახსნამდე ყველა სცენარი _ცხელი კვამლის ტესტით_ შევამოწმეთ. ერთი სარქველი საპირისპირო მიმართულებით იხსნებოდა — __ჯობს, ეს ტესტისას აღმოაჩინო, ვიდრე ხანძრისას__.',
        ],
        ['quote', 'ჯერ კვამლისთვის დააპროექტე; ცეცხლი იმავე გზას გაჰყვება.'],
      ],
    },
  },
  {
    slug: 'emergency-lighting-basics',
    date: '2025-02-10',
    image: 'evacuation-plan',
    en: {
      title: 'Emergency lighting: what the rules require and what really helps',
      excerpt:
        'When the power fails, people need to see the way out. A short guide to escape-route lighting.',
      body: [
        [
          'p',
          'Emergency lighting must switch on **within seconds** of a power failure and run for at least one hour — in hotels and hospitals usually three.',
        ],
        ['h2', 'Three kinds of light'],
        [
          'ul',
          [
            'Escape route lighting along corridors and stairs.',
            'Open area lighting in halls larger than 60 m².',
            'High-risk task lighting where machines must be stopped safely.',
          ],
        ],
        ['h3', 'Self-contained or central battery?'],
        [
          'p',
          'Self-contained fittings are simple; a _central battery system_ is easier to test in large buildings. For the Zugdidi school we chose self-contained fittings with __automatic self-test__.',
        ],
        ['quote', 'A green sign that nobody can see in smoke is decoration, not safety.'],
        [
          'p',
          'The European standard is EN 1838; Georgian technical regulations are published on [matsne.gov.ge](https://matsne.gov.ge/).',
        ],
      ],
    },
    ka: {
      title: 'ავარიული განათება: რას მოითხოვს წესები და რა ეხმარება რეალურად',
      excerpt:
        'როცა დენი ითიშება, ადამიანებმა გასასვლელი უნდა დაინახონ. მოკლე გზამკვლევი საევაკუაციო გზების განათებაზე.',
      body: [
        [
          'p',
          'ავარიული განათება დენის გათიშვიდან **რამდენიმე წამში** უნდა ჩაირთოს და სულ მცირე ერთი საათი იმუშაოს, სასტუმროებსა და საავადმყოფოებში კი, როგორც წესი, სამი საათი.',
        ],
        ['h2', 'განათების სამი სახე'],
        [
          'ul',
          [
            'საევაკუაციო გზების განათება დერეფნებსა და კიბეებზე.',
            'ღია სივრცის განათება 60 მ²-ზე დიდ დარბაზებში.',
            'მაღალი რისკის სამუშაო ზონების განათება, სადაც დანადგარები უსაფრთხოდ უნდა გაჩერდეს.',
          ],
        ],
        ['h3', 'ავტონომიური სანათები თუ ცენტრალური აკუმულატორი?'],
        [
          'p',
          'ავტონომიური სანათები მარტივია; დიდ შენობაში _ცენტრალური აკუმულატორის სისტემის_ შემოწმება უფრო ადვილია. ზუგდიდის სკოლისთვის ავტონომიური სანათები ავარჩიეთ __ავტომატური თვითშემოწმებით__.',
        ],
        ['quote', 'მწვანე ნიშანი, რომელიც კვამლში არ ჩანს, დეკორაციაა და არა უსაფრთხოება.'],
        [
          'p',
          'ევროპული სტანდარტია EN 1838; საქართველოს ტექნიკური რეგლამენტები ქვეყნდება [matsne.gov.ge-ზე](https://matsne.gov.ge/).',
        ],
      ],
    },
  },
  {
    slug: 'cutting-hvac-energy-in-hotels',
    date: '2025-01-20',
    image: 'rooftop-hvac',
    en: {
      title: 'Cutting HVAC energy use in hotels',
      excerpt:
        'Heating and cooling are a hotel’s largest energy bill. Four measures that paid back within two seasons in Batumi.',
      body: [
        [
          'p',
          'On the Batumi seaside hotel, heating, ventilation and air conditioning used **almost 60 %** of the building’s electricity before the upgrade.',
        ],
        ['h2', 'What we changed'],
        [
          'ol',
          [
            'Key-card control: rooms go to set-back temperature when guests leave.',
            'Variable-speed drives on pumps and fans.',
            'Heat recovery on the kitchen and spa exhaust.',
            'A building management system that shows the numbers every day.',
          ],
        ],
        ['img', 'rooftop-hvac'],
        ['h3', 'The result'],
        [
          'p',
          'Consumption fell by about a quarter, and guests _noticed nothing_ except quieter rooms. That is how __good engineering__ should feel.',
        ],
        ['quote', 'The cheapest kilowatt-hour is the one you never use.'],
        ['p', 'Guidance on efficient design is available from [ASHRAE](https://www.ashrae.org/).'],
      ],
    },
    ka: {
      title: 'სასტუმროებში გათბობა-კონდიცირების ენერგოხარჯის შემცირება',
      excerpt:
        'სასტუმროს ენერგოხარჯის უდიდესი ნაწილი გათბობასა და გაგრილებაზე მოდის. ოთხი ღონისძიება, რომელმაც ბათუმში ორ სეზონში აინაზღაურა ხარჯი.',
      body: [
        [
          'p',
          'ბათუმის ზღვისპირა სასტუმროში განახლებამდე გათბობა, ვენტილაცია და კონდიცირება შენობის ელექტროენერგიის **თითქმის 60 %-ს** მოიხმარდა.',
        ],
        ['h2', 'რა შევცვალეთ'],
        [
          'ol',
          [
            'ბარათით მართვა: სტუმრის გასვლისას ოთახი ეკონომიურ ტემპერატურაზე გადადის.',
            'ცვლადი სიჩქარის ამძრავები ტუმბოებსა და ვენტილატორებზე.',
            'სითბოს რეკუპერაცია სამზარეულოსა და სპას გამწოვ ჰაერზე.',
            'შენობის მართვის სისტემა, რომელიც მონაცემებს ყოველდღე აჩვენებს.',
          ],
        ],
        ['img', 'rooftop-hvac'],
        ['h3', 'შედეგი'],
        [
          'p',
          'მოხმარება დაახლოებით მეოთხედით შემცირდა, სტუმრებმა კი _ვერაფერი შეამჩნიეს_, გარდა იმისა, რომ ოთახები უფრო წყნარი გახდა. __კარგი ინჟინერია__ სწორედ ასე უნდა იგრძნობოდეს.',
        ],
        ['quote', 'ყველაზე იაფი კილოვატსაათი ის არის, რომელსაც საერთოდ არ მოიხმარ.'],
        [
          'p',
          'ენერგოეფექტური დაპროექტების რეკომენდაციები ხელმისაწვდომია [ASHRAE-ს](https://www.ashrae.org/) საიტზე.',
        ],
      ],
    },
  },
  {
    slug: 'water-pressure-in-high-rise-buildings',
    date: '2024-12-16',
    image: 'pump-room',
    en: {
      title: 'Water pressure in high-rise buildings',
      excerpt:
        'Why the twentieth floor has weak showers and the ground floor has burst pipes — and how pressure zones fix both.',
      body: [
        [
          'p',
          'City mains in Tbilisi rarely deliver enough pressure above the sixth or seventh floor. Above that, a building needs **booster pumps**.',
        ],
        ['h2', 'Pressure zones'],
        [
          'p',
          'Pumping everything from the basement would give the lower floors _far too much_ pressure. We split tall buildings into zones of about ten floors, each with its own pressure-reducing valves.',
        ],
        ['img', 'pump-room'],
        [
          'ul',
          [
            'Domestic water: 2–4 bar at the tap.',
            'Fire mains: separate pumps sized for hydrants and sprinklers.',
            'Duty and standby pumps, so maintenance never leaves the building dry.',
          ],
        ],
        [
          'quote',
          'Good pressure is invisible; bad pressure is the first complaint of every tenant.',
        ],
        [
          'p',
          'On the Vake residential complex the __zoning__ was planned together with the architects from the first sketch.',
        ],
      ],
    },
    ka: {
      title: 'წყლის წნევა მაღალსართულიან შენობებში',
      excerpt:
        'რატომ არის მეოცე სართულზე შხაპი სუსტი, პირველზე კი მილები სკდება — და როგორ აგვარებს ორივე პრობლემას წნევის ზონები.',
      body: [
        [
          'p',
          'თბილისის ქალაქის ქსელი მეექვსე-მეშვიდე სართულს ზემოთ საკმარის წნევას იშვიათად იძლევა. უფრო მაღლა შენობას **წნევის ამწევი ტუმბოები** სჭირდება.',
        ],
        ['h2', 'წნევის ზონები'],
        [
          'p',
          'თუ ყველაფერს სარდაფიდან ავტუმბავთ, ქვედა სართულებზე წნევა _ზედმეტად მაღალი_ იქნება. ამიტომ მაღალ შენობებს დაახლოებით ათსართულიან ზონებად ვყოფთ, თითოეულს წნევის შემამცირებელი სარქველებით.',
        ],
        ['img', 'pump-room'],
        [
          'ul',
          [
            'სასმელი წყალი: 2–4 ბარი ონკანთან.',
            'სახანძრო წყალსადენი: ცალკე ტუმბოები ჰიდრანტებისა და სპრინკლერებისთვის.',
            'ძირითადი და სარეზერვო ტუმბოები, რომ მომსახურების დროს შენობა უწყლოდ არ დარჩეს.',
          ],
        ],
        ['quote', 'კარგი წნევა შეუმჩნეველია; ცუდი წნევა კი ყველა მობინადრის პირველი საჩივარია.'],
        [
          'p',
          'ვაკის საცხოვრებელ კომპლექსში __ზონირება__ არქიტექტორებთან ერთად პირველივე ესკიზიდან დავგეგმეთ.',
        ],
      ],
    },
  },
  {
    slug: 'electrical-safety-in-old-tbilisi-buildings',
    date: '2024-11-25',
    image: 'electrical-panel',
    en: {
      title: 'Electrical safety in old Tbilisi buildings',
      excerpt:
        'Aluminium wiring, missing earth conductors and overloaded panels: the hidden risks of beautiful old houses.',
      body: [
        ['h2', 'What we usually find'],
        [
          'ul',
          [
            'Aluminium wiring from the 1960s with loose, overheating joints.',
            'No protective earth in sockets.',
            'Panels with rewired fuses instead of circuit breakers.',
          ],
        ],
        [
          'p',
          'Electrical faults are among the **most common causes of fire** in old residential buildings. Most of them can be prevented with a survey and a few targeted upgrades.',
        ],
        ['img', 'electrical-panel'],
        ['h3', 'Residual current devices'],
        [
          'p',
          'An RCD disconnects a circuit in milliseconds when current leaks to earth. It is the _single most effective_ upgrade for an old flat, and it costs less than a new sofa.',
        ],
        [
          'quote',
          'If a fuse has ever been repaired with wire, the whole panel needs an electrician.',
        ],
        [
          'p',
          'Read the [IEC](https://www.iec.ch/) basics, then ask for a __thermographic inspection__: a camera shows hot joints before they fail.',
        ],
      ],
    },
    ka: {
      title: 'ელექტროუსაფრთხოება ძველი თბილისის შენობებში',
      excerpt:
        'ალუმინის გაყვანილობა, დამიწების არარსებობა და გადატვირთული ფარები: ლამაზი ძველი სახლების ფარული საფრთხეები.',
      body: [
        ['h2', 'რას ვხვდებით ყველაზე ხშირად'],
        [
          'ul',
          [
            '1960-იანი წლების ალუმინის გაყვანილობას მოშვებული, გადახურებული შეერთებებით.',
            'როზეტებს დამცავი დამიწების გარეშე.',
            'ფარებს, სადაც ავტომატური ამომრთველების ნაცვლად მავთულით შეკეთებული მცველებია.',
          ],
        ],
        [
          'p',
          'ელექტრული დაზიანება ძველ საცხოვრებელ სახლებში **ხანძრის ერთ-ერთი ყველაზე გავრცელებული მიზეზია**. მათი უმეტესობის თავიდან აცილება შესაძლებელია შემოწმებითა და რამდენიმე მიზნობრივი გაუმჯობესებით.',
        ],
        ['img', 'electrical-panel'],
        ['h3', 'დიფერენციალური ამომრთველები'],
        [
          'p',
          'დიფერენციალური ამომრთველი წრედს მილიწამებში თიშავს, როცა დენი მიწაში გაჟონავს. ეს ძველი ბინისთვის _ყველაზე ეფექტური_ გაუმჯობესებაა და ახალ დივანზე იაფი ჯდება.',
        ],
        ['quote', 'თუ მცველი ოდესმე მავთულით შეუკეთებიათ, მთელ ფარს ელექტრიკოსი სჭირდება.'],
        [
          'p',
          'გაეცანით [IEC-ის](https://www.iec.ch/) საბაზისო მასალებს და შემდეგ მოითხოვეთ __თერმოგრაფიული შემოწმება__: კამერა გახურებულ შეერთებებს დაზიანებამდე აჩვენებს.',
        ],
      ],
    },
  },
  {
    slug: 'which-fire-extinguisher-for-which-fire',
    date: '2024-10-28',
    image: 'extinguisher',
    en: {
      title: 'Which fire extinguisher for which fire',
      excerpt: 'Powder, foam, CO₂ or water mist? The wrong extinguisher can make a fire worse.',
      body: [
        ['h2', 'Fire classes'],
        [
          'ol',
          [
            '**A** — solid materials: wood, paper, textiles.',
            '**B** — flammable liquids: fuel, solvents, paint.',
            '**C** — gases.',
            '**F** — cooking oils and fats.',
          ],
        ],
        [
          'p',
          'Electrical equipment is not a class of its own, but it changes the choice: use _CO₂ or powder_, never water, on live equipment.',
        ],
        ['img', 'extinguisher'],
        ['h3', 'Our advice for offices'],
        [
          'p',
          'Foam or water-mist extinguishers by the exits, a CO₂ extinguisher beside the server cabinet, and __training__ for the staff once a year.',
        ],
        [
          'quote',
          'An extinguisher nobody has held before is heavy, loud and confusing in the one minute that matters.',
        ],
      ],
    },
    ka: {
      title: 'რომელი ცეცხლმაქრი რომელი ხანძრისთვის',
      excerpt:
        'ფხვნილი, ქაფი, CO₂ თუ წყლის ნისლი? არასწორად შერჩეულმა ცეცხლმაქრმა შეიძლება ხანძარი გააძლიეროს.',
      body: [
        ['h2', 'ხანძრის კლასები'],
        [
          'ol',
          [
            '**A** — მყარი მასალები: ხე, ქაღალდი, ქსოვილი.',
            '**B** — აალებადი სითხეები: საწვავი, გამხსნელი, საღებავი.',
            '**C** — აირები.',
            '**F** — საკვები ზეთები და ცხიმები.',
          ],
        ],
        [
          'p',
          'ელექტრომოწყობილობა ცალკე კლასი არ არის, მაგრამ არჩევანს ცვლის: ძაბვის ქვეშ მყოფ დანადგარზე გამოიყენეთ _CO₂ ან ფხვნილი_ და არასდროს — წყალი.',
        ],
        ['img', 'extinguisher'],
        ['h3', 'ჩვენი რჩევა ოფისებისთვის'],
        [
          'p',
          'ქაფიანი ან წყლის ნისლის ცეცხლმაქრები გასასვლელებთან, CO₂ ცეცხლმაქრი სერვერულ კარადასთან და თანამშრომლების __სწავლება__ წელიწადში ერთხელ.',
        ],
        [
          'quote',
          'ცეცხლმაქრი, რომელიც არავის არასდროს სჭერია ხელში, სწორედ იმ გადამწყვეტ წუთში აღმოჩნდება მძიმე, ხმაურიანი და გაუგებარი.',
        ],
      ],
    },
  },
  {
    slug: 'evacuation-plans-people-can-follow',
    date: '2024-09-30',
    image: 'evacuation-plan',
    en: {
      title: 'Evacuation plans people can actually follow',
      excerpt:
        'A plan on the wall is useless if it is upside down, outdated or written for engineers.',
      body: [
        [
          'p',
          'A good evacuation plan is **oriented the way you stand** when you read it, shows "you are here" clearly and marks the two nearest exits.',
        ],
        ['h2', 'Checklist for a usable plan'],
        [
          'ul',
          [
            'Simple floor outline, not the construction drawing.',
            'Escape routes in green, fire equipment in red.',
            'Assembly point shown outside the building.',
            'Text in Georgian and English in hotels and offices with foreign staff.',
          ],
        ],
        ['img', 'evacuation-plan'],
        ['quote', 'People under stress do not read; they follow arrows and other people.'],
        ['h3', 'Practise'],
        [
          'p',
          'Run a drill at least _once a year_. Time it, then discuss what went wrong — the __blocked door__ found in a drill is a gift.',
        ],
      ],
    },
    ka: {
      title: 'ევაკუაციის გეგმა, რომელსაც ადამიანები მართლა მიჰყვებიან',
      excerpt:
        'კედელზე ჩამოკიდებული გეგმა უსარგებლოა, თუ ის შებრუნებულია, მოძველებულია ან ინჟინრებისთვის არის დაწერილი.',
      body: [
        [
          'p',
          'კარგი ევაკუაციის გეგმა **იმ მიმართულებით არის ორიენტირებული, საიდანაც მას უყურებთ**, მკაფიოდ აჩვენებს „თქვენ აქ ხართ“ და მონიშნავს ორ უახლოეს გასასვლელს.',
        ],
        ['h2', 'გამოსადეგი გეგმის ჩამონათვალი'],
        [
          'ul',
          [
            'სართულის მარტივი კონტური და არა სამშენებლო ნახაზი.',
            'საევაკუაციო გზები მწვანედ, სახანძრო აღჭურვილობა წითლად.',
            'შეკრების ადგილი შენობის გარეთ.',
            'ტექსტი ქართულად და ინგლისურად სასტუმროებსა და ოფისებში, სადაც უცხოელი თანამშრომლები არიან.',
          ],
        ],
        ['img', 'evacuation-plan'],
        [
          'quote',
          'სტრესის ქვეშ ადამიანები არ კითხულობენ; ისინი ისრებსა და სხვა ადამიანებს მიჰყვებიან.',
        ],
        ['h3', 'ივარჯიშეთ'],
        [
          'p',
          'ჩაატარეთ სწავლება _წელიწადში ერთხელ_ მაინც. გაზომეთ დრო და განიხილეთ, რა ვერ გამოვიდა — სწავლებისას აღმოჩენილი __ჩაკეტილი კარი__ ნამდვილი საჩუქარია.',
        ],
      ],
    },
  },
  {
    slug: 'fresh-air-in-classrooms',
    date: '2024-09-02',
    image: 'school',
    en: {
      title: 'Fresh air in schools: ventilating classrooms',
      excerpt:
        'Thirty pupils in a closed room reach stuffy CO₂ levels within half an hour. Mechanical ventilation changes that.',
      body: [
        [
          'p',
          'Studies link high CO₂ levels in classrooms with **poorer concentration**. Opening windows helps in spring, but not in a Georgian winter.',
        ],
        ['h2', 'Options for existing schools'],
        [
          'ol',
          [
            'Decentralised units with heat recovery, one per classroom.',
            'A central system where ceilings allow ductwork.',
            'CO₂ sensors that show teachers when to air the room.',
          ],
        ],
        ['img', 'school'],
        ['h3', 'Noise matters'],
        [
          'p',
          'A ventilation unit louder than 35 dB(A) will simply be _switched off_ by the teacher. We select units for __quiet operation__ first.',
        ],
        ['quote', 'Fresh air is a learning tool, just like light and a good chair.'],
      ],
    },
    ka: {
      title: 'სუფთა ჰაერი სკოლაში: საკლასო ოთახების ვენტილაცია',
      excerpt:
        'დახურულ ოთახში ოცდაათი მოსწავლე ნახევარ საათში CO₂-ის მაღალ დონეს აღწევს. მექანიკური ვენტილაცია ამას ცვლის.',
      body: [
        [
          'p',
          'კვლევები საკლასო ოთახში CO₂-ის მაღალ დონეს **ყურადღების დაქვეითებას** უკავშირებს. ფანჯრის გაღება გაზაფხულზე გვშველის, ქართულ ზამთარში კი — ვერა.',
        ],
        ['h2', 'გადაწყვეტები არსებული სკოლებისთვის'],
        [
          'ol',
          [
            'დეცენტრალიზებული დანადგარები სითბოს რეკუპერაციით, თითო საკლასო ოთახზე.',
            'ცენტრალური სისტემა, სადაც ჭერი ჰაერსატარების გაყვანის საშუალებას იძლევა.',
            'CO₂-ის სენსორები, რომლებიც მასწავლებელს აჩვენებს, როდის უნდა განიავდეს ოთახი.',
          ],
        ],
        ['img', 'school'],
        ['h3', 'ხმაურს მნიშვნელობა აქვს'],
        [
          'p',
          '35 dB(A)-ზე ხმაურიან დანადგარს მასწავლებელი უბრალოდ _გამორთავს_. ამიტომ დანადგარებს პირველ რიგში __ჩუმი მუშაობის__ მიხედვით ვარჩევთ.',
        ],
        ['quote', 'სუფთა ჰაერი სწავლის ისეთივე იარაღია, როგორც სინათლე და კომფორტული სკამი.'],
      ],
    },
  },
];
