import { SaxesParser } from 'saxes';
import { unzip } from './unzip.ts';

/** A cell as a spreadsheet reads it: its value, and the number format it is shown through, if any. */
export interface ReadCell {
  value: string | number;
  format?: string;
}

/** A sheet's rows as 1-based row number -> (column letters -> cell), the way a spreadsheet addresses them. */
export type ReadSheet = Map<number, Map<string, ReadCell>>;

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlElement[];
}

/** A whole XML part as a tree (saxes refuses anything that is not well-formed XML, as a spreadsheet would). */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '', attributes: {}, text: '', children: [] };
  const open: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element = {
      name: tag.name,
      attributes: tag.attributes as Record<string, string>,
      text: '',
      children: [],
    };
    open.at(-1)!.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    open.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    open.pop();
  });
  parser.write(xml).close();
  return root.children[0]!;
}

const all = (element: XmlElement, name: string): XmlElement[] => [
  ...element.children.filter((child) => child.name === name),
  ...element.children.flatMap((child) => all(child, name)),
];

/**
 * Reads a workbook the way a spreadsheet does, from its parts (workbook, relationships, styles, sheets), for tests
 * of the XLSX downloads: the sheets by name, each cell's value and number format.
 */
export async function readXlsx(bytes: Buffer): Promise<Map<string, ReadSheet>> {
  const parts = await unzip(bytes);
  const part = (name: string) => {
    const found = parts.get(name);
    if (!found) throw new Error(`the workbook has no ${name}`);
    return parseXml(found.toString('utf8'));
  };
  const targets = new Map(
    all(part('xl/_rels/workbook.xml.rels'), 'Relationship').map((relationship) => [
      relationship.attributes.Id!,
      relationship.attributes.Target!,
    ]),
  );
  const styles = part('xl/styles.xml');
  const formatCodes = new Map(
    all(styles, 'numFmt').map((format) => [format.attributes.numFmtId!, format.attributes.formatCode!]),
  );
  const cellFormats = all(all(styles, 'cellXfs')[0]!, 'xf').map((xf) =>
    formatCodes.get(xf.attributes.numFmtId!),
  );
  const sheets = new Map<string, ReadSheet>();
  for (const sheet of all(part('xl/workbook.xml'), 'sheet')) {
    const rows: ReadSheet = new Map();
    for (const row of all(part(`xl/${targets.get(sheet.attributes['r:id']!)}`), 'row')) {
      const cells = new Map<string, ReadCell>();
      for (const cell of all(row, 'c')) {
        const column = cell.attributes.r!.replace(/\d+$/, '');
        const isText = cell.attributes.t === 'inlineStr' || cell.attributes.t === 'str';
        const text = isText
          ? all(cell, 't')
              .map((run) => run.text)
              .join('')
          : (all(cell, 'v')[0]?.text ?? '');
        const format = cellFormats[Number(cell.attributes.s ?? 0)];
        cells.set(column, { value: isText ? text : Number(text), ...(format ? { format } : {}) });
      }
      rows.set(Number(row.attributes.r), cells);
    }
    sheets.set(sheet.attributes.name!, rows);
  }
  return sheets;
}

/** A row's values, column A onwards (an empty cell read as null), for comparing whole rows. */
export function rowValues(sheet: ReadSheet, rowNumber: number): Array<string | number | null> {
  const cells = sheet.get(rowNumber) ?? new Map<string, ReadCell>();
  const columns = [...cells.keys()];
  const width = columns.length === 0 ? 0 : Math.max(...columns.map(columnIndex)) + 1;
  return Array.from({ length: width }, (_, index) => cells.get(columnLetters(index))?.value ?? null);
}

function columnIndex(letters: string): number {
  return [...letters].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0) - 1;
}

function columnLetters(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}
