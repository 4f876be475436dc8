import { defineTexts } from './catalogue';

// Texts that several apps show (docs/product.md#texts).
// Texts only one app shows live with that app.
export const commonTexts = defineTexts({
  en: {
    nav: {
      home: 'Home',
      services: 'Services',
      projects: 'Projects',
      about: 'About us',
      blog: 'Blog',
      contact: 'Contact',
    },
    common: {
      loading: 'Loading...',
      readMore: 'Read more',
      viewAll: 'View all',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {page}',
      pagination: 'Pagination',
      openInNewTab: '(opens in a new tab)',
    },
    breadcrumb: {
      label: 'Breadcrumb',
      home: 'Home',
      services: 'Services',
      projects: 'Projects',
      about: 'About us',
      blog: 'Blog',
      contact: 'Contact',
    },
    pageTitles: {
      siteName: 'Alioni Engineering',
      home: 'Fire safety and engineering systems in Tbilisi',
      services: 'Our services',
      projects: 'Our projects',
      about: 'About us',
      blog: 'Blog',
      contact: 'Contact us',
      notFound: 'Page Not Found',
    },
    pageDescriptions: {
      home: 'Design, installation and maintenance of fire safety, electrical and low-current, water supply and HVAC systems in Tbilisi since 2020.',
      services:
        'Fire safety, electrical and low-current, water supply and drainage, heating, cooling and ventilation systems: design, installation and service.',
      projects:
        'Engineering and fire-safety projects we have completed or are carrying out across Georgia.',
      about:
        'Who we are: certified engineers, international partners and five years of engineering systems in Georgia.',
      blog: 'Articles and news on fire safety, engineering systems and building standards.',
      contact: 'Call, write or visit us in Tbilisi, or send a message through the contact form.',
      notFound: 'The page you are looking for does not exist or has been moved.',
    },
    contactInfo: {
      phone: 'Phone',
      email: 'E-mail',
      schedule: 'Working hours',
      scheduleWeekdays: 'Monday – Saturday: 9:00–18:00',
      scheduleSunday: 'Sunday: closed',
      address: 'Address',
    },
    languageNames: {
      ka: 'ქართული',
      en: 'English',
    },
    social: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
    },
    remote: {
      unavailableTitle: 'This part of the page could not be loaded',
      unavailableText:
        'Please check your connection and try again. The rest of the site keeps working.',
      retry: 'Try again',
    },
    status: {
      ongoing: 'Ongoing',
      completed: 'Completed',
    },
  },
  ka: {
    nav: {
      home: 'მთავარი',
      services: 'სერვისები',
      projects: 'პროექტები',
      about: 'ჩვენ შესახებ',
      blog: 'ბლოგი',
      contact: 'კონტაქტი',
    },
    common: {
      loading: 'იტვირთება...',
      readMore: 'ვრცლად',
      viewAll: 'ყველას ნახვა',
      previous: 'წინა',
      next: 'შემდეგი',
      page: 'გვერდი {page}',
      pagination: 'გვერდების ნავიგაცია',
      openInNewTab: '(იხსნება ახალ ჩანართში)',
    },
    breadcrumb: {
      label: 'ნავიგაციის ბილიკი',
      home: 'მთავარი',
      services: 'სერვისები',
      projects: 'პროექტები',
      about: 'ჩვენ შესახებ',
      blog: 'ბლოგი',
      contact: 'კონტაქტი',
    },
    pageTitles: {
      siteName: 'ალიონი ინჟინერინგი',
      home: 'სახანძრო უსაფრთხოება და საინჟინრო სისტემები თბილისში',
      services: 'ჩვენი სერვისები',
      projects: 'ჩვენი პროექტები',
      about: 'ჩვენ შესახებ',
      blog: 'ბლოგი',
      contact: 'დაგვიკავშირდით',
      notFound: 'გვერდი ვერ მოიძებნა',
    },
    pageDescriptions: {
      home: 'სახანძრო უსაფრთხოების, ელექტრო და სუსტი დენების, წყალმომარაგებისა და ვენტილაციის სისტემების პროექტირება, მონტაჟი და მომსახურება თბილისში 2020 წლიდან.',
      services:
        'სახანძრო უსაფრთხოების, ელექტრო და სუსტი დენების, წყალმომარაგება-კანალიზაციის, გათბობა-გაგრილებისა და ვენტილაციის სისტემები: პროექტირება, მონტაჟი და სერვისი.',
      projects:
        'საინჟინრო და სახანძრო უსაფრთხოების პროექტები, რომლებიც დავასრულეთ ან ამჟამად ვახორციელებთ საქართველოში.',
      about:
        'ვინ ვართ: სერტიფიცირებული ინჟინრები, საერთაშორისო პარტნიორები და საინჟინრო სისტემების ხუთწლიანი გამოცდილება საქართველოში.',
      blog: 'სტატიები და სიახლეები სახანძრო უსაფრთხოების, საინჟინრო სისტემებისა და სამშენებლო სტანდარტების შესახებ.',
      contact:
        'დაგვირეკეთ, მოგვწერეთ ან გვესტუმრეთ თბილისში, ან გამოგვიგზავნეთ შეტყობინება საკონტაქტო ფორმით.',
      notFound: 'გვერდი, რომელსაც ეძებთ, არ არსებობს ან სხვა მისამართზე გადავიდა.',
    },
    contactInfo: {
      phone: 'ტელეფონი',
      email: 'ელ. ფოსტა',
      schedule: 'სამუშაო საათები',
      scheduleWeekdays: 'ორშაბათი – შაბათი: 9:00–18:00',
      scheduleSunday: 'კვირა: დასვენება',
      address: 'მისამართი',
    },
    languageNames: {
      ka: 'ქართული',
      en: 'English',
    },
    social: {
      linkedin: 'LinkedIn',
      facebook: 'Facebook',
    },
    remote: {
      unavailableTitle: 'გვერდის ეს ნაწილი ვერ ჩაიტვირთა',
      unavailableText: 'შეამოწმეთ კავშირი და სცადეთ თავიდან. საიტის დანარჩენი ნაწილი მუშაობს.',
      retry: 'თავიდან ცდა',
    },
    status: {
      ongoing: 'მიმდინარე',
      completed: 'დასრულებული',
    },
  },
});
