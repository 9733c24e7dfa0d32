/* gridcraft's player, keyboard.js: the on-screen keyboard of a touch screen. It takes the place of
   the system's keyboard (which covers half a phone's screen and offers no rebus or pencil key):
   the puzzle's letters or digits, the current clue above them, and the keys that change how one
   types. keyRows is plain data (tested under Node); build draws the keys into a document. */
"use strict";

/* the letter rows of each caption language's usual layout, in capitals as the grid shows them */
var LETTER_ROWS = {
  en: ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"],
  de: ["QWERTZUIOPÜ", "ASDFGHJKLÖÄ", "YXCVBNM"],
  fr: ["AZERTYUIOP", "QSDFGHJKLM", "WXCVBN"],
  es: ["QWERTYUIOP", "ASDFGHJKLÑ", "ZXCVBNM"],
  ru: ["ЙЦУКЕНГШЩЗХ", "ФЫВАПРОЛДЖЭ", "ЯЧСМИТЬБЮЪЁ"],
  el: ["ΕΡΤΥΘΙΟΠ", "ΑΣΔΦΓΗΞΚΛ", "ΖΧΨΩΒΝΜ"],
  tr: ["QWERTYUIOPĞÜ", "ASDFGHJKLŞİ", "ZXCVBNMÖÇ"],
  az: ["QÜERTYUİOPÖĞ", "ASDFGHJKLIƏ", "ZXCVBNMÇŞ"]
};

/* the layout whose letters hold every one of letters (the solution's, when the file has it): the
   language of lang first, then English, then the others; with no letters known, lang's (English
   when lang is empty); null where none holds them all */
function layoutFor(lang, letters) {
  var first = (lang || "en").toLowerCase().split("-")[0];
  if (!letters) return LETTER_ROWS[first] || null;
  var order = [first, "en"].concat(Object.keys(LETTER_ROWS));
  for (var i = 0; i < order.length; i++) {
    var rows = LETTER_ROWS[order[i]];
    if (!rows) continue;
    var have = rows.join("");
    if (letters.every(function (g) { return have.indexOf(g) >= 0 || !/\p{L}/u.test(g); })) return rows;
  }
  return null;
}

/* the keys of a puzzle, as rows of { key, text, label }: its letters (a grid of letters: the
   layout of layoutFor(lang, letters)) or its digits (a Latin grid: values), then a row of
   actions. null where no layout fits (the system's keyboard is used then). */
function keyRows(mode, values, lang, letters) {
  var rows;
  if (mode === "cages") {
    var per = values.length > 9 ? Math.ceil(values.length / 2) : values.length;
    rows = [];
    for (var i = 0; i < values.length; i += per) rows.push(values.slice(i, i + per));
  } else if (mode === "clued" || mode === "words") {
    var layout = layoutFor(lang, letters);
    if (!layout) return null;
    rows = layout.map(function (row) { return Array.from(row); });
  } else {
    return null;
  }
  var out = rows.map(function (row) { return row.map(function (k) { return { key: k, text: k, label: k }; }); });
  var actions = [{ key: "pencil", text: "Pencil", label: "Pencil" }];
  if (mode !== "cages") {
    actions.push({ key: "rebus", text: "Rebus", label: "Rebus" });
    actions.push({ key: "turn", text: "⇄", label: "change direction" });
  }
  actions.push({ key: "back", text: "⌫", label: "backspace" });
  out.push(actions);
  return out;
}

/* the keyboard drawn into doc: { el, clue, pressed(key, on) }. A key keeps the focus where it
   is (the current cell) and calls onKey(key) when tapped; prev and next beside the clue go to
   the previous and next entry. */
function build(doc, rows, onKey) {
  function keyButton(k, cls) {
    var b = doc.createElement("button");
    b.type = "button";
    b.className = cls;
    b.textContent = k.text;
    b.dataset.key = k.key;
    b.setAttribute("aria-label", k.label);
    b.addEventListener("pointerdown", function (e) { e.preventDefault(); });  // the cell keeps the focus
    b.addEventListener("mousedown", function (e) { e.preventDefault(); });
    b.addEventListener("click", function () { onKey(k.key); });
    return b;
  }
  var el = doc.createElement("div");
  el.className = "gc-keyboard";
  el.setAttribute("role", "group");
  el.setAttribute("aria-label", "keyboard");
  var top = doc.createElement("div");
  top.className = "gc-kb-clue";
  top.appendChild(keyButton({ key: "prev", text: "‹", label: "previous entry" }, "gc-kb-step"));
  var clue = doc.createElement("div");
  clue.className = "gc-kb-text";
  top.appendChild(clue);
  top.appendChild(keyButton({ key: "next", text: "›", label: "next entry" }, "gc-kb-step"));
  el.appendChild(top);
  var byKey = {};
  rows.forEach(function (row, i) {
    var line = doc.createElement("div");
    line.className = i === rows.length - 1 ? "gc-kb-row gc-kb-actions" : "gc-kb-row";
    row.forEach(function (k) {
      var b = keyButton(k, "gc-key");
      if (k.key === "pencil" || k.key === "rebus") b.setAttribute("aria-pressed", "false");
      byKey[k.key] = b;
      line.appendChild(b);
    });
    el.appendChild(line);
  });
  function pressed(key, on) { if (byKey[key]) byKey[key].setAttribute("aria-pressed", String(on)); }
  return { el: el, clue: clue, pressed: pressed };
}

if (typeof module === "object") module.exports = { keyRows: keyRows, layoutFor: layoutFor, build: build, LETTER_ROWS: LETTER_ROWS };
