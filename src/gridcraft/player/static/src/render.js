/* gridcraft's player, render.js: the page drawn from the puzzle's data (see page.py) and the state
   (state.js): the grid with its numbers, cages, walls, signs, circles and labels; beside it the
   clues, the word bank, the words to find or the rules; and each cell and the current entry drawn
   again from the state as it changes. The DOM's parts of a cell (td, input, pencilEl) hang on the
   state's cell. No input is read here: main.js turns keys and taps into changes of the state. */
"use strict";
var S = require("./state.js");

/* the renderer of D's puzzle in state; hooks: { clusters(s): a text's grapheme clusters,
   references(clue): the [number, direction] pairs a clue names, onClue(entry): a clue chosen } */
function renderer(D, state, hooks) {
  var H = D.height, W = D.width, CAGES = D.mode === "cages", FIND = D.mode === "find";
  var LETTERS = D.mode === "clued" || D.mode === "words";
  var DASHED = D.cage_style === "dashed", BOX_R = D.boxes[0], BOX_C = D.boxes[1];
  var MARK_GAP = DASHED ? "" : " ";  // inside a dashed outline the marks are spaced by the style sheet
  var cells = state.cells, entries = state.entries;
  var unitWord = D.unit || "cage";  // what a cages grid's entries are called: a cage, a box, a region

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function button(text, action, label) {
    var b = el("button", "gc-button", text);
    b.type = "button";
    b.addEventListener("click", action);
    if (label) b.setAttribute("aria-label", label);
    return b;
  }
  var clueBar = el("p", "gc-clue-bar");  // the current entry's clue
  clueBar.setAttribute("aria-hidden", "true");

  var main = el("div", "gc-main");
  var board = el("div", "gc-board");
  board.style.setProperty("--w", W);
  board.style.setProperty("--h", H);
  var table = el("table", "gc-grid");
  var gridBox = el("div", "gc-gridbox");  // the grid's window: it scrolls a grid wider than itself (zoomed)
  var gridInner = el("div", "gc-gridinner");  // the grid and, over it, the drawing of cages and found words
  table.setAttribute("role", "grid");
  table.setAttribute("aria-label", D.title + ": " + H + " rows, " + W + " columns");
  table.setAttribute("aria-rowcount", H);
  table.setAttribute("aria-colcount", W);
  if (D.lang) table.lang = D.lang;
  var numbers = {};
  D.numbers.forEach(function (x) { numbers[x[0] + "," + x[1]] = x[2]; });
  var cageOf = {};
  D.cages.forEach(function (cage, i) { cage.cells.forEach(function (x) { cageOf[x[0] + "," + x[1]] = i; }); });
  var shadedCells = {};  // an X sudoku's diagonals
  (D.shaded || []).forEach(function (x) { shadedCells[x[0] + "," + x[1]] = true; });
  var circledCells = {};  // a crossword's circled cells (its theme, often)
  (D.circled || []).forEach(function (x) { circledCells[x[0] + "," + x[1]] = true; });
  // text on blocks: centred in a clue place (towers' ring), or split by a diagonal (kakuro's clue blocks)
  var labelAt = {}, SPLIT = !!D.split_labels;
  (D.labels || []).forEach(function (x) { labelAt[x[0] + "," + x[1]] = [x[2], x[3]]; });
  function cluePlace(r, c) { return !SPLIT && labelAt[r + "," + c] !== undefined; }
  if (D.labels && D.labels.length && !SPLIT) table.classList.add("gc-ringed");
  function boxEdge(r, c, d) {  // the side of (r, c) towards d lies between two boxes
    if (!BOX_R) return false;
    var r2 = r + d[0], c2 = c + d[1];
    if (r2 < 0 || r2 >= H || c2 < 0 || c2 >= W) return false;  // the grid's own border
    return Math.floor(r / BOX_R) !== Math.floor(r2 / BOX_R) || Math.floor(c / BOX_C) !== Math.floor(c2 / BOX_C);
  }
  var tbody = el("tbody");
  for (var r = 0; r < H; r++) {
    var tr = el("tr");
    tr.setAttribute("role", "row");
    tr.setAttribute("aria-rowindex", r + 1);
    for (var c = 0; c < W; c++) {
      var td = el("td", "gc-cell");
      td.setAttribute("role", "gridcell");
      td.setAttribute("aria-colindex", c + 1);
      td.dataset.row = r;
      td.dataset.col = c;
      var given = D.grid[r][c];
      var cell = cells[r][c];  // the state's cell; the DOM's parts of it hang on it too
      cell.td = td;
      var lab = labelAt[r + "," + c];
      if (given === null && cluePlace(r, c)) {
        td.classList.add("gc-clue-place");
        if (lab[0]) td.appendChild(el("span", "gc-label", lab[0]));
        td.setAttribute("aria-label", lab[0] ? "clue " + lab[0] : "no clue");
      } else if (given === null) {
        td.classList.add(D.mode === "clued" ? "gc-block" : FIND ? "gc-masked" : "gc-void");
        td.setAttribute("aria-label", FIND ? "not part of the grid" : "block");
        if (lab && (lab[0] || lab[1])) {
          td.classList.add("gc-split");
          if (lab[0]) td.appendChild(el("span", "gc-label-down", lab[0]));
          if (lab[1]) td.appendChild(el("span", "gc-label-across", lab[1]));
          var said = [];
          if (lab[0]) said.push("down " + lab[0]);
          if (lab[1]) said.push("across " + lab[1]);
          td.setAttribute("aria-label", said.length ? "clue: " + said.join(", ") : "block");
        }
      } else if (FIND) {
        td.appendChild(el("span", "gc-letter", given));
        td.tabIndex = -1;
      } else {
        var key = r + "," + c;
        if (numbers[key]) td.appendChild(el("span", "gc-number", String(numbers[key])));
        // walls drawn inside each cell (no cell moves): between boxes, and between solid cages
        var walls = [];
        [[-1, 0, "0 W", "Top"], [1, 0, "0 -W", "Bottom"], [0, -1, "W 0", "Left"], [0, 1, "-W 0", "Right"]].forEach(function (d) {
          var cage = cageOf[key] !== undefined && !DASHED && cageOf[(r + d[0]) + "," + (c + d[1])] !== cageOf[key];
          var box = boxEdge(r, c, d);
          var ring = cluePlace(r + d[0], c + d[1]);  // the grid's frame, inside a ring of clue places
          if (box) td.style["border" + d[3] + "Color"] = "var(--wall)";
          if (cage || box || ring) walls.push("inset " + d[2].replace("W", cage || ring ? "3px" : "1.5px") + " 0 var(--wall)");
        });
        if (walls.length) td.style.boxShadow = walls.join(", ");
        if (cageOf[key] !== undefined) {
          var cg = D.cages[cageOf[key]];
          if (cg.cells[0][0] === r && cg.cells[0][1] === c) {
            // a clue of five signs or more (a 16 x 16 product such as 17920×) is set smaller to stay in its cell
            td.appendChild(el("span", Array.from(cg.label).length >= 5 ? "gc-cage-label gc-long" : "gc-cage-label", cg.label));
          }
        }
        cell.pencilEl = CAGES ? td.appendChild(el("span", "gc-pencil")) : null;
        var input = el("input", "gc-input");
        input.type = "text";
        input.autocomplete = "off";
        input.setAttribute("autocapitalize", CAGES ? "off" : "characters");
        input.setAttribute("autocorrect", "off");
        input.spellcheck = false;
        input.tabIndex = -1;
        if (CAGES) input.inputMode = "numeric";
        if (given) { input.value = given; input.readOnly = true; td.classList.add("gc-given"); }
        if (shadedCells[key]) td.classList.add("gc-shaded");
        if (circledCells[key]) td.classList.add("gc-circled");
        cell.input = input;
        td.appendChild(input);
      }
      tr.appendChild(td);
    }
    tbody.appendChild(tr);
  }
  table.appendChild(tbody);
  gridInner.appendChild(table);
  gridBox.appendChild(gridInner);
  board.appendChild(gridBox);
  var SVG = "http://www.w3.org/2000/svg";
  function svgEl(tag, attrs, parent) {
    var e = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (parent) parent.appendChild(e);
    return e;
  }
  var overlay = null;  // drawn in cell units: (0, 0) the grid's top-left corner, one cell wide and high
  if (FIND || (DASHED && D.cages.length)) {
    overlay = svgEl("svg", { "class": "gc-overlay", viewBox: "0 0 " + W + " " + H, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" }, gridInner);
  }
  if (DASHED && overlay) {
    var outlines = D.cages.map(function (cage) { return cagePath(cage.cells, 0.11); }).join(" ");
    svgEl("path", { "class": "gc-cage-line", d: outlines }, overlay);
  }
  var signWords = {};  // what the signs say of each cell, for its label
  if (D.signs && D.signs.length) {  // marks on the borders between cells: futoshiki's < and its bars
    if (!overlay) overlay = svgEl("svg", { "class": "gc-overlay", viewBox: "0 0 " + W + " " + H, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" }, gridInner);
    var signPaths = [], barPaths = [];
    D.signs.forEach(function (s) {  // [r1, c1, r2, c2, mark]: "<" the first is the smaller, "|" 1 apart
      [[s[0], s[1], s[2], s[3], "less than"], [s[2], s[3], s[0], s[1], "greater than"]].forEach(function (t) {
        var side = t[2] < t[0] ? "above" : t[2] > t[0] ? "below" : t[3] < t[1] ? "to the left" : "to the right";
        (signWords[t[0] + "," + t[1]] = signWords[t[0] + "," + t[1]] || []).push((s[4] === "|" ? "1 apart from" : t[4]) + " the cell " + side);
      });
      var across = s[0] === s[2], a = 0.09, h = 0.14, bar = 0.22;
      var x = across ? Math.max(s[1], s[3]) : s[1] + 0.5, y = across ? s[0] + 0.5 : Math.max(s[0], s[2]);
      if (s[4] === "|") {
        barPaths.push(across ? "M" + x + " " + (y - bar) + "V" + (y + bar) : "M" + (x - bar) + " " + y + "H" + (x + bar));
        return;
      }
      var d = across ? (s[1] < s[3] ? -1 : 1) : (s[0] < s[2] ? -1 : 1);  // the point's side: towards the first cell
      signPaths.push(across
        ? "M" + (x - d * a) + " " + (y - h) + "L" + (x + d * a) + " " + y + "L" + (x - d * a) + " " + (y + h)
        : "M" + (x - h) + " " + (y - d * a) + "L" + x + " " + (y + d * a) + "L" + (x + h) + " " + (y - d * a));
    });
    [["gc-sign-halo", signPaths], ["gc-sign", signPaths], ["gc-bar-halo", barPaths], ["gc-bar", barPaths]].forEach(function (p) {
      if (p[1].length) svgEl("path", { "class": p[0], d: p[1].join(" ") }, overlay);
    });
  }
  function labelAll() {
    cells.forEach(function (row) { row.forEach(function (cell) { if (cell.input) cell.input.setAttribute("aria-label", cellLabel(cell)); }); });
  }

  main.appendChild(board);

  /* ---- beside the grid: the clues, the word bank, or how KenKen is played ---- */
  var side = el("aside", "gc-side");
  side.setAttribute("aria-label", D.mode === "clued" ? "clues" : D.mode === "cages" ? "rules" : FIND ? "words to find" : "word bank");
  if (D.lang && !CAGES) side.lang = D.lang;
  var clueItems = [], bankItems = null;  // a crossword's clue rows; a word bank's words
  if (D.notes || D.diagramless) {  // the file's notepad, and how a diagramless grid is solved
    var notes = el("section", "gc-notes");
    notes.appendChild(el("h2", "", "Notes"));
    if (D.diagramless) notes.appendChild(el("p", "", "Diagramless: the grid's blocks and numbers are not shown. Type the answers where they go, and . (a full stop) where a block goes; Space changes direction."));
    String(D.notes || "").split(/\n+/).forEach(function (text) { if (text.trim()) notes.appendChild(el("p", "", text)); });
    side.appendChild(notes);
  }
  if (D.mode === "clued") {
    ["across", "down"].forEach(function (d) {
      var section = el("section", "gc-clues");
      var h = el("h2", "", d === "across" ? "Across" : "Down");
      h.id = "gc-" + d;
      section.appendChild(h);
      var ol = el("ol");
      ol.setAttribute("aria-labelledby", h.id);
      entries.forEach(function (entry) {
        if (entry.direction !== d) return;
        var li = el("li");
        var b = button("", function () { hooks.onClue(entry); });
        b.className = "gc-clue";
        b.appendChild(el("span", "gc-clue-number", String(entry.number)));
        var text = el("span", "gc-clue-text", entry.clue + (entry.enumeration ? " (" + entry.enumeration + ")" : ""));
        if (entry.rtl) text.dir = "rtl";
        b.appendChild(text);
        li.appendChild(b);
        ol.appendChild(li);
        clueItems[entry.index] = li;
      });
      section.appendChild(ol);
      side.appendChild(section);
    });
  } else if (D.bank.length) {
    var bankHead = el("h2", "", "Words");
    bankHead.id = "gc-words";
    side.appendChild(bankHead);
    bankItems = [];
    D.bank.forEach(function (groupOf) {
      var section = el("section", "gc-bank");
      section.appendChild(el("h3", "", groupOf[0] + " letters"));
      var ul = el("ul");
      groupOf[1].forEach(function (w) {
        var li = el("li", "", w[0]);
        ul.appendChild(li);
        bankItems.push({ li: li, letters: w[1], text: w[0] });
      });
      section.appendChild(ul);
      side.appendChild(section);
    });
  } else if (FIND) {
    var findHead = el("h2", "", "Words to find");
    findHead.id = "gc-words";
    side.appendChild(findHead);
    var findCount = el("p", "gc-find-count");
    side.appendChild(findCount);
    var findList = el("ul", "gc-find-list");
    findList.setAttribute("aria-labelledby", "gc-words");
    D.finds.forEach(function (f, i) {
      var li = el("li");
      var word = el("span", "gc-find-word", f.text);
      word.dir = f.rtl ? "rtl" : "auto";
      li.appendChild(word);
      var said = li.appendChild(el("span", "gc-sr"));
      li.dataset.find = i;
      findList.appendChild(li);
      f.li = li;
      f.said = said;
    });
    side.appendChild(findList);
  } else if (CAGES) {
    side.appendChild(el("h2", "", "How to play"));
    var rules = D.rules.length ? D.rules : ["Fill each row and each column with the digits 1 to " + D.values.length +
      ", each once. The digits of a cage give its target under its operation (+ − × ÷)."];
    rules.forEach(function (text) { side.appendChild(el("p", "", text)); });
    side.appendChild(el("p", "", "Type a digit; arrows move; Tab goes to the next " + unitWord + ". Pencil writes candidates."));
  }
  main.appendChild(side);
  function cellLabel(cell) {
    var parts = [];
    var names = CAGES ? ["cage"] : [state.dir, state.dir === "across" ? "down" : "across"];
    names.forEach(function (d) {
      var entry = S.entryAt(state, cell, d);
      if (!entry) return;
      var at = cell.entries[d][1] + 1, n = entry.cells.length;
      if (CAGES) {
        parts.push("row " + (cell.r + 1) + ", column " + (cell.c + 1) + "; " + entry.label + ", " + n + (n === 1 ? " cell" : " cells"));
      } else {
        parts.push(entry.label + ", " + n + " letters" + (entry.clue ? ": " + entry.clue : "") + "; letter " + at + " of " + n);
      }
    });
    if (!parts.length) parts.push("row " + (cell.r + 1) + ", column " + (cell.c + 1));
    var label = parts.join(". Also ");
    if (signWords[cell.r + "," + cell.c]) label += "; " + signWords[cell.r + "," + cell.c].join(", ");
    if (circledCells[cell.r + "," + cell.c]) label += "; circled";
    if (shadedCells[cell.r + "," + cell.c] && LETTERS) label += "; shaded";
    if (cell.given) label += "; given";
    if (cell.pencil) label += "; in pencil";
    if (cell.revealed) label += "; revealed";
    if (cell.wrong) label += "; not right";
    if (CAGES && cell.marks.length && !cell.value) label += "; candidates " + cell.marks.join(" ");
    return label;
  }
  var entryNamed = {};  // "5 across": the entry, for a clue's cross-references
  entries.forEach(function (entry) { if (entry.number) entryNamed[entry.number + " " + entry.direction] = entry; });
  function highlight() {
    table.querySelectorAll(".gc-in-entry, .gc-current, .gc-ref").forEach(function (e) { e.classList.remove("gc-in-entry", "gc-current", "gc-ref"); });
    clueItems.forEach(function (li) { if (li) li.classList.remove("gc-clue-current", "gc-clue-ref"); });
    if (!state.cur) return;
    var entry = S.currentEntry(state);
    if (entry) {
      entry.cells.forEach(function (x) { cells[x[0]][x[1]].td.classList.add("gc-in-entry"); });
      if (clueItems[entry.index]) clueItems[entry.index].classList.add("gc-clue-current");
      hooks.references(entry.clue).forEach(function (ref) {  // "See 5-Across": that entry shown too
        var other = entryNamed[ref[0] + " " + ref[1]];
        if (!other || other === entry) return;
        other.cells.forEach(function (x) { cells[x[0]][x[1]].td.classList.add("gc-ref"); });
        if (clueItems[other.index]) clueItems[other.index].classList.add("gc-clue-ref");
      });
      clueBar.textContent = entry.label + (entry.enumeration ? " (" + entry.enumeration + ")" : "") +
        (entry.clue ? ": " + entry.clue : CAGES ? ", " + entry.cells.length + (entry.cells.length === 1 ? " cell" : " cells") : ", " + entry.cells.length + " letters");
      clueBar.dir = entry.rtl ? "rtl" : "ltr";
    } else if (D.diagramless) {
      clueBar.textContent = "Row " + (state.cur.r + 1) + ", column " + (state.cur.c + 1) + ": typing goes " + state.dir + "; . writes a block";
    }
    state.cur.td.classList.add("gc-current");
    state.cur.input.setAttribute("aria-label", cellLabel(state.cur));
  }
  function renderCell(cell) {  // the cell drawn from its state
    if (!cell.input) return;
    cell.input.value = cell.value;
    cell.input.readOnly = !!cell.given || cell.revealed;
    cell.td.classList.toggle("gc-wrong", cell.wrong);
    if (cell.wrong) cell.input.setAttribute("aria-invalid", "true"); else cell.input.removeAttribute("aria-invalid");
    cell.td.classList.toggle("gc-revealed", cell.revealed);
    cell.td.classList.toggle("gc-pencilled", cell.pencil);
    if (D.diagramless) cell.td.classList.toggle("gc-solver-block", cell.value === ".");  // a block the solver wrote
    cell.td.classList.toggle("gc-rebus", hooks.clusters(cell.value).length > 1);
    if (cell.pencil) cell.input.dataset.pencil = "true"; else delete cell.input.dataset.pencil;
    if (!state.rebus || state.rebus.cell !== cell) cell.input.setAttribute("aria-label", cellLabel(cell));
    if (cell.pencilEl && !cell.given) { cell.pencilEl.hidden = !!cell.value; cell.pencilEl.textContent = cell.marks.join(MARK_GAP); }
  }
  /* ---- cages drawn as dashed outlines, inset inside their cells ---- */
  function cagePath(cageCells, inset) {
    // the cage's outline in cell units: its boundary edges walked clockwise (the cage on the
    // right), joined into loops (turning right first where two loops touch at a corner), each
    // corner moved inwards by inset along both edges' inner normals
    var inCage = {}, from = {};
    cageCells.forEach(function (x) { inCage[x[0] + "," + x[1]] = true; });
    function edge(x1, y1, x2, y2) { (from[x1 + "," + y1] = from[x1 + "," + y1] || []).push({ x: x1, y: y1, dx: x2 - x1, dy: y2 - y1, used: false }); }
    cageCells.forEach(function (x) {
      var r = x[0], c = x[1];
      if (!inCage[(r - 1) + "," + c]) edge(c, r, c + 1, r);
      if (!inCage[r + "," + (c + 1)]) edge(c + 1, r, c + 1, r + 1);
      if (!inCage[(r + 1) + "," + c]) edge(c + 1, r + 1, c, r + 1);
      if (!inCage[r + "," + (c - 1)]) edge(c, r + 1, c, r);
    });
    var out = [];
    Object.keys(from).forEach(function (key) {
      from[key].forEach(function (first) {
        if (first.used) return;
        var loop = [], e = first;
        while (e && !e.used) {
          e.used = true;
          loop.push(e);
          var next = (from[(e.x + e.dx) + "," + (e.y + e.dy)] || []).filter(function (n) { return !n.used; });
          var right = next.filter(function (n) { return n.dx === -e.dy && n.dy === e.dx; });
          e = right.length ? right[0] : next[0];
        }
        var points = [];
        loop.forEach(function (e, i) {
          var before = loop[(i + loop.length - 1) % loop.length];
          if (before.dx === e.dx && before.dy === e.dy) return;  // no corner here
          var x = e.x - inset * e.dy - inset * before.dy, y = e.y + inset * e.dx + inset * before.dx;
          points.push(+x.toFixed(3) + " " + +y.toFixed(3));
        });
        out.push("M" + points.join("L") + "Z");
      });
    });
    return out.join("");
  }

  return {
    el: el, button: button, svgEl: svgEl, clueBar: clueBar, main: main, board: board, table: table, gridBox: gridBox,
    overlay: overlay, side: side, bankItems: bankItems, findCount: typeof findCount === "undefined" ? null : findCount,
    labelAll: labelAll, cellLabel: cellLabel, renderCell: renderCell, highlight: highlight
  };
}

if (typeof module === "object") module.exports = { renderer: renderer };
