/* gridcraft's player, kinds/fillin.js: a fill-in puzzle: the crossword's letter grid with a word
   bank in place of clues (see kinds/crossword.js for the interface). */
"use strict";
var S = require("../state.js");
var C = require("./crossword.js");

/* which words of the bank are placed: each full entry spelling a word crosses off one copy of it,
   in the bank's order (letters: each bank word's letters, joined) */
function placed(state, letters) {
  var counts = {};
  state.entries.forEach(function (entry) {
    var word = S.entryCells(state, entry).map(function (cell) { return cell.value; });
    if (word.indexOf("") < 0) { var w = word.join(""); counts[w] = (counts[w] || 0) + 1; }
  });
  return letters.map(function (w) {
    var on = (counts[w] || 0) > 0;
    if (on) counts[w]--;
    return on;
  });
}

var kind = Object.assign({}, C.letterKind, { mode: "words", placed: placed });
if (typeof module === "object") module.exports = { fillin: kind };
