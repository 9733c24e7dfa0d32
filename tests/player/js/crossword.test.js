"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const S = require("../../../src/gridcraft/player/static/src/state.js");
const { crossword } = require("../../../src/gridcraft/player/static/src/kinds/crossword.js");
const { fillin } = require("../../../src/gridcraft/player/static/src/kinds/fillin.js");
const grids = require("./grids.js");

const ROWS = ["...#", ".#..", "...."];
const fresh = () => S.makeState(grids.crossword(ROWS));
const at = (state, r, c) => state.cells[r][c];

test("typing steps along the current entry, across or down, and stops at its end", () => {
  const state = fresh();
  S.select(state, at(state, 0, 0));
  assert.equal(crossword.step(state, at(state, 0, 0), 1), at(state, 0, 1));
  assert.equal(crossword.step(state, at(state, 0, 2), 1), null);  // the end of 1 Across
  assert.equal(crossword.step(state, at(state, 0, 0), -1), null);
  S.select(state, at(state, 0, 2), "down");
  assert.equal(crossword.step(state, at(state, 0, 2), 1), at(state, 1, 2));
  assert.equal(crossword.step(state, at(state, 2, 2), -1), at(state, 1, 2));
});

test("an arrow across the direction turns first, then moves over blocks", () => {
  const state = fresh();
  S.select(state, at(state, 0, 0));  // across
  assert.equal(crossword.arrow(state, 1, 0), at(state, 0, 0));  // turned to 1 Down, not moved
  assert.equal(state.dir, "down");
  assert.equal(crossword.arrow(state, 1, 0), at(state, 1, 0));
  assert.equal(crossword.arrow(state, 0, 1), at(state, 1, 2));  // no entry across at (1, 0): moves, over the block
  assert.equal(state.cur, at(state, 1, 2));
  assert.equal(state.dir, "across");
  assert.equal(crossword.arrow(state, 0, 1), at(state, 1, 3));
  assert.equal(crossword.arrow(state, 0, 1), null);  // the edge
  assert.equal(state.cur, at(state, 1, 3));
});

test("a typed letter is set in capitals and typing moves on", () => {
  const state = fresh();
  S.select(state, at(state, 0, 0));
  const done = crossword.enter(state, at(state, 0, 0), ["q", "x"], grids.ctx());
  assert.equal(at(state, 0, 0).value, "X");  // the last one typed
  assert.equal(done.changed, at(state, 0, 0));
  assert.equal(done.move && done.chain, true);
});

test("a mark typed after a letter joins the cell just left when they make one cluster", () => {
  const state = fresh();
  S.select(state, at(state, 0, 0));
  crossword.enter(state, at(state, 0, 0), ["क"], grids.ctx());
  const done = crossword.enter(state, at(state, 0, 1), ["ि"], grids.ctx(at(state, 0, 0)));
  assert.equal(at(state, 0, 0).value, "कि");
  assert.equal(at(state, 0, 1).value, "");
  assert.equal(done.changed, at(state, 0, 0));
  assert.equal(done.move, false);
  // a letter that makes no cluster with it goes into its own cell
  crossword.enter(state, at(state, 0, 1), ["B"], grids.ctx(at(state, 0, 0)));
  assert.equal(at(state, 0, 0).value, "कि");
  assert.equal(at(state, 0, 1).value, "B");
});

test("a given cell keeps its letter and typing still moves on", () => {
  const data = grids.crossword(ROWS);
  data.grid[0][1] = "A";
  const state = S.makeState(data);
  S.select(state, at(state, 0, 1));
  const done = crossword.enter(state, at(state, 0, 1), ["z"], grids.ctx());
  assert.equal(at(state, 0, 1).value, "A");
  assert.equal(done.changed, null);
  assert.equal(done.move, true);
});

test("a fill-in puzzle crosses off one copy of a bank word per full entry", () => {
  const state = S.makeState(grids.crossword(ROWS, "words"));
  assert.equal(fillin.mode, "words");
  assert.equal(fillin.step, crossword.step);  // the same letter grid
  const put = (r, c, word, dr, dc) => Array.from(word).forEach((ch, k) => S.setValue(at(state, r + k * dr, c + k * dc), ch));
  put(1, 2, "AT", 0, 1);  // 3 Across
  put(1, 3, "TO", 1, 0);  // 4 Down
  assert.deepEqual(fillin.placed(state, ["AT", "AT", "TO", "CAT"]), [true, false, true, false]);
  put(0, 0, "AT", 1, 0);  // 1 Down, not full yet: A, T and an empty cell
  assert.deepEqual(fillin.placed(state, ["AT", "AT"]), [true, false]);
  put(0, 0, "CAT", 0, 1);  // 1 Across
  assert.deepEqual(fillin.placed(state, ["CAT", "AT"]), [true, true]);
});
