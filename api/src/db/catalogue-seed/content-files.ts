/**
 * The content team's texts as content files (issue 34: prose is not code): the blog, landing pages
 * and helpdesk FAQ of each language live in `content/<kind>.<language>.json`, beside this seed code,
 * where an editor changes a sentence without touching TypeScript. Each file is checked against its
 * schema (`content-text-types.ts`) when first read, so a broken file fails the seed and its test with
 * the file and the field named, never a half-seeded shop. The files are bundled into the build
 * (esbuild inlines JSON imports), so production reads no files at run time.
 */
import * as v from 'valibot';
import blogDe from './content/blog.de.json';
import blogEn from './content/blog.en.json';
import blogNl from './content/blog.nl.json';
import helpdeskDe from './content/helpdesk.de.json';
import helpdeskEn from './content/helpdesk.en.json';
import helpdeskNl from './content/helpdesk.nl.json';
import landingDe from './content/landing-pages.de.json';
import landingEn from './content/landing-pages.en.json';
import landingNl from './content/landing-pages.nl.json';
import {
  type BlogTexts,
  BlogTextsSchema,
  type HelpdeskTopicText,
  HelpdeskTopicTextSchema,
  type LandingPageText,
  LandingPageTextSchema,
} from './content-text-types';

/** The languages that have editorial texts. */
export type EditorialLanguage = 'de' | 'nl' | 'en';

/** The content of one file, checked against its schema; a broken file throws with the file and the field named. */
export function checkedContentFile<const S extends v.GenericSchema>(file: string, schema: S, content: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, content);
  if (result.success) return result.output;
  const [first] = result.issues;
  const where = first ? v.getDotPath(first) : null;
  throw new Error(`content/${file}.json: ${where ? `${where}: ` : ''}${first?.message ?? 'not valid'}`);
}

const HelpdeskSchema = v.array(HelpdeskTopicTextSchema);
const LandingPagesSchema = v.array(LandingPageTextSchema);

let loaded: { blogs: Record<EditorialLanguage, BlogTexts>; landingPages: Record<EditorialLanguage, readonly LandingPageText[]>; helpdesk: Record<EditorialLanguage, readonly HelpdeskTopicText[]> } | null = null;

/** Every editorial text, checked once per process. */
export function editorialTexts() {
  loaded ??= {
    blogs: {
      de: checkedContentFile('blog.de', BlogTextsSchema, blogDe),
      nl: checkedContentFile('blog.nl', BlogTextsSchema, blogNl),
      en: checkedContentFile('blog.en', BlogTextsSchema, blogEn),
    },
    landingPages: {
      de: checkedContentFile('landing-pages.de', LandingPagesSchema, landingDe),
      nl: checkedContentFile('landing-pages.nl', LandingPagesSchema, landingNl),
      en: checkedContentFile('landing-pages.en', LandingPagesSchema, landingEn),
    },
    helpdesk: {
      de: checkedContentFile('helpdesk.de', HelpdeskSchema, helpdeskDe),
      nl: checkedContentFile('helpdesk.nl', HelpdeskSchema, helpdeskNl),
      en: checkedContentFile('helpdesk.en', HelpdeskSchema, helpdeskEn),
    },
  };
  return loaded;
}
