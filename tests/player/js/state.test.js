"use strict";
const test = require("node:test");
const assert = require("node:assert/strict");
const S = require("../../../src/gridcraft/player/static/src/state.js");
const { crossword } = require("./grids.js");

// 1 Across (0,0)-(0,2), 3 Across (1,2)-(1,3), 5 Across row 2; 1 Down column 0, 2 Down column 2, 4 Down (1,3)-(2,3)
const ROWS = ["...#", ".#..", "...."];
const fresh = () => S.makeState(crossword(ROWS));
const at = (state, r, c) => state.cells[r][c];
const labelOf = (state) => S.currentEntry(state).label;

test("the state knows each cell's entries and its blocks", () => {
  const state = fresh();
  assert.equal(at(state, 0, 3).given, null);
  assert.equal(S.isOpen(at(state, 1, 1)), false);
  assert.deepEqual(at(state, 0, 0).entries, { across: [0, 0], down: [3, 0] });
  assert.deepEqual(at(state, 2, 3).entries, { across: [2, 3], down: [5, 1] });
  assert.deepEqual(state.entries.map((e) => e.index), [0, 1, 2, 3, 4, 5]);
  assert.equal(S.firstOpen(state), at(state, 0, 0));
});

test("selecting keeps the direction where an entry runs that way, else turns", () => {
  const state = fresh();
  assert.equal(S.select(state, at(state, 0, 1)), true);
  assert.equal(labelOf(state), "1 Across");
  S.select(state, at(state, 0, 1), "down");  // no entry runs down there
  assert.equal(state.dir, "across");
  S.select(state, at(state, 1, 0));  // no entry across there: down it is
  assert.equal(state.dir, "down");
  assert.equal(labelOf(state), "1 Down");
  assert.equal(S.select(state, at(state, 1, 1)), false);  // a block is never selected
  assert.equal(state.cur, at(state, 1, 0));
  S.select(state, at(state, 0, 2));
  assert.equal(S.turn(state), true);
  assert.equal(labelOf(state), "1 Across");
  S.select(state, at(state, 0, 1));
  assert.equal(S.turn(state), false);  // (0, 1) is in no entry down
});

test("the next open cell skips blocks and stops at the edge", () => {
  const state = fresh();
  assert.equal(S.nextOpen(state, at(state, 1, 0), 0, 1), at(state, 1, 2));
  assert.equal(S.nextOpen(state, at(state, 0, 2), 0, 1), null);  // a block, then the edge
  assert.equal(S.nextOpen(state, at(state, 0, 1), 1, 0), at(state, 2, 1));
  assert.equal(S.nextOpen(state, at(state, 0, 0), -1, 0), null);
});

test("the next entry starts at its first empty cell", () => {
  const state = fresh();
  S.select(state, at(state, 0, 1));
  let next = S.entryStart(state, 1);
  assert.equal(next.entry.label, "3 Across");
  assert.equal(next.cell, at(state, 1, 2));
  S.setValue(at(state, 1, 2), "A");
  assert.equal(S.entryStart(state, 1).cell, at(state, 1, 3));
  S.setValue(at(state, 1, 3), "B");
  assert.equal(S.entryStart(state, 1).cell, at(state, 1, 2));  // full: its first cell
  assert.equal(S.entryStart(state, -1), null);
  S.select(state, at(state, 1, 3), "down");
  assert.equal(S.entryStart(state, 1), null);  // 4 Down is the last
});

test("entering and erasing keep to open cells the grid does not give", () => {
  const data = crossword(ROWS);
  data.grid[0][1] = "Q";
  const state = S.makeState(data);
  assert.equal(at(state, 0, 1).value, "Q");
  assert.equal(S.setValue(at(state, 0, 1), "X"), false);
  assert.equal(at(state, 0, 1).value, "Q");
  const cell = at(state, 0, 0);
  assert.equal(S.setValue(cell, "A"), true);
  cell.wrong = true;
  assert.equal(S.setValue(cell, ""), true);
  assert.equal(cell.value, "");
  assert.equal(cell.wrong, false);  // a new entry is not known wrong
  assert.equal(S.reveal(cell, "H"), true);
  assert.equal(S.setValue(cell, "Z"), false);  // a revealed cell keeps its answer
  assert.equal(cell.value, "H");
  assert.equal(S.reveal(cell, "H"), false);
});

test("pencil marks toggle in the order of the values, only on an empty cell", () => {
  const state = fresh();
  const cell = at(state, 2, 1), values = ["1", "2", "3", "4"];
  assert.equal(S.toggleMark(cell, "3", values), true);
  assert.equal(S.toggleMark(cell, "1", values), true);
  assert.equal(S.toggleMark(cell, "4", values), true);
  assert.deepEqual(cell.marks, ["1", "3", "4"]);
  assert.equal(S.toggleMark(cell, "3", values), true);
  assert.deepEqual(cell.marks, ["1", "4"]);
  assert.equal(S.toggleMark(cell, "7", values), false);
  S.setValue(cell, "2");
  assert.equal(S.toggleMark(cell, "3", values), false);
  assert.deepEqual(cell.marks, ["1", "4"]);
  assert.equal(S.clearMarks(cell), false);  // under an entry the marks stay
  S.setValue(cell, "");
  assert.equal(S.clearMarks(cell), true);
  assert.deepEqual(cell.marks, []);
});

test("check counts the filled cells and marks the wrong ones", () => {
  const state = fresh();
  const answer = { "0,0": "C", "0,1": "A", "0,2": "T" };
  const answerAt = (cell) => answer[cell.r + "," + cell.c];
  S.select(state, at(state, 0, 1));
  assert.deepEqual(S.checkCells(S.scopeCells(state, "entry"), answerAt), { filled: 0, wrong: 0 });
  S.setValue(at(state, 0, 0), "C");
  S.setValue(at(state, 0, 1), "O");
  assert.deepEqual(S.checkCells(S.scopeCells(state, "entry"), answerAt), { filled: 2, wrong: 1 });
  assert.equal(at(state, 0, 1).wrong, true);
  assert.equal(at(state, 0, 0).wrong, false);
  assert.deepEqual(S.scopeCells(state, "cell"), [at(state, 0, 1)]);
  assert.equal(S.scopeCells(state, "grid").length, 10);  // 12 cells, 2 blocks
});

test("a check-only check takes whole entries and marks every cell of a wrong one", () => {
  const state = fresh();
  const right = { 1: "AB", 5: "BD" };
  const sameAs = (entry, values) => right[entry.index] === values.join("");
  S.setValue(at(state, 1, 2), "A");
  S.setValue(at(state, 1, 3), "X");
  assert.deepEqual(S.checkEntries(state, [state.entries[5]], sameAs), { filled: 0, wrong: 0 });  // 4 Down not full
  S.setValue(at(state, 2, 3), "D");
  assert.deepEqual(S.checkEntries(state, state.entries, sameAs), { filled: 2, wrong: 2 });
  assert.equal(at(state, 1, 2).wrong && at(state, 1, 3).wrong && at(state, 2, 3).wrong, true);
  assert.equal(at(state, 2, 2).wrong, false);
  S.setValue(at(state, 1, 3), "B");
  assert.deepEqual(S.checkEntries(state, state.entries, sameAs), { filled: 2, wrong: 0 });
});

test("progress tells a full grid from a solved one", () => {
  const state = fresh();
  const answerAt = () => "E";
  S.scopeCells(state, "grid").forEach((cell) => S.setValue(cell, "E"));
  assert.deepEqual(S.progress(state, answerAt), { full: true, right: true });
  S.setValue(at(state, 2, 2), "F");
  assert.deepEqual(S.progress(state, answerAt), { full: true, right: false });
  S.setValue(at(state, 2, 2), "");
  assert.deepEqual(S.progress(state, answerAt), { full: false, right: false });
  S.reveal(at(state, 2, 2), "E");
  assert.equal(S.revealedCount(state), 1);
});

test("the timer counts whole seconds while it runs", () => {
  const timer = { seconds: 10, running: true, started: 1000 };
  assert.equal(S.elapsed(timer, 3999), 12);
  assert.equal(S.pause(timer, 6500), true);
  assert.deepEqual([timer.seconds, timer.running], [15, false]);
  assert.equal(S.elapsed(timer, 99999), 15);
  assert.equal(S.pause(timer, 7000), false);
  assert.equal(S.resume(timer, 20000), true);
  assert.equal(S.elapsed(timer, 21000), 16);
  assert.equal(S.formatTime(0), "0:00");
  assert.equal(S.formatTime(61), "1:01");
  assert.equal(S.formatTime(3725), "1:02:05");
});

test("progress kept and read back, only into open cells", () => {
  const state = fresh();
  S.setValue(at(state, 0, 0), "स्ते");
  S.setValue(at(state, 0, 1), "Q");
  at(state, 0, 1).wrong = true;
  at(state, 2, 0).marks = ["1", "2"];
  S.reveal(at(state, 0, 2), "T");
  S.pause(state.timer, 42000);
  const kept = JSON.parse(JSON.stringify(S.snapshot(state, 42000)));
  assert.deepEqual(kept.values, { "0,0": "स्ते", "0,1": "Q", "0,2": "T" });
  assert.deepEqual(kept.wrong, ["0,1"]);
  const back = fresh();
  kept.values["1,1"] = "Z";  // a block
  kept.values["9,9"] = "Z";  // outside the grid
  kept.wrong.push("2,2");  // no entry there: no mark
  S.restore(back, kept, (t) => t.split(""));
  assert.equal(at(back, 0, 0).value, "स्ते");
  assert.equal(at(back, 1, 1).value, "");
  assert.equal(at(back, 0, 1).wrong, true);
  assert.equal(at(back, 2, 2).wrong, false);
  assert.equal(at(back, 0, 2).revealed, true);
  assert.deepEqual(at(back, 2, 0).marks, ["1", "2"]);
  assert.equal(back.timer.seconds, 42);
  S.clearAll(back, 5);
  assert.deepEqual(S.snapshot(back, 5), { values: {}, pencil: [], marks: {}, revealed: [], wrong: [], seconds: 0, solved: false, autocheck: false });
});
