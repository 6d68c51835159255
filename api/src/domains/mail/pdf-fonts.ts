/**
 * The text faces of the card PDF (ADR 0049) and the invoice PDF (ADR 0042): Noto Sans regular, bold
 * and italic, the TrueType files of the `@expo-google-fonts/noto-sans` package (SIL Open Font License
 * 1.1). They cover Latin with its extensions (every storefront language: ą ł ż, ő ű, æ ø å, ß, ç œ,
 * ã õ …), Greek, Cyrillic and Vietnamese. The files are read and parsed once per process (parsing
 * them per document cost ~130 ms of CPU, against ~8 ms for a whole card); pdfkit embeds only a subset
 * of the glyphs a document draws. Both documents register them through registerPdfFonts.
 *
 * The package is a runtime dependency of the API and stays external in its bundle: the files are
 * resolved through Node's resolution from this module, the same from the sources (tests, tsx) as from
 * api/dist/main.mjs.
 *
 * pdfkit and fontkit are loaded on first use (`loadPdfKit`), not when the API is imported: importing
 * them cost ~0.2–0.3 s of CPU in every process start and every API test file, and most draw no PDF.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import type PDFDocument from 'pdfkit';

const FONT_PACKAGE = '@expo-google-fonts/noto-sans';
const FILES = {
  regular: '400Regular/NotoSans_400Regular.ttf',
  bold: '700Bold/NotoSans_700Bold.ttf',
  italic: '400Regular_Italic/NotoSans_400Regular_Italic.ttf',
} as const;

export type PdfFace = keyof typeof FILES;

let loaded: Record<PdfFace, Font> | undefined;
let loading: Promise<typeof PDFDocument> | undefined;

/**
 * pdfkit's document class, with the faces parsed: what a document needs before it is drawn
 * synchronously (registerPdfFonts, pdfText). Imported and parsed once per process; a failure (a
 * missing font file) is thrown to this caller and tried again by the next.
 */
export function loadPdfKit(): Promise<typeof PDFDocument> {
  loading ??= (async () => {
    const [{ default: PDFDocumentClass }, { create }] = await Promise.all([import('pdfkit'), import('fontkit')]);
    const nodeRequire = createRequire(import.meta.url);
    const open = (file: string): Font => {
      const font = create(readFileSync(nodeRequire.resolve(`${FONT_PACKAGE}/${file}`)));
      if (!('hasGlyphForCodePoint' in font)) throw new Error(`${FONT_PACKAGE}/${file} is a font collection, not a font`);
      if (typeof (font as unknown as GlyphCache)._glyphs !== 'object') throw new Error(`fontkit no longer keeps its glyphs in _glyphs (pdf-fonts.ts)`);
      return font;
    };
    loaded = { regular: open(FILES.regular), bold: open(FILES.bold), italic: open(FILES.italic) };
    return PDFDocumentClass;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The parsed faces, shared by every document (once `loadPdfKit` has resolved). */
function pdfFonts(): Record<PdfFace, Font> {
  if (!loaded) throw new Error('The PDF fonts are not loaded yet: await loadPdfKit() first (pdf-fonts.ts)');
  return loaded;
}

/** fontkit's glyph cache (fontkit 2.0.4, TTFFont#getGlyph). */
interface GlyphCache {
  _glyphs: Record<number, unknown>;
}

/**
 * The faces for one document, to be used synchronously (pdfkit lays out and embeds within one call).
 * fontkit keeps each glyph with the code points it was first made for, and pdfkit writes those into
 * the PDF's ToUnicode map. A glyph first made as another one's component while a document's subset
 * was written ("n" in "ń", "." in "…") has none: in the next document that letter would not copy or
 * search. So each document starts with an empty glyph cache; the parsed tables and the layout engine,
 * the costly part, stay.
 */
function pdfFontsForDocument(): Record<PdfFace, Font> {
  const fonts = pdfFonts();
  for (const font of Object.values(fonts)) (font as unknown as GlyphCache)._glyphs = {};
  return fonts;
}

/** The names the faces carry in a document (registerPdfFonts). */
export const PDF_FACES: Readonly<Record<PdfFace, string>> = { regular: 'Text', bold: 'Text-Bold', italic: 'Text-Italic' };

/**
 * Registers the faces in a document with a fresh glyph cache (pdfFontsForDocument), for a document that
 * is drawn and ended synchronously, as the card and the invoice are (pdfkit lays out and embeds the
 * subsets within that call). pdfkit takes a fontkit font as it takes a file. Returns the faces' names.
 */
export function registerPdfFonts(doc: InstanceType<typeof PDFDocument>): typeof PDF_FACES {
  const fonts = pdfFontsForDocument();
  for (const face of Object.keys(PDF_FACES) as PdfFace[]) doc.registerFont(PDF_FACES[face], fonts[face] as unknown as PDFKit.Mixins.PDFFontSource);
  return PDF_FACES;
}

/** Characters every face draws (answered once per character). */
const drawable = new Map<number, boolean>();

function hasGlyph(codePoint: number): boolean {
  let known = drawable.get(codePoint);
  if (known === undefined) {
    const fonts = pdfFonts();
    known = fonts.regular.hasGlyphForCodePoint(codePoint) && fonts.bold.hasGlyphForCodePoint(codePoint) && fonts.italic.hasGlyphForCodePoint(codePoint);
    // Bounded: one entry per code point ever asked about, a few hundred in practice.
    if (drawable.size < 10_000) drawable.set(codePoint, known);
  }
  return known;
}

/** Format characters and variation selectors (emoji joiners and selectors, bidi marks), all but the soft hyphen. */
const invisible = (char: string, codePoint: number) =>
  char !== '\u00ad' && (/\p{Cf}/u.test(char) || (codePoint >= 0xfe00 && codePoint <= 0xfe0f) || (codePoint >= 0xe0100 && codePoint <= 0xe01ef));

/**
 * Text the faces can draw: composed (NFC, so a decomposed "z" + U+0307 is the font's "ż"), line breaks kept
 * as "\n", other spaces the font lacks as " ", invisible format characters (emoji joiners and
 * selectors, bidi marks) and characters without a glyph in every face (emoji, scripts Noto Sans does
 * not cover) dropped rather than drawn as boxes; runs of spaces collapsed and lines trimmed. Once
 * `loadPdfKit` has resolved (the faces say what they can draw).
 */
export function pdfText(value: string): string {
  let out = '';
  for (const char of value.normalize('NFC').replace(/\r\n?|[\u2028\u2029]/g, '\n')) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\n') out += char;
    else if (invisible(char, codePoint)) continue;
    else if (hasGlyph(codePoint) && !/\p{Cc}/u.test(char)) out += char;
    else if (/[\t\p{Zs}]/u.test(char)) out += ' ';
    // else dropped
  }
  // What was dropped leaves no run of spaces, nor spaces at a line's ends.
  return out.replace(/ {2,}/g, ' ').replace(/^ +| +$/gm, '');
}
