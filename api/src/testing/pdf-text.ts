/**
 * Reading back what pdfkit drew, for tests: its objects (streams inflated when FlateDecode), each page's
 * content, and the text of its TJ operators decoded per font: an embedded font (Type0, Identity-H, as
 * the card PDF's Noto Sans) through its ToUnicode CMap, a standard font (Helvetica, Courier) as WinAnsi.
 */
import { inflateSync } from 'node:zlib';

interface PdfObject {
  /** The object's dictionary (or other value), as text. */
  dict: string;
  /** Its stream, decoded. */
  stream?: Buffer;
}

function pdfObjects(pdf: Buffer): Map<number, PdfObject> {
  const source = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  const header = /(\d+) 0 obj\s*/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = header.lastIndex;
    const endobj = source.indexOf('endobj', start);
    if (endobj === -1) break;
    const streamStart = /\bstream\r?\n/.exec(source.slice(start, endobj));
    if (streamStart) {
      const dict = source.slice(start, start + streamStart.index);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const dataStart = start + streamStart.index + streamStart[0].length;
      const data = pdf.subarray(dataStart, dataStart + length);
      objects.set(Number(match[1]), { dict, stream: /\/Filter \/FlateDecode/.test(dict) ? inflateSync(data) : Buffer.from(data) });
      header.lastIndex = Math.max(dataStart + length, source.indexOf('endobj', dataStart + length));
    } else {
      objects.set(Number(match[1]), { dict: source.slice(start, endobj) });
      header.lastIndex = endobj;
    }
  }
  return objects;
}

const ref = (dict: string, key: string): number | undefined => {
  const found = new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];
  return found === undefined ? undefined : Number(found);
};

/** The pages in the order they were written: their dictionaries' objects. */
function pages(objects: Map<number, PdfObject>): PdfObject[] {
  return [...objects.values()].filter((object) => object.stream === undefined && /\/Type \/Page\b/.test(object.dict));
}

/** Every page's content stream, decoded (uncompressed or inflated), as text: its operators. */
export function pdfContent(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  return pages(objects)
    .map((page) => objects.get(ref(page.dict, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '')
    .join('\n');
}

const hex4 = (h: string) => Number.parseInt(h, 16);
/** A CMap destination: UTF-16BE hex, spaces allowed. */
const utf16 = (h: string) => Buffer.from(h.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** The code → text map of a ToUnicode CMap (bfchar and bfrange, both forms). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(hex4(entry[1] ?? ''), utf16(entry[2] ?? ''));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const low = hex4(entry[1] ?? '');
      const high = hex4(entry[2] ?? '');
      const target = entry[3] ?? '';
      if (target.startsWith('[')) {
        let code = low;
        for (const dest of target.matchAll(/<([0-9a-fA-F\s]*)>/g)) map.set(code++, utf16(dest[1] ?? ''));
      } else {
        const first = Buffer.from(target.slice(1, -1).replace(/\s+/g, ''), 'hex');
        for (let code = low; code <= high; code++) {
          const dest = Buffer.from(first);
          dest.writeUInt16BE(dest.readUInt16BE(dest.length - 2) + (code - low), dest.length - 2);
          map.set(code, dest.swap16().toString('utf16le'));
        }
      }
    }
  }
  return map;
}

const winAnsi = new TextDecoder('windows-1252');

/** A font's decoder of a TJ hex string: 2-byte codes through ToUnicode, else WinAnsi bytes. */
function fontDecoder(objects: Map<number, PdfObject>, fontRef: number | undefined): (bytes: Buffer) => string {
  const font = fontRef === undefined ? undefined : objects.get(fontRef);
  const cmapRef = font && ref(font.dict, 'ToUnicode');
  const cmap = cmapRef === undefined ? undefined : objects.get(cmapRef)?.stream;
  if (!font || !/\/Subtype \/Type0\b/.test(font.dict) || !cmap) return (bytes) => winAnsi.decode(bytes);
  const map = toUnicode(cmap.toString('latin1'));
  return (bytes) => {
    let text = '';
    for (let i = 0; i + 1 < bytes.length; i += 2) text += map.get(bytes.readUInt16BE(i)) ?? '\ufffd';
    return text;
  };
}

/**
 * The text pdfkit drew, one line per TJ operator, compressed or not: the hex strings of the TJ
 * operators, decoded through the font that was set (Tf) when each was drawn.
 */
export function pdfDrawnText(pdf: Buffer): string {
  const objects = pdfObjects(pdf);
  const lines: string[] = [];
  for (const page of pages(objects)) {
    const resourcesRef = ref(page.dict, 'Resources');
    const resources = resourcesRef === undefined ? page.dict : (objects.get(resourcesRef)?.dict ?? '');
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(resources)?.[1] ?? '';
    const decoders = new Map<string, (bytes: Buffer) => string>();
    for (const entry of fontDict.matchAll(/\/([^\s/]+) (\d+) 0 R/g)) decoders.set(entry[1] ?? '', fontDecoder(objects, Number(entry[2])));
    const content = objects.get(ref(page.dict, 'Contents') ?? -1)?.stream?.toString('latin1') ?? '';
    let decode = (bytes: Buffer) => winAnsi.decode(bytes);
    for (const op of content.matchAll(/\/([^\s/[\]<>()]+)\s+[-\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (op[1] !== undefined) {
        decode = decoders.get(op[1]) ?? decode;
        continue;
      }
      const hexes = [...(op[2] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => decode(Buffer.from(m[1] ?? '', 'hex')));
      lines.push(hexes.join(''));
    }
  }
  return lines.join('\n');
}
