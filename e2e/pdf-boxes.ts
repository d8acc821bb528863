// Reads what the cards tests need from a PDF that Chromium printed, without a PDF library: the
// pages in order with their paper size, each page's link boxes (the print view puts one link
// over each card, exactly the card's size), and whether fonts are embedded. Chromium writes page,
// annotation and font objects uncompressed, so a look at the object dictionaries is enough.

export interface PdfLink {
  page: number;
  url: string;
  /** In millimetres from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PdfSummary {
  /** Each page's size in millimetres, in page order. */
  pages: { width: number; height: number }[];
  links: PdfLink[];
  fontsEmbedded: boolean;
}

const MM_PER_PT = 25.4 / 72;
const numbers = (s: string) => s.trim().split(/\s+/).map(Number);

export function readPdf(pdf: Buffer): PdfSummary {
  const text = pdf.toString("latin1");
  const objects = new Map<number, string>();
  for (const m of text.matchAll(/(\d+) 0 obj\b([\s\S]*?)\bendobj/g)) objects.set(Number(m[1]), m[2]!);
  const body = (ref: number) => objects.get(ref) ?? "";
  const refs = (s: string) => [...s.matchAll(/(\d+) 0 R/g)].map((m) => Number(m[1]));
  // The page tree, depth first from the root's /Pages: the pages in reading order.
  const root = /\/Root (\d+) 0 R/.exec(text)?.[1];
  const pagesRef = Number(/\/Pages (\d+) 0 R/.exec(body(Number(root)))?.[1]);
  const order: number[] = [];
  const walk = (ref: number) => {
    const o = body(ref);
    if (/\/Type\s*\/Pages\b/.test(o)) for (const kid of refs(/\/Kids\s*\[([^\]]*)\]/.exec(o)?.[1] ?? "")) walk(kid);
    else order.push(ref);
  };
  walk(pagesRef);
  const links: PdfLink[] = [];
  const pages = order.map((ref, i) => {
    const o = body(ref);
    const [x0, y0, x1, y1] = numbers(/\/MediaBox\s*\[([^\]]*)\]/.exec(o)?.[1] ?? "0 0 0 0");
    for (const a of refs(/\/Annots\s*\[([^\]]*)\]/.exec(o)?.[1] ?? "")) {
      const annot = body(a);
      const url = /\/URI\s*\(([^)]*)\)/.exec(annot)?.[1];
      const [ax0, ay0, ax1, ay1] = numbers(/\/Rect\s*\[([^\]]*)\]/.exec(annot)?.[1] ?? "0 0 0 0");
      if (url) links.push({ page: i + 1, url, x: ax0! * MM_PER_PT, y: ay0! * MM_PER_PT, width: (ax1! - ax0!) * MM_PER_PT, height: (ay1! - ay0!) * MM_PER_PT });
    }
    return { width: (x1! - x0!) * MM_PER_PT, height: (y1! - y0!) * MM_PER_PT };
  });
  return { pages, links, fontsEmbedded: /\/FontFile[23]?\b/.test(text) };
}
