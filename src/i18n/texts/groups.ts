// Texts of a national league's pages (issue 23): the groups index, a group's table, fixtures and results by group and
// page, the teams directory by province and district, and home's group table. No SPEC text: the league of eight has
// none of these pages (docs/decisions/league-pages.md).
import { catalog } from '../catalog.ts';

export const groupsText = catalog({
  en: {
    /** A province or district the CMS left empty. */
    otherRegion: 'Other',
    /** The team page's label of its group's table link. */
    group: 'Group',
    provinceLabel: (name: string) => `${name} Province`,
    schools: (n: string, one: boolean) => `${n} ${one ? 'school' : 'schools'}`,
    table: {
      intro: 'The league plays in regional groups. Choose a group to see its table.',
      directory: 'Groups by province and district',
      description: (group: string) => `The table of ${group}: played, won, drawn, lost, goals, points and form.`,
      fixtures: 'Fixtures of this group',
      results: 'Results of this group',
      teams: 'Schools of this group',
      allGroups: 'All groups',
      region: (district: string, province: string) => `${district}, ${province}`,
    },
    fixtures: {
      groupTitle: (group: string) => `Fixtures: ${group}`,
      groupDescription: (group: string) => `The coming matches of ${group}, week by week, in Nepal time.`,
      pageTitle: (n: string) => `Fixtures, page ${n}`,
      byGroup: 'Find your group: League Table',
      pages: 'Fixture pages',
    },
    results: {
      groupTitle: (group: string) => `Results: ${group}`,
      groupDescription: (group: string) => `Full-time scores of ${group}, week by week.`,
      pageTitle: (n: string) => `Results, page ${n}`,
      pages: 'Result pages',
    },
    teams: {
      intro: 'The schools play in regional groups. Choose a group to see its schools.',
      groupTitle: (group: string) => `Teams: ${group}`,
      groupDescription: (group: string) => `The schools of ${group}: crests, grounds, managers and squads.`,
    },
    today: {
      none: 'No matches today',
      one: '1 match today across the country',
      many: (n: string) => `${n} matches today across the country`,
      link: "See Today's Matches",
    },
    home: {
      /** Home's table at national scale: one group's (the followed school's, else the first). */
      subtitle: (group: string) => `Points table: ${group}`,
      action: 'View All Groups',
    },
  },
  ne: {
    otherRegion: 'अन्य',
    group: 'समूह',
    provinceLabel: (name: string) => `${name} प्रदेश`,
    schools: (n: string) => `${n} विद्यालय`,
    table: {
      intro: 'लिग क्षेत्रीय समूहमा खेलिन्छ। अङ्क तालिका हेर्न समूह छान्नुहोस्।',
      directory: 'प्रदेश र जिल्ला अनुसार समूहहरू',
      description: (group: string) => `${group}को अङ्क तालिका: खेल, जित, बराबरी, हार, गोल, अङ्क र पछिल्ला नतिजा।`,
      fixtures: 'यस समूहका खेल',
      results: 'यस समूहका नतिजा',
      teams: 'यस समूहका विद्यालय',
      allGroups: 'सबै समूह',
      region: (district: string, province: string) => `${district}, ${province}`,
    },
    fixtures: {
      groupTitle: (group: string) => `खेल तालिका: ${group}`,
      groupDescription: (group: string) => `${group}का आगामी खेल चरण अनुसार, नेपाली समयमा।`,
      pageTitle: (n: string) => `खेल तालिका, पृष्ठ ${n}`,
      byGroup: 'आफ्नो समूह खोज्नुहोस्: अङ्क तालिका',
      pages: 'खेल तालिकाका पृष्ठहरू',
    },
    results: {
      groupTitle: (group: string) => `नतिजा: ${group}`,
      groupDescription: (group: string) => `${group}का अन्तिम नतिजा, चरण अनुसार।`,
      pageTitle: (n: string) => `नतिजा, पृष्ठ ${n}`,
      pages: 'नतिजाका पृष्ठहरू',
    },
    teams: {
      intro: 'विद्यालयहरू क्षेत्रीय समूहमा खेल्छन्। विद्यालयहरू हेर्न समूह छान्नुहोस्।',
      groupTitle: (group: string) => `टोलीहरू: ${group}`,
      groupDescription: (group: string) => `${group}का विद्यालयहरू: प्रतीक चिह्न, मैदान, व्यवस्थापक र खेलाडीहरू।`,
    },
    today: {
      none: 'आज कुनै खेल छैन',
      one: 'आज देशभर १ खेल',
      many: (n: string) => `आज देशभर ${n} खेल`,
      link: 'आजका खेल हेर्नुहोस्',
    },
    home: {
      subtitle: (group: string) => `अङ्क तालिका: ${group}`,
      action: 'सबै समूह हेर्नुहोस्',
    },
  },
});
