import { describe, expect, it } from "vitest";
import { csvField, readImportFile } from "./import-file";

const readRows = (text: string) =>
  readImportFile(text, {
    noun: "rows",
    listKey: "rows",
    maxRows: 10,
    maxChars: 10_000,
    fromCsv: (names, records) =>
      records.map((fields, index) => ({ row: index + 1, values: Object.fromEntries(names.map((name, column) => [name, fields[column]])) })),
    fromJson: (item) => item,
  });

describe("CSV cells a spreadsheet would evaluate", () => {
  it("marks a text that starts like a formula, and leaves numbers and other text alone", () => {
    expect(csvField('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    for (const start of ["+1", "-2+3", "@SUM(A1)", "\tx"])
      expect(csvField(start).replace(/^"/, "").startsWith(`'${start[0]}`), start).toBe(true);
    expect(csvField(-5)).toBe("-5");
    expect(csvField("Plain title")).toBe("Plain title");
  });

  it("reads a marked cell back as the value it was, so an export imports back unchanged", () => {
    const values = ["=1+1", "-dash", "@mention", "+plus", "'quoted already", "plain"];
    const text = `value\n${values.map(csvField).join("\n")}\n`;
    const parsed = readRows(text);
    expect(parsed.ok && parsed.rows.map((row) => (row.values as { value: string }).value)).toEqual(values);
  });
});
