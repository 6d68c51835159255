/** The text pdfkit drew in an uncompressed PDF: the hex strings of the TJ operators, decoded (WinAnsi ≈ Latin-1). */
export function pdfDrawnText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hexes = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
    lines.push(hexes.join(''));
  }
  return lines.join('\n');
}
