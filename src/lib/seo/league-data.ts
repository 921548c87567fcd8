// schema.org descriptions of the league itself (SportsOrganization) and of a news article (NewsArticle).
import type { Article } from '../api/types.ts';
import { time } from '../format/base.ts';
import { articleDescription } from '../league/article-meta.ts';
import type { JsonLd } from './json-ld.ts';
import { imageUrl, nepalIso, SPORT, type LdLanguage } from './structured-data.ts';

export type LeagueFacts = {
  name: string;
  abbreviation: string;
  since: string;
  contact: {
    street: string;
    city: string;
    country: string;
    phone: string;
    email: string;
    instagram: string;
    facebook: string;
  };
};

const LOGO = '/images/league-logo.svg';

/** The league as a reference inside other things: name, address and logo only. */
export const leagueRefLd = (f: LeagueFacts, siteUrl: string, lang: LdLanguage): JsonLd => ({
  '@type': 'SportsOrganization',
  name: f.name,
  url: `${siteUrl}${lang.path('/')}`,
  logo: `${siteUrl}${LOGO}`,
});

export function sportsOrganizationLd(f: LeagueFacts, siteUrl: string, lang: LdLanguage): JsonLd {
  return {
    '@context': 'https://schema.org',
    ...leagueRefLd(f, siteUrl, lang),
    alternateName: f.abbreviation,
    sport: SPORT,
    foundingDate: f.since,
    address: {
      '@type': 'PostalAddress',
      streetAddress: f.contact.street,
      addressLocality: f.contact.city,
      addressCountry: 'NP',
    },
    email: f.contact.email,
    telephone: f.contact.phone,
    sameAs: [f.contact.instagram, f.contact.facebook],
  };
}

/** The article as its page shows it: on a Nepali page its Nepali title and preview when the CMS has them. */
type LdArticle = Article & { titleNe?: string | null; previewNe?: string | null };

export function newsArticleLd(a: LdArticle, f: LeagueFacts, siteUrl: string, lang: LdLanguage): JsonLd {
  const published = time(a.date);
  const modified = time(a.updatedAt ?? null) ?? published;
  const url = `${siteUrl}${lang.path(`/blogs/${a.id}`)}`;
  const publisher = leagueRefLd(f, siteUrl, lang);
  const nepali = lang.inLanguage === 'ne';
  const headline = (nepali && a.titleNe?.trim()) || a.title;
  const description = (nepali && a.previewNe?.trim()) || articleDescription(a);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description,
    url,
    mainEntityOfPage: url,
    datePublished: published === null ? undefined : nepalIso(published),
    // An edit before the stated publication date (a back-dated article) is not a modification readers care about.
    dateModified: modified === null ? undefined : nepalIso(Math.max(modified, published ?? modified)),
    articleSection: a.category ?? undefined,
    image: imageUrl(a.image, siteUrl) ?? `${siteUrl}/images/og-default.png`,
    // The CMS names no writer: the league's newsroom is the author.
    author: publisher,
    publisher,
  };
}
