/* gridcraft's player, kinds/diagramless.js: a diagramless crossword. The solver is shown neither
   its blocks nor its numbers, only the clues: every cell is open, typing goes on in the current
   direction to the grid's edge, and "." (or "#") writes a block where the solver finds one
   (see kinds/crossword.js for the interface). */
"use strict";
var S = require("../state.js");
var C = require("./crossword.js");

/* the cell by places on from cell in the current direction, or null at the grid's edge */
function step(state, cell, by) {
  var down = state.dir === "down";
  return S.cellAt(state, cell.r + (down ? by : 0), cell.c + (down ? 0 : by));
}
/* an arrow across the current direction turns to it first; then it moves one cell */
function arrow(state, dr, dc) {
  var axis = dc ? "across" : "down";
  if (state.dir !== axis) { state.dir = axis; return state.cur; }
  var next = S.cellAt(state, state.cur.r + dr, state.cur.c + dc);
  if (next) S.select(state, next);
  return next;
}
/* a letter typed, in capitals; "." or "#" a block */
function enter(state, cell, parts, ctx) {
  var g = parts[parts.length - 1], value = g === "." || g === "#" ? "." : ctx.capital(g);
  var changed = S.setValue(cell, value, state.pencil && value !== ".");
  return { changed: changed ? cell : null, move: true, chain: false, hold: false, marks: false, message: null };
}

var kind = { mode: "clued", noun: C.crossword.noun, step: step, arrow: arrow, enter: enter, references: C.crossword.references };
if (typeof module === "object") module.exports = { diagramless: kind };
