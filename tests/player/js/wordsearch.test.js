"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const S = require("../../../src/gridcraft/player/static/src/state.js");
const { wordsearch } = require("../../../src/gridcraft/player/static/src/kinds/wordsearch.js");

const ROWS = ["CATS", "OXAE", "WOLT", "#ABC"];
const state = S.makeState({
  mode: "find", height: 4, width: 4, entries: [],
  grid: ROWS.map((row) => Array.from(row).map((ch) => (ch === "#" ? null : ch)))
});
const at = (r, c) => state.cells[r][c];
const spelt = (line) => (line ? line.map((cell) => cell.given).join("") : null);

test("a line runs across, down or diagonally, both ways, over no block", () => {
  assert.equal(spelt(wordsearch.lineCells(state, at(0, 0), at(0, 3))), "CATS");
  assert.equal(spelt(wordsearch.lineCells(state, at(0, 3), at(0, 0))), "STAC");
  assert.equal(spelt(wordsearch.lineCells(state, at(0, 0), at(2, 0))), "COW");
  assert.equal(spelt(wordsearch.lineCells(state, at(0, 0), at(2, 2))), "CXL");
  assert.equal(spelt(wordsearch.lineCells(state, at(2, 2), at(0, 0))), "LXC");
  assert.equal(wordsearch.lineCells(state, at(0, 0), at(1, 2)), null);  // a knight's move
  assert.equal(wordsearch.lineCells(state, at(0, 0), at(0, 0)), null);  // one cell
  assert.equal(wordsearch.lineCells(state, at(0, 0), at(3, 0)), null);  // the block at (3, 0)
});

test("a drag snaps to the nearest of the 8 lines, inside the grid", () => {
  assert.equal(wordsearch.snapped(state, at(0, 0), at(1, 3)), at(0, 3));  // mostly across
  assert.equal(wordsearch.snapped(state, at(0, 0), at(3, 1)), at(3, 0));  // mostly down
  assert.equal(wordsearch.snapped(state, at(0, 0), at(2, 3)), at(3, 3));  // diagonal, clipped at the edge
  assert.equal(wordsearch.snapped(state, at(3, 3), at(3, 3)), at(3, 3));
});

test("a line matches the first word it spells that is not found yet", () => {
  const finds = [{ letters: ["C", "A", "T", "S"] }, { letters: ["C", "O", "W"] }, { letters: ["C", "O", "W"] }];
  const cow = wordsearch.lineCells(state, at(0, 0), at(2, 0));
  assert.deepEqual(wordsearch.matchLine(finds, cow, () => false), { match: 1, listed: 1 });
  assert.deepEqual(wordsearch.matchLine(finds, cow, (i) => i === 1), { match: 2, listed: 1 });
  assert.deepEqual(wordsearch.matchLine(finds, cow, () => true), { match: -1, listed: 1 });
  const other = wordsearch.lineCells(state, at(0, 3), at(2, 3));
  assert.deepEqual(wordsearch.matchLine(finds, other, () => false), { match: -1, listed: -1 });
  assert.equal(wordsearch.sameLetters(["S", "T", "A", "C"], wordsearch.lineCells(state, at(0, 3), at(0, 0))), true);
});
