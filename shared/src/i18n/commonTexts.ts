import { defineTexts } from './catalogue';

// Texts that several apps show (spec §3: nav, common, breadcrumb, page titles, error messages).
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
