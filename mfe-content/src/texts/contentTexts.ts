import { defineTexts } from '@site/shared/i18n';

// The texts of the projects and blog pages and the two home widgets, with their not-found and empty
// messages (docs/product.md#not-found-and-empty-messages). Shared words (loading, read more, view
// all, previous/next, status labels) come from `commonTexts`.
export const contentTexts = defineTexts({
  en: {
    portfolio: {
      title: 'Our portfolio',
      description:
        'Fire-safety, electrical and climate systems we have designed, installed and maintained for businesses across Georgia.',
      viewAll: 'View all projects',
      previous: 'Previous projects',
      next: 'Next projects',
    },
    projectsPage: {
      description:
        'Browse our fire-safety and engineering-systems projects: ongoing installations and completed work.',
    },
    filter: {
      label: 'Filter projects by status',
      all: 'All',
      ongoing: 'Installation',
      completed: 'Completed',
    },
    project: {
      about: 'About the project',
      client: 'Client',
      area: 'Area',
      status: 'Status',
      services: 'Services',
      related: 'Related projects',
      relatedPrevious: 'Previous related projects',
      relatedNext: 'Next related projects',
      notFound: 'Project Not Found',
      notFoundText: 'The project you are looking for does not exist or has been removed.',
      projectsNotFound: 'Projects Not Found',
      backToProjects: 'Back to all projects',
    },
    blog: {
      title: 'Blog',
      description:
        'News, guides and expert articles on fire safety, engineering systems and building regulations.',
      teaserTitle: 'Latest from our blog',
      viewAll: 'View all articles',
      featured: 'Featured article',
      recent: 'Recent articles',
      interesting: 'Interesting articles',
      publishedOn: 'Published on',
      related: 'Related articles',
      relatedPrevious: 'Previous related articles',
      relatedNext: 'Next related articles',
      notFound: 'Article Not Found',
      notFoundText: 'The article you are looking for does not exist or has been removed.',
      featuredNotFound: 'Featured article not found',
      sidebarNotFound: 'Articles not found',
      noPosts: 'Articles not found',
      backToBlog: 'Back to the blog',
    },
    error: {
      notFound: 'Not Found',
      blogNotFound: 'Article Not Found',
    },
  },
  ka: {
    portfolio: {
      title: 'ჩვენი პორტფოლიო',
      description:
        'სახანძრო უსაფრთხოების, ელექტრო და კლიმატის სისტემები, რომლებიც საქართველოს მასშტაბით დავაპროექტეთ, დავამონტაჟეთ და ვემსახურებით.',
      viewAll: 'ყველა პროექტის ნახვა',
      previous: 'წინა პროექტები',
      next: 'შემდეგი პროექტები',
    },
    projectsPage: {
      description:
        'გაეცანით ჩვენს სახანძრო უსაფრთხოებისა და საინჟინრო სისტემების პროექტებს: მიმდინარე მონტაჟსა და დასრულებულ სამუშაოებს.',
    },
    filter: {
      label: 'პროექტების გაფილტვრა სტატუსით',
      all: 'ყველა',
      ongoing: 'მონტაჟის პროცესში',
      completed: 'დასრულებული',
    },
    project: {
      about: 'პროექტის შესახებ',
      client: 'დამკვეთი',
      area: 'ფართობი',
      status: 'სტატუსი',
      services: 'სერვისები',
      related: 'მსგავსი პროექტები',
      relatedPrevious: 'წინა მსგავსი პროექტები',
      relatedNext: 'შემდეგი მსგავსი პროექტები',
      notFound: 'პროექტი ვერ მოიძებნა',
      notFoundText: 'პროექტი, რომელსაც ეძებთ, არ არსებობს ან წაშლილია.',
      projectsNotFound: 'პროექტები ვერ მოიძებნა',
      backToProjects: 'ყველა პროექტზე დაბრუნება',
    },
    blog: {
      title: 'ბლოგი',
      description:
        'სიახლეები, სახელმძღვანელოები და საექსპერტო სტატიები სახანძრო უსაფრთხოების, საინჟინრო სისტემებისა და სამშენებლო რეგულაციების შესახებ.',
      teaserTitle: 'უახლესი ჩვენი ბლოგიდან',
      viewAll: 'ყველა სტატიის ნახვა',
      featured: 'რჩეული სტატია',
      recent: 'ბოლო სტატიები',
      interesting: 'საინტერესო სტატიები',
      publishedOn: 'გამოქვეყნდა',
      related: 'მსგავსი სტატიები',
      relatedPrevious: 'წინა მსგავსი სტატიები',
      relatedNext: 'შემდეგი მსგავსი სტატიები',
      notFound: 'სტატია ვერ მოიძებნა',
      notFoundText: 'სტატია, რომელსაც ეძებთ, არ არსებობს ან წაშლილია.',
      featuredNotFound: 'რჩეული სტატია ვერ მოიძებნა',
      sidebarNotFound: 'სტატიები ვერ მოიძებნა',
      noPosts: 'სტატიები ვერ მოიძებნა',
      backToBlog: 'ბლოგზე დაბრუნება',
    },
    error: {
      notFound: 'ვერ მოიძებნა',
      blogNotFound: 'სტატია ვერ მოიძებნა',
    },
  },
});
