/**
 * Producer: LibreOffice Writer, from a Word document (.docx) built with the `docx` library, as consultants write
 * FDES in Word: Word tables (fixed column widths, merged cells, shading, borders or none, header rows repeated or
 * not), Word paragraphs and headings, a section in portrait or landscape; converted by `soffice`.
 */
import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  HeadingLevel,
  type ITableCellBorders,
  Packer,
  PageBreak,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableLayoutType,
  TableRow,
  TextRun,
  VerticalAlign,
  WidthType,
} from "docx";
import { CELL_PADDING_PT } from "./author-parts";
import type { Align, Cell, DocumentModel, TableBlock, TextBlock } from "./page-model";

const TWIPS_PER_PT = 20;
const TWIPS_PER_MM = 1440 / 25.4;
const ALIGN = { left: AlignmentType.LEFT, center: AlignmentType.CENTER, right: AlignmentType.RIGHT } as const;

function runs(text: string, size: number, bold: boolean): TextRun[] {
  return text.split("\n").map((line, i) => new TextRun({ text: line, bold, size: Math.round(size * 2), break: i > 0 ? 1 : undefined }));
}

function paragraph(block: TextBlock, model: DocumentModel): Paragraph {
  if (block.type === "heading") {
    const level = block.level === 1 ? HeadingLevel.HEADING_1 : block.level === 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3;
    const size = model.size + (block.level === 1 ? 8 : block.level === 2 ? 3 : 1);
    return new Paragraph({ heading: level, spacing: { before: 160, after: 80 }, children: runs(block.text, size, true) });
  }
  return new Paragraph({
    alignment: ALIGN[block.align ?? "left"],
    spacing: { before: 0, after: 80 },
    children: runs(block.text, block.size ?? model.size, block.bold ?? false),
  });
}

const NONE = { style: BorderStyle.NONE, size: 0, color: "FFFFFF" };
const THIN = { style: BorderStyle.SINGLE, size: 4, color: "555555" };
const RULE = { style: BorderStyle.SINGLE, size: 3, color: "999999" };
const THICK = { style: BorderStyle.SINGLE, size: 8, color: "222222" };

function cellBorders(table: TableBlock, lastHeader: boolean): ITableCellBorders {
  if (table.grid === "full") return { top: THIN, bottom: THIN, left: THIN, right: THIN };
  if (table.grid === "rules") return { top: NONE, left: NONE, right: NONE, bottom: lastHeader ? THICK : RULE };
  return { top: NONE, bottom: NONE, left: NONE, right: NONE };
}

function table(block: TableBlock, usableTwips: number): Table {
  const total = block.widths.reduce((a, b) => a + b, 0);
  const widths = block.widths.map((w) => Math.floor((w / total) * usableTwips));
  const lastHeader = block.rows.map((row) => row.kind).lastIndexOf("header");
  const pad = Math.round(CELL_PADDING_PT * TWIPS_PER_PT);
  const cell = (c: Cell, shaded: string | null, r: number) =>
    new TableCell({
      columnSpan: c.colSpan,
      rowSpan: c.rowSpan,
      verticalAlign: VerticalAlign.CENTER,
      margins: { top: 20, bottom: 20, left: pad, right: pad },
      shading: shaded ? { type: ShadingType.CLEAR, color: "auto", fill: shaded } : undefined,
      borders: cellBorders(block, r + (c.rowSpan ?? 1) - 1 === lastHeader),
      children: [
        new Paragraph({
          alignment: ALIGN[(c.align ?? "left") as Align],
          spacing: { before: 0, after: 0, line: 240 },
          children: runs(c.text, block.fontSize, c.bold ?? false),
        }),
      ],
    });
  return new Table({
    layout: TableLayoutType.FIXED,
    width: { size: widths.reduce((a, b) => a + b, 0), type: WidthType.DXA },
    columnWidths: widths,
    borders: {
      top: NONE,
      bottom: NONE,
      left: NONE,
      right: NONE,
      insideHorizontal: NONE,
      insideVertical: NONE,
    },
    rows: block.rows.map(
      (row, r) =>
        new TableRow({
          tableHeader: row.kind === "header" && block.repeatHeader,
          cantSplit: true,
          children: row.cells.map((c) => cell(c, row.kind === "group" ? "D3DBE4" : row.shaded ? "E4E9EF" : null, r)),
        }),
    ),
  });
}

export async function writeDocx(model: DocumentModel): Promise<Buffer> {
  const landscape = model.orientation === "landscape";
  const pageWidth = landscape ? 16838 : 11906;
  const margin = Math.round(model.margin * TWIPS_PER_MM);
  const usable = pageWidth - 2 * margin;
  const children: (Paragraph | Table)[] = [];
  for (const block of model.blocks) {
    if (block.type === "break") children.push(new Paragraph({ children: [new PageBreak()] }));
    else if (block.type === "table") {
      children.push(table(block, usable));
      children.push(new Paragraph({ spacing: { before: 0, after: 60 }, children: [] }));
    } else children.push(paragraph(block, model));
  }
  const document = new Document({
    creator: "Isol en Paille corpus",
    title: model.title,
    styles: { default: { document: { run: { font: model.font, size: Math.round(model.size * 2) } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838, orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT },
            margin: { top: margin, bottom: margin, left: margin, right: margin, footer: Math.round(margin / 2) },
          },
        },
        footers: {
          default: new Footer({
            children: [new Paragraph({ children: [new TextRun({ size: 13, children: [`${model.footer} – page `, PageNumber.CURRENT] })] })],
          }),
        },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
