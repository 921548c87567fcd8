// Texts of the news pages (SPEC §2 /blogs, /blogs/{id}): the list, its chips and cards, an article's meta line and
// Back to News, English as the SPEC has them, Nepali beside. Numbers come in already written in the page's digits.
import { catalog } from '../catalog.ts';

export const newsText = catalog({
  en: {
    news: 'News',
    lead: 'Match reports, league and team news, and interviews from the league.',
    allNews: 'All News',
    categories: {
      'Match Reports': 'Match Reports',
      'League News': 'League News',
      'Team News': 'Team News',
      Interviews: 'Interviews',
    },
    chipsLabel: 'News categories',
    listTitle: (category: string | null, page: string | null) =>
      `${category ? `${category} · News` : 'News'}${page ? ` · Page ${page}` : ''}`,
    categoryDescription: (category: string, page: string, pages: string) =>
      `${category} from the league: the latest stories, page ${page} of ${pages}.`,
    allDescription: (page: string | null, pages: string) =>
      `News from the league: match reports, league and team news, and interviews${page ? `, page ${page} of ${pages}` : ''}.`,
    empty: 'No articles found in this category',
    viewAll: 'View All News',
    moreStories: (page: string | null, pages: string) => `More stories${page ? `, page ${page} of ${pages}` : ''}`,
    pagesLabel: (heading: string) => `${heading} pages`,
    featured: 'Featured Story',
    readMore: 'Read More →',
    readTime: (minutes: string) => `${minutes} min read`,
    backToNews: 'Back to News',
  },
  ne: {
    news: 'समाचार',
    lead: 'लिगका खेल रिपोर्ट, लिग र टोलीका समाचार तथा अन्तर्वार्ता।',
    allNews: 'सबै समाचार',
    categories: {
      'Match Reports': 'खेल रिपोर्ट',
      'League News': 'लिग समाचार',
      'Team News': 'टोली समाचार',
      Interviews: 'अन्तर्वार्ता',
    },
    chipsLabel: 'समाचारका श्रेणीहरू',
    listTitle: (category: string | null, page: string | null) =>
      `${category ? `${category} · समाचार` : 'समाचार'}${page ? ` · पृष्ठ ${page}` : ''}`,
    categoryDescription: (category: string, page: string, pages: string) =>
      `लिगका ${category}: पछिल्ला समाचार, पृष्ठ ${page} (जम्मा ${pages})।`,
    allDescription: (page: string | null, pages: string) =>
      `लिगका समाचार: खेल रिपोर्ट, लिग र टोलीका समाचार तथा अन्तर्वार्ता${page ? `, पृष्ठ ${page} (जम्मा ${pages})` : ''}।`,
    empty: 'यस श्रेणीमा कुनै लेख भेटिएन',
    viewAll: 'सबै समाचार हेर्नुहोस्',
    moreStories: (page: string | null, pages: string) => `थप समाचार${page ? `, पृष्ठ ${page} (जम्मा ${pages})` : ''}`,
    pagesLabel: (heading: string) => `${heading}का पृष्ठहरू`,
    featured: 'विशेष समाचार',
    readMore: 'पूरा पढ्नुहोस् →',
    readTime: (minutes: string) => `पढ्न ${minutes} मिनेट`,
    backToNews: 'समाचारमा फर्कनुहोस्',
  },
});
