import { PassThrough, Readable } from 'node:stream';
import { loadZipArchive } from '../lazy-libraries.ts';

/**
 * A cell: text, a number, an empty cell (null), or a number shown through a spreadsheet number format (money as
 * `spreadsheetMoneyFormat` writes it). Text goes in as it is given: callers neutralise formula-like text first.
 */
export type XlsxCell = string | number | null | { value: number; format: string };
export type XlsxRow = readonly XlsxCell[];
export interface XlsxSheet {
  name: string;
  rows: Iterable<XlsxRow> | AsyncIterable<XlsxRow>;
}

const CONTENT_TYPES = 'application/vnd.openxmlformats';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** Number formats a workbook defines itself are numbered from 164; lower ids are the built-in ones. */
const FIRST_CUSTOM_FORMAT = 164;

/** Characters XML 1.0 cannot hold: controls, lone surrogates, U+FFFE and U+FFFF. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML cannot carry.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text as XML holds it: what XML cannot carry dropped, the rest escaped. */
function xmlText(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"]/g, (character) => ESCAPES[character]!);
}

/** A sheet name as spreadsheets accept it: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet';
}

/** The column letters of a 0-based index: A ... Z, AA ... */
function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}

/** The number formats the cells use, in the order first met; a cell's style is its format's place plus one. */
class NumberFormats {
  readonly codes: string[] = [];
  styleOf(format: string): number {
    let index = this.codes.indexOf(format);
    if (index < 0) index = this.codes.push(format) - 1;
    return index + 1;
  }
}

function cellXml(cell: XlsxCell, reference: string, formats: NumberFormats): string {
  if (cell === null || cell === '') return '';
  if (typeof cell === 'string')
    return `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">${xmlText(cell)}</t></is></c>`;
  if (typeof cell === 'number') return Number.isFinite(cell) ? `<c r="${reference}"><v>${cell}</v></c>` : '';
  if (!Number.isFinite(cell.value)) return '';
  return `<c r="${reference}" s="${formats.styleOf(cell.format)}"><v>${cell.value}</v></c>`;
}

async function* sheetXml(rows: XlsxSheet['rows'], formats: NumberFormats): AsyncGenerator<string> {
  yield `${XML_HEAD}<worksheet xmlns="${MAIN}"><sheetData>`;
  let rowNumber = 0;
  for await (const row of rows) {
    rowNumber += 1;
    let cells = '';
    for (const [column, cell] of row.entries())
      cells += cellXml(cell, `${columnName(column)}${rowNumber}`, formats);
    yield `<row r="${rowNumber}">${cells}</row>`;
  }
  yield '</sheetData></worksheet>';
}

/** Style 0 is the default; style N (N >= 1) shows its number through the workbook's format N - 1. */
function stylesXml(formats: NumberFormats): string {
  const numFmts = formats.codes
    .map((code, index) => `<numFmt numFmtId="${FIRST_CUSTOM_FORMAT + index}" formatCode="${xmlText(code)}"/>`)
    .join('');
  const xfs = formats.codes
    .map(
      (_, index) =>
        `<xf numFmtId="${FIRST_CUSTOM_FORMAT + index}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>`,
    )
    .join('');
  return (
    `${XML_HEAD}<styleSheet xmlns="${MAIN}">` +
    (formats.codes.length > 0 ? `<numFmts count="${formats.codes.length}">${numFmts}</numFmts>` : '') +
    '<fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${formats.codes.length + 1}"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>${xfs}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

function workbookParts(names: string[]): Array<[string, string]> {
  const sheets = names.map(
    (name, index) => `<sheet name="${xmlText(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  const sheetRelationships = names.map(
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  const sheetTypes = names.map(
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="${CONTENT_TYPES}-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  return [
    [
      '[Content_Types].xml',
      `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="rels" ContentType="${CONTENT_TYPES}-package.relationships+xml"/>` +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPES}-officedocument.spreadsheetml.sheet.main+xml"/>` +
        `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPES}-officedocument.spreadsheetml.styles+xml"/>` +
        `${sheetTypes.join('')}</Types>`,
    ],
    [
      '_rels/.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML_HEAD}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${sheets.join('')}</sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML_HEAD}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `${sheetRelationships.join('')}<Relationship Id="rId${names.length + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
    ],
  ];
}

/**
 * A workbook (XLSX) written as a stream through archiver, the one zip writer: each sheet's rows are read as the zip
 * takes them (a database cursor's pages stay flat in memory), and the styles part, which names the number formats
 * the cells used, goes in last. An error while reading rows ends the stream with that error.
 */
export function xlsxStream(sheets: readonly XlsxSheet[]): Readable {
  const output = new PassThrough();
  void (async () => {
    const formats = new NumberFormats();
    const names = sheets.map((sheet) => sheetName(sheet.name));
    const zip = new (await loadZipArchive())({ zlib: { level: 6 } });
    zip.on('error', (error: Error) => output.destroy(error));
    zip.pipe(output);
    // The zip says `entry` as it has taken each file in, in order: counting them tells when a sheet is done.
    let taken = 0;
    let onTaken = () => {};
    zip.on('entry', () => {
      taken += 1;
      onTaken();
    });
    const untilTaken = (count: number, part: Readable) =>
      new Promise<void>((resolve, reject) => {
        onTaken = () => {
          if (taken >= count) resolve();
        };
        part.once('error', reject);
      });
    const parts = workbookParts(names);
    for (const [name, text] of parts) zip.append(Buffer.from(text), { name });
    for (const [index, sheet] of sheets.entries()) {
      const part = Readable.from(sheetXml(sheet.rows, formats), { objectMode: false });
      const done = untilTaken(parts.length + index + 1, part);
      zip.append(part, { name: `xl/worksheets/sheet${index + 1}.xml` });
      await done;
    }
    // Once every sheet is in, the styles part can name each number format the cells used.
    zip.append(Buffer.from(stylesXml(formats)), { name: 'xl/styles.xml' });
    await zip.finalize();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** A small workbook whole, for a zip of paperwork or a one-shot download. */
export async function xlsxBuffer(sheets: readonly XlsxSheet[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of xlsxStream(sheets)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
