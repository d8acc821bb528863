/**
 * Print CSS shared by the print view and the shared roster: on paper, a page holding a `sheet`
 * shows only the sheet, not the site header or skip link, at full width on white. Scoped with
 * :has(), so it does nothing on pages without such a sheet. Goes inside `@media print { … }`.
 */
export const sheetOnlyOnPaper = (sheet: string): string => `
  body:has(.${sheet}) { background: #fff; color: #000; min-height: 0; }
  body:has(.${sheet}) > header, body:has(.${sheet}) > a[href="#main"] { display: none !important; }
  body:has(.${sheet}) > main { max-width: none; margin: 0; padding: 0; }`;
