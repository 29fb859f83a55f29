import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Box, type Direction, distanceTo, nextBox } from "./spatial-navigation";

/** A grid of `columns` × `rows` cards of 200 × 300 with gaps of 16, as a browse page lays them out. */
const grid = (columns: number, rows: number): Box[] =>
  Array.from({ length: columns * rows }, (_, index) => {
    const left = (index % columns) * 216;
    const top = Math.floor(index / columns) * 316;
    return { left, top, right: left + 200, bottom: top + 300 };
  });

describe("spatial navigation", () => {
  it("walks a grid: right stays in the row, down goes to the card below, and the edges stop it", () => {
    const cards = grid(4, 3);
    const from = (index: number, direction: Direction) =>
      nextBox(
        cards[index]!,
        cards.filter((_, other) => other !== index),
        direction,
      );
    const at = (index: number, direction: Direction) => {
      const found = from(index, direction);
      return found === -1 ? -1 : found >= index ? found + 1 : found;
    };
    expect(at(0, "right")).toBe(1);
    expect(at(2, "right")).toBe(3);
    expect(at(3, "right")).toBe(-1);
    expect(at(1, "down")).toBe(5);
    expect(at(9, "up")).toBe(5);
    expect(at(4, "left")).toBe(-1);
    expect(at(10, "down")).toBe(-1);
  });

  it("goes down to the row just below, even when nothing there lines up, before a box further down that does", () => {
    // A filter bar's field, the checkbox on the next line at its start, and a card far below in line with the field.
    const field: Box = { left: 400, top: 0, right: 750, bottom: 50 };
    const checkbox: Box = { left: 60, top: 70, right: 90, bottom: 100 };
    const card: Box = { left: 400, top: 500, right: 600, bottom: 800 };
    expect(nextBox(field, [card, checkbox], "down")).toBe(1);
  });

  it("goes up to a sticky header that covers the top of a tall video", () => {
    const video: Box = { left: 48, top: 60, right: 1872, bottom: 1086 };
    const header: Box = { left: 48, top: 12, right: 200, bottom: 84 };
    expect(nextBox(video, [header], "up")).toBe(0);
  });

  it("never moves against the arrow: the box it moves to has its middle past the edge it leaves by", () => {
    const box = fc
      .record({
        left: fc.integer({ min: -2000, max: 2000 }),
        top: fc.integer({ min: -2000, max: 2000 }),
        width: fc.integer({ min: 1, max: 600 }),
        height: fc.integer({ min: 1, max: 600 }),
      })
      .map(({ left, top, width, height }): Box => ({ left, top, right: left + width, bottom: top + height }));
    fc.assert(
      fc.property(
        box,
        fc.array(box, { maxLength: 20 }),
        fc.constantFrom<Direction>("left", "right", "up", "down"),
        (from, boxes, direction) => {
          const found = nextBox(from, boxes, direction);
          if (found === -1) return boxes.every((to) => distanceTo(from, to, direction) === null);
          const to = boxes[found]!;
          const [middleX, middleY] = [(to.left + to.right) / 2, (to.top + to.bottom) / 2];
          const beyond = { right: middleX - from.right, left: from.left - middleX, down: middleY - from.bottom, up: from.top - middleY }[
            direction
          ];
          return beyond >= -1;
        },
      ),
    );
  });
});
