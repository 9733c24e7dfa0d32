"use strict";
/* What a daily solver's tools do to the state: pencil, auto-check, a rebus, cross-references,
   and the on-screen keyboard's keys. */
const test = require("node:test");
const assert = require("node:assert/strict");
const S = require("../../../src/gridcraft/player/static/src/state.js");
const K = require("../../../src/gridcraft/player/static/src/keyboard.js");
const { crossword } = require("../../../src/gridcraft/player/static/src/kinds/crossword.js");
const { latin } = require("../../../src/gridcraft/player/static/src/kinds/latin.js");
const grids = require("./grids.js");

const ROWS = ["...#", ".#..", "...."];
const fresh = () => S.makeState(grids.crossword(ROWS));
const at = (state, r, c) => state.cells[r][c];
const ctx = { from: null, shown: "", values: [], clusters: (s) => Array.from(s), capital: (g) => g.toUpperCase() };

test("in pencil mode a typed letter is an entry in pencil; in ink it is not", () => {
  const state = fresh();
  S.select(state, at(state, 0, 0));
  state.pencil = true;
  crossword.enter(state, at(state, 0, 0), ["a"], ctx);
  assert.deepEqual([at(state, 0, 0).value, at(state, 0, 0).pencil], ["A", true]);
  state.pencil = false;
  crossword.enter(state, at(state, 0, 0), ["b"], ctx);
  assert.deepEqual([at(state, 0, 0).value, at(state, 0, 0).pencil], ["B", false]);
  S.setValue(at(state, 0, 1), "C", true);
  S.setValue(at(state, 0, 1), "", true);  // an empty cell is in neither
  assert.equal(at(state, 0, 1).pencil, false);
  S.setValue(at(state, 0, 2), "D", true);
  S.reveal(at(state, 0, 2), "E");  // revealed: in ink
  assert.equal(at(state, 0, 2).pencil, false);
});

test("pencil flags and auto-check are kept in the saved progress", () => {
  const state = fresh();
  S.setValue(at(state, 0, 0), "A", true);
  S.setValue(at(state, 0, 1), "B", false);
  state.autocheck = true;
  const saved = JSON.parse(JSON.stringify(S.snapshot(state, 0)));
  assert.deepEqual(saved.pencil, ["0,0"]);
  const again = fresh();
  S.restore(again, saved, (t) => t.split(""));
  assert.deepEqual([at(again, 0, 0).pencil, at(again, 0, 1).pencil, again.autocheck], [true, false, true]);
});

test("auto-check marks a wrong entry as it is typed and clears the mark when it is right", () => {
  const state = fresh();
  const cell = at(state, 0, 0);
  S.setValue(cell, "X");
  assert.equal(S.autoCheck(state, cell, "A"), false);  // off: nothing marked
  assert.equal(cell.wrong, false);
  state.autocheck = true;
  assert.equal(S.autoCheck(state, cell, "A"), true);
  assert.equal(cell.wrong, true);
  S.setValue(cell, "A");
  assert.equal(S.autoCheck(state, cell, "A"), false);  // setting the value cleared the mark already
  assert.equal(cell.wrong, false);
  S.setValue(cell, "");
  assert.equal(S.autoCheck(state, cell, "A"), false);  // an empty cell is never wrong
  S.setValue(cell, "H");
  S.autoCheck(state, cell, "HEART");  // the first letter of a rebus is not the rebus
  assert.equal(cell.wrong, true);
});

test("a rebus is written whole into one cell, in capitals, without spaces; given up, the cell keeps its entry", () => {
  const state = fresh();
  S.select(state, at(state, 0, 1));
  S.setValue(at(state, 0, 1), "Q");
  assert.equal(S.openRebus(state), true);
  assert.equal(state.rebus.text, "Q");
  state.rebus.text = "he art";
  assert.equal(S.closeRebus(state, true, (t) => t.toUpperCase()), at(state, 0, 1));
  assert.deepEqual([at(state, 0, 1).value, state.rebus], ["HEART", null]);
  S.openRebus(state);
  state.rebus.text = "STAR";
  assert.equal(S.closeRebus(state, false), null);
  assert.equal(at(state, 0, 1).value, "HEART");
  assert.deepEqual(S.checkCells([at(state, 0, 1)], () => "HEART"), { filled: 1, wrong: 0 });
  assert.deepEqual(S.checkCells([at(state, 0, 1)], () => "H"), { filled: 1, wrong: 1 });
});

test("a rebus is not opened on a block or a given cell", () => {
  const data = grids.crossword(ROWS);
  data.grid[0][0] = "G";
  const state = S.makeState(data);
  state.cur = at(state, 0, 0);
  assert.equal(S.openRebus(state), false);
  assert.equal(state.rebus, null);
});

test("a clue's cross-references name the entries it points to", () => {
  assert.deepEqual(crossword.references("See 5-Across"), [[5, "across"]]);
  assert.deepEqual(crossword.references("With 17- and 23-Across, a saying"), [[17, "across"], [23, "across"]]);
  assert.deepEqual(crossword.references("1-, 2- and 3-Down"), [[1, "down"], [2, "down"], [3, "down"]]);
  assert.deepEqual(crossword.references("Like 12A and 7D; see 12-Across"), [[12, "across"], [7, "down"]]);
  assert.deepEqual(crossword.references("Part 2 of 3 (4)"), []);
  assert.deepEqual(crossword.references(""), []);
  assert.deepEqual(latin.references("12+"), []);
});

test("the on-screen keyboard offers the language's letters or the puzzle's digits, and its actions", () => {
  const en = K.keyRows("clued", [], "");
  assert.deepEqual(en.slice(0, 3).map((row) => row.map((k) => k.key).join("")), ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]);
  assert.deepEqual(en[3].map((k) => k.key), ["pencil", "rebus", "turn", "back"]);
  const tr = K.keyRows("words", [], "tr");
  assert.ok(tr.some((row) => row.some((k) => k.key === "İ")) && tr.some((row) => row.some((k) => k.key === "I")));
  assert.ok(K.keyRows("clued", [], "de-AT")[1].some((k) => k.key === "Ä"));
  assert.equal(K.keyRows("clued", [], "he"), null);  // no layout here: the system's keyboard
  assert.equal(K.keyRows("find", [], "en"), null);
  const sixteen = K.keyRows("cages", Array.from({ length: 16 }, (_, i) => String(i + 1)), "");
  assert.deepEqual(sixteen.slice(0, 2).map((row) => row.length), [8, 8]);
  assert.deepEqual(sixteen[2].map((k) => k.key), ["pencil", "back"]);
  const nine = K.keyRows("cages", ["1", "2", "3", "4", "5", "6", "7", "8", "9"], "");
  assert.equal(nine[0].length, 9);
  Object.keys(K.LETTER_ROWS).forEach((lang) => {  // every caption language, in capitals, each letter once
    const letters = K.LETTER_ROWS[lang].join("");
    assert.equal(new Set(Array.from(letters)).size, Array.from(letters).length, lang);
    assert.equal(letters.toLocaleUpperCase(lang), letters, lang);
  });
});

test("a Latin grid's pencil marks are candidates, not entries", () => {
  const state = S.makeState(grids.latin(4, [[[0, 0], [0, 1]]]));
  S.select(state, at(state, 0, 0));
  state.pencil = true;
  const done = latin.enter(state, at(state, 0, 0), ["3"], { from: null, values: ["1", "2", "3", "4"] });
  assert.equal(done.marks, true);
  assert.deepEqual([at(state, 0, 0).value, at(state, 0, 0).marks, at(state, 0, 0).pencil], ["", ["3"], false]);
});

test("a diagramless grid: every cell open, typing goes on to the edge, . is a block, Space turns", () => {
  const { diagramless } = require("../../../src/gridcraft/player/static/src/kinds/diagramless.js");
  const data = grids.crossword(ROWS);
  data.diagramless = true;
  data.grid = data.grid.map((row) => row.map((g) => (g === null ? "" : g)));
  data.entries = data.entries.map((e) => Object.assign({}, e, { cells: [] }));
  const state = S.makeState(data);
  assert.equal(S.select(state, at(state, 0, 3)), true);  // a block of the file: open here
  assert.equal(state.dir, "across");  // kept: no entry decides it
  const done = diagramless.enter(state, at(state, 0, 3), ["."], ctx);
  assert.deepEqual([done.changed, at(state, 0, 3).value, done.move], [at(state, 0, 3), ".", true]);
  assert.equal(diagramless.step(state, at(state, 0, 3), 1), null);  // the grid's edge
  assert.equal(diagramless.step(state, at(state, 0, 1), 1), at(state, 0, 2));
  assert.equal(S.turn(state), true);
  assert.equal(state.dir, "down");
  assert.equal(diagramless.step(state, at(state, 0, 1), 1), at(state, 1, 1));  // through a block of the file
  assert.equal(diagramless.arrow(state, 0, 1), at(state, 0, 3));  // across the direction: turns first
  assert.equal(state.dir, "across");
  diagramless.enter(state, at(state, 1, 1), ["q"], ctx);
  assert.equal(at(state, 1, 1).value, "Q");
  assert.deepEqual(S.checkCells([at(state, 0, 3), at(state, 1, 1)], (c) => (c.r === 0 ? "." : "Z")), { filled: 2, wrong: 1 });
});

test("the keyboard's layout is the one that holds the answers' letters", () => {
  const en = K.LETTER_ROWS.en;
  assert.equal(K.layoutFor("fr", Array.from("CATDOG")), K.LETTER_ROWS.fr);  // French holds them: its own first
  assert.equal(K.layoutFor("el", Array.from("SOLPHI")), en);  // a Greek guess, Latin answers: English
  assert.equal(K.layoutFor("de", Array.from("MÜDE")), K.LETTER_ROWS.de);
  assert.equal(K.layoutFor("en", Array.from("NIÑO")), K.LETTER_ROWS.es);  // Ñ: the Spanish keys
  assert.equal(K.layoutFor("en", Array.from("CAT1")), en);  // a digit is no letter to find
  assert.equal(K.layoutFor("en", Array.from("שלום")), null);  // no layout here: the system's keyboard
  assert.equal(K.layoutFor("ru", null), K.LETTER_ROWS.ru);  // no answers in the file: the language's
  assert.deepEqual(K.keyRows("clued", [], "el", Array.from("SOL"))[0].map((k) => k.key).join(""), "QWERTYUIOP");
});
