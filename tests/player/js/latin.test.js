"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const S = require("../../../src/gridcraft/player/static/src/state.js");
const { latin } = require("../../../src/gridcraft/player/static/src/kinds/latin.js");
const grids = require("./grids.js");

const CAGES = [[[0, 0], [0, 1]], [[0, 2], [1, 2]], [[1, 0], [1, 1], [2, 0]], [[2, 1], [2, 2]]];
const at = (state, r, c) => state.cells[r][c];

test("typing goes on in reading order over blocks, the direction stays the cage", () => {
  const data = grids.latin(3, CAGES);
  data.grid[1][0] = null;  // a block (as a kakuro's clue cells are)
  const state = S.makeState(data);
  assert.equal(state.dir, "cage");
  S.select(state, at(state, 0, 2));
  assert.equal(latin.step(state, at(state, 0, 2), 1), at(state, 1, 1));  // over (1, 0)
  assert.equal(latin.step(state, at(state, 1, 1), -1), at(state, 0, 2));
  assert.equal(latin.step(state, at(state, 2, 2), 1), null);
  S.select(state, at(state, 1, 1));
  assert.equal(S.currentEntry(state).label, "cage 3");
  assert.equal(latin.arrow(state, 0, -1), null);  // the block, then the edge
  assert.equal(latin.arrow(state, -1, 0), at(state, 0, 1));
  assert.equal(state.dir, "cage");
});

test("a digit is the last digit typed; one not of the puzzle is refused", () => {
  const state = S.makeState(grids.latin(4, CAGES.concat([])));
  const cell = at(state, 0, 0), ctx = grids.ctx(null, ["1", "2", "3", "4"]);
  let done = latin.enter(state, cell, ["x", "3"], ctx);
  assert.equal(cell.value, "3");
  assert.equal(done.move, true);
  done = latin.enter(state, cell, ["7"], ctx);
  assert.equal(cell.value, "3");
  assert.equal(done.message, "7 is not a digit of this puzzle");
  assert.equal(done.changed, null);
  done = latin.enter(state, cell, ["a"], ctx);
  assert.equal(done.changed, null);
  assert.equal(done.message, null);
});

test("in pencil mode a digit is a candidate on or off, and the entry is untouched", () => {
  const state = S.makeState(grids.latin(4, CAGES));
  const cell = at(state, 1, 1), ctx = grids.ctx(null, ["1", "2", "3", "4"]);
  state.pencil = true;
  latin.enter(state, cell, ["4"], ctx);
  const done = latin.enter(state, cell, ["2"], ctx);
  assert.deepEqual(cell.marks, ["2", "4"]);
  assert.equal(done.marks, true);
  assert.equal(done.move, false);
  assert.equal(cell.value, "");
  latin.enter(state, cell, ["4"], ctx);
  assert.deepEqual(cell.marks, ["2"]);
  state.pencil = false;
  latin.enter(state, cell, ["1"], ctx);
  state.pencil = true;
  assert.equal(latin.enter(state, cell, ["3"], ctx).changed, null);  // not under an entry
  assert.deepEqual(cell.marks, ["2"]);
});

test("from 10 values on, a 1 waits for a second digit in the same cell", () => {
  const state = S.makeState(grids.latin(16, []));
  const values = state.width && grids.latin(16, []).values, cell = at(state, 0, 0);
  let done = latin.enter(state, cell, ["1"], grids.ctx(null, values));
  assert.equal(cell.value, "1");
  assert.equal(done.hold, true);
  done = latin.enter(state, cell, ["2"], grids.ctx(cell, values));
  assert.equal(cell.value, "12");
  assert.equal(done.move, true);
  latin.enter(state, at(state, 0, 1), ["1"], grids.ctx(null, values));
  latin.enter(state, at(state, 0, 1), ["7"], grids.ctx(at(state, 0, 1), values));
  assert.equal(at(state, 0, 1).value, "7");  // 17 is no value: the 7 alone
  latin.enter(state, at(state, 0, 2), ["1"], grids.ctx(null, values));
  latin.enter(state, at(state, 0, 2), ["2"], grids.ctx(null, values));  // the 1 was left: a new digit
  assert.equal(at(state, 0, 2).value, "2");
  assert.equal(latin.noun(1), "digit is");
  assert.equal(latin.noun(3), "digits are");
});

test("a given digit is kept", () => {
  const state = S.makeState(grids.latin(4, CAGES, { "0,0": "2" }));
  const done = latin.enter(state, at(state, 0, 0), ["3"], grids.ctx(null, ["1", "2", "3", "4"]));
  assert.equal(at(state, 0, 0).value, "2");
  assert.equal(done.changed, null);
});
