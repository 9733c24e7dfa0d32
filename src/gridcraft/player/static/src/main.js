/* gridcraft's player, main.js: one puzzle, solved on the screen. Plain JavaScript, no requests.
   The data it reads is in <script id="gc-data">: see gridcraft/player/page.py. The state and its
   changes are state.js's, what a kind of puzzle does its kinds/ module's; this draws the page
   from the state and turns keys, taps and buttons into changes of it. */
(function () {
  "use strict";
  var S = require("./state.js"), seal = require("./seal.js"), K = require("./keyboard.js");
  var KINDS = { clued: require("./kinds/crossword.js").crossword, words: require("./kinds/fillin.js").fillin,
    cages: require("./kinds/latin.js").latin, find: require("./kinds/wordsearch.js").wordsearch };
  var root = document.getElementById("gc-player");
  var D = JSON.parse(document.getElementById("gc-data").textContent);
  var H = D.height, W = D.width, CAGES = D.mode === "cages", FIND = D.mode === "find";
  var LETTERS = D.mode === "clued" || D.mode === "words";  // a grid of letters typed in
  var DASHED = D.cage_style === "dashed", BOX_R = D.boxes[0], BOX_C = D.boxes[1];
  var MARK_GAP = DASHED ? "" : " ";  // inside a dashed outline the marks are spaced by the style sheet
  var enc = new TextEncoder();

  function entryHash(index, values) { return seal.entryHash(D.salt, D.rounds, index, values); }
  window.gridcraftPlayer = { sha256: function (s) { return seal.hex(seal.sha256(enc.encode(s))); }, entryHash: entryHash };

  var secret = D.sealed ? JSON.parse(seal.unseal(D.sealed, D.salt)) : null;
  var canCheck = D.check && (secret !== null || D.hashes !== null);
  var canReveal = D.reveal && secret !== null;
  var steps = secret && secret.steps ? secret.steps : null;

  /* ---- letters: a cell holds one grapheme cluster, capitals as the grid shows them ---- */
  var segmenter = typeof Intl !== "undefined" && Intl.Segmenter ? new Intl.Segmenter(D.lang || undefined, { granularity: "grapheme" }) : null;
  function clusters(s) {
    if (!segmenter) return Array.from(s);
    var out = [];
    for (var it = segmenter.segment(s)[Symbol.iterator](), x = it.next(); !x.done; x = it.next()) out.push(x.value.segment);
    return out;
  }
  function capital(g) {
    var up = g.toLocaleUpperCase(D.caps || "en").normalize("NFC");
    return clusters(up).length === 1 ? up : g;
  }
  function solutionAt(r, c) { return secret ? secret.solution[r][c] : null; }

  /* ---- the grid ---- */
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
  var state = S.makeState(D), KIND = KINDS[D.mode];
  state.timer.started = Date.now();
  var cells = state.cells, entries = state.entries, advancedFrom = null;

  var header = el("header", "gc-header");
  header.appendChild(el("h1", "gc-title", D.title));
  var clock = el("span", "gc-timer", "0:00");
  clock.setAttribute("role", "timer");
  clock.setAttribute("aria-label", "time");
  var pauseButton = button("Pause", togglePause);
  var meta = el("div", "gc-meta");
  meta.appendChild(clock);
  meta.appendChild(pauseButton);
  header.appendChild(meta);
  root.appendChild(header);

  var toolbar = el("div", "gc-toolbar");
  toolbar.setAttribute("role", "toolbar");
  toolbar.setAttribute("aria-label", "puzzle tools");
  function group(name, items) {
    var g = el("div", "gc-group");
    g.setAttribute("role", "group");
    g.setAttribute("aria-label", name);
    g.appendChild(el("span", "gc-group-name", name));
    items.forEach(function (b) { g.appendChild(b); });
    toolbar.appendChild(g);
  }
  var unitWord = D.unit || "cage";  // what a cages grid's entries are called: a cage, a box, a region
  // the scopes of Check and Reveal: a letter, a word, the puzzle; a Latin grid's cell, cage, grid
  var SCOPES = CAGES ? { cell: "Cell", entry: unitWord.charAt(0).toUpperCase() + unitWord.slice(1), grid: "Grid" } :
    { cell: "Letter", entry: "Word", grid: "Puzzle" };
  function scopeButton(verb, scope, action) {
    return button(SCOPES[scope], function () { action(scope); }, verb + " the " + SCOPES[scope].toLowerCase());
  }
  var autoButton = null;
  if (canCheck && !FIND) {  // a word search checks each selection as it is made
    var checkItems = [];
    if (secret) checkItems.push(scopeButton("check", "cell", check));
    checkItems.push(scopeButton("check", "entry", check));
    checkItems.push(scopeButton("check", "grid", check));
    if (secret) {  // auto-check needs the answers: a check-only file checks whole entries
      autoButton = button("Auto", toggleAutoCheck, "auto-check");
      autoButton.setAttribute("aria-pressed", "false");
      checkItems.push(autoButton);
    }
    group("Check", checkItems);
  }
  if (canReveal && FIND) {
    group("Reveal", [
      button("Word", function () { revealFinds(1); }, "reveal a word"),
      button("All", function () { revealFinds(D.finds.length); }, "reveal every word")
    ]);
  } else if (canReveal) {
    group("Reveal", [scopeButton("reveal", "cell", reveal), scopeButton("reveal", "entry", reveal), scopeButton("reveal", "grid", reveal)]);
  }
  var more = [];
  if (FIND ? canReveal : steps || (D.hint_note && !D.hashes)) more.push(button("Hint", hint));  // check-only: no hints
  var pencilButton = null, rebusButton = null;
  if (!FIND) {
    pencilButton = button("Pencil", togglePencil);
    pencilButton.setAttribute("aria-pressed", "false");
    more.push(pencilButton);
  }
  if (LETTERS) {  // several letters in one cell; Escape or Insert opens it too
    rebusButton = button("Rebus", toggleRebus);
    rebusButton.title = "several letters in one cell (Escape or Insert)";
    rebusButton.setAttribute("aria-pressed", "false");
    more.push(rebusButton);
  }
  var clearButton = button("Clear all", clearAll);
  more.push(clearButton);
  more.push(button("Print", function () { window.print(); }));
  group("Puzzle", more);
  root.appendChild(toolbar);

  var clueBar = el("p", "gc-clue-bar");
  clueBar.setAttribute("aria-hidden", "true");
  if (!FIND) root.appendChild(clueBar);  // a word search has no current entry

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
  var cover = el("div", "gc-cover");
  cover.appendChild(el("p", "", "Paused"));
  cover.appendChild(button("Resume", togglePause));
  board.appendChild(cover);
  main.appendChild(board);

  function labelAll() {
    cells.forEach(function (row) { row.forEach(function (cell) { if (cell.input) cell.input.setAttribute("aria-label", cellLabel(cell)); }); });
  }

  /* ---- beside the grid: the clues, the word bank, or how KenKen is played ---- */
  var side = el("aside", "gc-side");
  side.setAttribute("aria-label", D.mode === "clued" ? "clues" : D.mode === "cages" ? "rules" : FIND ? "words to find" : "word bank");
  if (D.lang && !CAGES) side.lang = D.lang;
  var clueItems = [], bankItems = null;  // a crossword's clue rows; a word bank's words
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
        var b = button("", function () { select(cells[entry.cells[0][0]][entry.cells[0][1]], d); focusCell(); });
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
  root.appendChild(main);

  var hintBox = el("div", "gc-hint");
  hintBox.hidden = true;
  hintBox.setAttribute("aria-live", "polite");
  var status = el("p", "gc-status");
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  root.appendChild(hintBox);
  root.appendChild(status);
  var keys = el("p", "gc-keys", FIND ? "Drag from a word's first letter to its last, or click or tap both. Keys: arrows move, Enter or Space marks the first and then the last letter, Escape cancels." :
    CAGES ? "Arrows move, Tab and Shift+Tab go from " + unitWord + " to " + unitWord + ", Backspace and Delete clear." :
    "Arrows move, Tab and Shift+Tab go to the next and previous entry, Space changes direction, Backspace and Delete clear.");
  root.appendChild(keys);

  /* ---- selecting and moving ---- */
  function entryAt(cell, d) { return S.entryAt(state, cell, d); }
  function currentEntry() { return S.currentEntry(state); }
  function cellLabel(cell) {
    var parts = [];
    var names = CAGES ? ["cage"] : [state.dir, state.dir === "across" ? "down" : "across"];
    names.forEach(function (d) {
      var entry = entryAt(cell, d);
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
  function select(cell, d) {
    if (state.rebus && state.rebus.cell !== cell) closeRebus(true);  // a rebus left is written
    var was = state.cur;
    if (S.select(state, cell, d)) selected(was);
  }
  function selected(was) {  // the current cell drawn, was the one before it
    if (was && was !== state.cur) was.input.tabIndex = -1;
    state.cur.input.tabIndex = 0;
    highlight();
  }
  var entryNamed = {};  // "5 across": the entry, for a clue's cross-references
  entries.forEach(function (entry) { if (entry.number) entryNamed[entry.number + " " + entry.direction] = entry; });
  function highlight() {
    root.querySelectorAll(".gc-in-entry, .gc-current, .gc-ref").forEach(function (e) { e.classList.remove("gc-in-entry", "gc-current", "gc-ref"); });
    clueItems.forEach(function (li) { if (li) li.classList.remove("gc-clue-current", "gc-clue-ref"); });
    if (!state.cur) return;
    var entry = currentEntry();
    if (entry) {
      entry.cells.forEach(function (x) { cells[x[0]][x[1]].td.classList.add("gc-in-entry"); });
      if (clueItems[entry.index]) clueItems[entry.index].classList.add("gc-clue-current");
      KIND.references(entry.clue).forEach(function (ref) {  // "See 5-Across": that entry shown too
        var other = entryNamed[ref[0] + " " + ref[1]];
        if (!other || other === entry) return;
        other.cells.forEach(function (x) { cells[x[0]][x[1]].td.classList.add("gc-ref"); });
        if (clueItems[other.index]) clueItems[other.index].classList.add("gc-clue-ref");
      });
      clueBar.textContent = entry.label + (entry.enumeration ? " (" + entry.enumeration + ")" : "") +
        (entry.clue ? ": " + entry.clue : CAGES ? ", " + entry.cells.length + (entry.cells.length === 1 ? " cell" : " cells") : ", " + entry.cells.length + " letters");
      clueBar.dir = entry.rtl ? "rtl" : "ltr";
    }
    state.cur.td.classList.add("gc-current");
    state.cur.input.setAttribute("aria-label", cellLabel(state.cur));
  }
  function focusCell() {
    if (FIND) { if (spot) spot.td.focus({ preventScroll: false }); return; }
    if (!state.cur) select(firstOpen());
    if (state.cur) { state.cur.input.focus({ preventScroll: false }); state.cur.input.select(); }
  }
  function firstOpen() { return S.firstOpen(state); }
  function step(by) {
    // the next (or previous) cell as the kind goes: along the entry, or in reading order
    var entry = currentEntry(), next = KIND.step(state, state.cur, by);
    if (!next) return false;
    select(next, entry ? entry.direction : undefined);
    focusCell();
    return true;
  }
  function backspace() {  // the current cell's entry erased, else the one before it
    advancedFrom = null;
    if (state.cur.value && !state.cur.given && !state.cur.revealed) { setValue(state.cur, ""); highlight(); }
    else if (step(-1)) { setValue(state.cur, ""); highlight(); }
  }
  function goEntry(by) {
    var next = S.entryStart(state, by);
    if (!next) return false;
    select(next.cell, next.entry.direction);
    focusCell();
    return true;
  }

  /* ---- typing ---- */
  var composing = false;
  function renderCell(cell) {  // the cell drawn from its state
    if (!cell.input) return;
    cell.input.value = cell.value;
    cell.input.readOnly = !!cell.given || cell.revealed;
    cell.td.classList.toggle("gc-wrong", cell.wrong);
    if (cell.wrong) cell.input.setAttribute("aria-invalid", "true"); else cell.input.removeAttribute("aria-invalid");
    cell.td.classList.toggle("gc-revealed", cell.revealed);
    cell.td.classList.toggle("gc-pencilled", cell.pencil);
    cell.td.classList.toggle("gc-rebus", clusters(cell.value).length > 1);
    if (cell.pencil) cell.input.dataset.pencil = "true"; else delete cell.input.dataset.pencil;
    if (!state.rebus || state.rebus.cell !== cell) cell.input.setAttribute("aria-label", cellLabel(cell));
    if (cell.pencilEl && !cell.given) { cell.pencilEl.hidden = !!cell.value; cell.pencilEl.textContent = cell.marks.join(MARK_GAP); }
  }
  function setValue(cell, value) {
    if (!S.setValue(cell, value, state.pencil && LETTERS)) return;
    entryChanged(cell);
  }
  function entryChanged(cell) {  // a cell's entry changed: auto-checked, drawn, counted
    if (secret) S.autoCheck(state, cell, solutionAt(cell.r, cell.c));
    renderCell(cell);
    changed();
  }
  function typed(cell) {
    if (state.rebus && state.rebus.cell === cell) { state.rebus.text = cell.input.value; return; }  // Enter writes it
    var raw = cell.input.value.normalize("NFC");
    var parts = clusters(raw).filter(function (g) { return !/^\s+$/.test(g); });
    if (!parts.length) { cell.input.value = cell.value; return; }
    if (parts.length > 1 && cell.value) {  // typed beside the old value (the caret before it): the new one
      var old = parts.lastIndexOf(cell.value);
      if (old >= 0) parts.splice(old, 1);
      else if (clusters(cell.value).length > 1 && raw.indexOf(cell.value) >= 0) parts = clusters(raw.replace(cell.value, ""));  // a rebus typed over
    }
    enterParts(cell, parts, cell.input.value);
  }
  function enterParts(cell, parts, shown) {  // text typed or tapped into cell, as its kind takes it
    if (!parts.length) return;
    var done = KIND.enter(state, cell, parts, { from: advancedFrom, shown: shown, values: D.values, clusters: clusters, capital: capital });
    if (done.changed) entryChanged(done.changed);
    if (done.changed !== cell) cell.input.value = cell.value;  // what was typed there is not its entry
    if (done.message) announce(done.message);
    if (done.marks) highlight();
    if (done.hold) { advancedFrom = cell; cell.input.select(); }  // 10 to 16 may follow
    else if (done.move) { advancedFrom = null; if (step(1) && done.chain) advancedFrom = cell; }
    else if (done.changed && done.changed !== cell) cell.input.select();  // a mark joined the cell just left
  }
  root.addEventListener("compositionstart", function () { composing = true; });
  root.addEventListener("compositionend", function (e) { composing = false; var cell = cellOf(e.target); if (cell && !FIND) typed(cell); });
  root.addEventListener("input", function (e) {
    if (composing || e.isComposing || FIND) return;
    var cell = cellOf(e.target);
    if (cell) typed(cell);
  });
  function cellOf(target) {
    var td = target.closest && target.closest("td.gc-cell");
    return td && root.contains(td) ? cells[+td.dataset.row][+td.dataset.col] : null;
  }
  root.addEventListener("keydown", function (e) {
    var cell = cellOf(e.target);
    if (!cell || composing || e.isComposing || FIND) return;
    if (state.cur !== cell) select(cell);
    var k = e.key;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (state.rebus) {  // the input takes the rebus's letters, arrows and Backspace; these write it
      if (k === "Enter" || k === "Escape" || k === "Insert" || k === "Tab") { e.preventDefault(); closeRebus(true); }
      return;
    }
    if ((k === "Escape" || k === "Insert") && LETTERS) {
      e.preventDefault();
      openRebus();
    } else if (k === "ArrowLeft" || k === "ArrowRight" || k === "ArrowUp" || k === "ArrowDown") {
      e.preventDefault();
      advancedFrom = null;
      var d = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
      var was = state.cur;
      if (KIND.arrow(state, d[0], d[1])) { selected(was); focusCell(); }
    } else if (k === "Tab") {
      advancedFrom = null;
      if (goEntry(e.shiftKey ? -1 : 1)) e.preventDefault();
    } else if (k === " " || k === "Spacebar") {
      e.preventDefault();
      if (S.turn(state)) highlight();
      focusCell();
    } else if (k === "Backspace") {
      e.preventDefault();
      backspace();
    } else if (k === "Delete") {
      e.preventDefault();
      advancedFrom = null;
      if (S.clearMarks(state.cur)) { renderCell(state.cur); changed(); }
      setValue(state.cur, "");
      highlight();
    } else if (k === "Enter") {
      e.preventDefault();
      if (S.turn(state)) highlight();
      focusCell();
    } else if (k.length >= 1 && clusters(k).length === 1 && (state.cur.given || state.cur.revealed)) {
      e.preventDefault();  // a given cell keeps its letter: move on as if it were typed
      step(1);
    }
  });
  var wasCurrent = false;
  var focusedOnOpen = false;  // the first cell took the focus as the file opened: a first click on it is no second one
  root.addEventListener("pointerdown", function (e) {
    if (FIND) return;
    var cell = cellOf(e.target);  // a second click on the focused cell changes direction
    wasCurrent = cell !== null && cell === state.cur && document.activeElement === cell.input && !focusedOnOpen;
    focusedOnOpen = false;
  });
  root.addEventListener("keydown", function () { focusedOnOpen = false; }, true);
  root.addEventListener("click", function (e) {
    var cell = cellOf(e.target);
    if (!cell || cell.given === null || FIND) return;
    advancedFrom = null;
    if (wasCurrent && S.turn(state)) highlight();
    else select(cell);
    wasCurrent = false;
    cell.input.select();
  });
  root.addEventListener("focusin", function (e) {
    var cell = cellOf(e.target);
    if (FIND) { if (cell && cell.given !== null) setFocus(cell); return; }
    if (cell && cell !== state.cur) select(cell);
  });

  /* ---- pencil, rebus, auto-check ---- */
  function togglePencil() {
    state.pencil = !state.pencil;
    pencilButton.setAttribute("aria-pressed", String(state.pencil));
    if (keyboard) keyboard.pressed("pencil", state.pencil);
    announce(CAGES ? (state.pencil ? "Pencil marks on: digits you type are candidates" : "Pencil marks off") :
      state.pencil ? "Pencil on: letters you type are guesses, drawn grey" : "Pencil off");
    focusCell();
  }
  function capitalText(s) { return s.toLocaleUpperCase(D.caps || "en").normalize("NFC"); }
  function toggleRebus() { if (state.rebus) closeRebus(true); else openRebus(); }
  function openRebus() {
    if (!state.cur) select(firstOpen());
    if (!state.cur || !S.openRebus(state)) { announce("This cell's letter is given."); return; }
    var cell = state.cur;
    cell.td.classList.add("gc-rebus-open");
    cell.input.value = cell.value;
    cell.input.setAttribute("aria-label", "rebus: type this cell's letters, then Enter");
    rebusButton.setAttribute("aria-pressed", "true");
    if (keyboard) keyboard.pressed("rebus", true);
    announce("Rebus: type this cell's letters, then press Enter.");
    cell.input.focus({ preventScroll: false });
    cell.input.select();
  }
  function closeRebus(keep) {
    var cell = state.rebus && state.rebus.cell;
    if (!cell) return;
    var written = S.closeRebus(state, keep, capitalText);
    cell.td.classList.remove("gc-rebus-open");
    rebusButton.setAttribute("aria-pressed", "false");
    if (keyboard) keyboard.pressed("rebus", false);
    if (written) entryChanged(written); else renderCell(cell);
    announce(written ? "Rebus " + written.value + " written." : "");
    if (written && state.cur === cell) step(1);
    highlight();
    focusCell();
  }
  function toggleAutoCheck() {
    state.autocheck = !state.autocheck;
    autoButton.setAttribute("aria-pressed", String(state.autocheck));
    if (state.autocheck) {
      var wrong = 0;
      S.scopeCells(state, "grid").forEach(function (cell) {
        if (S.autoCheck(state, cell, solutionAt(cell.r, cell.c))) renderCell(cell);
        if (cell.wrong) wrong++;
      });
      announce("Auto-check on: " + (wrong ? wrong + " " + KIND.noun(wrong) + " not right (marked)." : "every entry so far is right."));
    } else announce("Auto-check off.");
    save();
    focusCell();
  }

  /* ---- check, reveal, hints ---- */
  function markWrong(cell) {
    cell.wrong = true;
    renderCell(cell);
  }
  function check(scope) {
    if (!state.cur) select(firstOpen());
    var told;
    if (secret) told = S.checkCells(S.scopeCells(state, scope), function (cell) { return solutionAt(cell.r, cell.c); });
    else {
      told = S.checkEntries(state, scope === "grid" ? entries : [currentEntry()], function (entry, values) {
        return entryHash(entry.index, values) === D.hashes[entry.index];
      });
    }
    S.scopeCells(state, "grid").forEach(renderCell);
    var wrong = told.wrong, what = secret ? KIND.noun(wrong) : (wrong === 1 ? "entry is" : "entries are");
    announce(!told.filled ? "Nothing to check yet: fill in some cells first." : wrong ? wrong + " " + what + " not right (marked)." : "Everything filled in so far is right.");
    save();  // the marks too, so that a reload keeps them
    highlight();
    focusCell();
  }
  function reveal(scope) {
    if (!state.cur) select(firstOpen());
    S.scopeCells(state, scope).forEach(function (cell) {  // the cells first, then the solved check: the last one revealed counts too
      if (S.reveal(cell, solutionAt(cell.r, cell.c))) renderCell(cell);
    });
    changed();
    highlight();
    focusCell();
  }
  function clearHint() {
    root.querySelectorAll("[data-hint]").forEach(function (e) { e.removeAttribute("data-hint"); });
    hintBox.hidden = true;
    hintBox.textContent = "";
  }
  function wrongName() {
    for (var r = 0; r < H; r++) for (var c = 0; c < W; c++) {
      var cell = cells[r][c];
      if (cell.given === null || !cell.value || cell.value === solutionAt(r, c)) continue;
      var entry = D.mode === "clued" ? entryAt(cell, state.dir) || entryAt(cell, state.dir === "across" ? "down" : "across") : null;
      return [cell, entry ? entry.label + " is not right." : "r" + (r + 1) + "c" + (c + 1) + " is not right."];
    }
    return null;
  }
  function hint() {
    clearHint();
    hintBox.hidden = false;
    if (FIND) { findHint(); return; }
    if (!steps) { hintBox.textContent = D.hint_note; return; }
    var wrong = D.check ? wrongName() : null;  // naming a wrong entry is a check
    if (wrong) {
      markWrong(wrong[0]);
      hintBox.textContent = wrong[1];
      select(wrong[0]);
      focusCell();
      return;
    }
    for (var i = 0; i < steps.length; i++) {
      var s = steps[i];
      var open = s.placed.filter(function (p) { return cells[p[0]][p[1]].value !== p[2]; });
      if (!open.length) continue;
      s.cells.forEach(function (x) { cells[x[0]][x[1]].td.dataset.hint = "read"; });
      s.placed.forEach(function (p) { cells[p[0]][p[1]].td.dataset.hint = "place"; });
      var text = el("p", "gc-hint-text", "Hint " + (i + 1) + " of " + steps.length + ": " + s.text);
      hintBox.appendChild(text);
      if (canReveal) {
        hintBox.appendChild(button("Fill it in", function () {
          s.placed.forEach(function (p) { var cell = cells[p[0]][p[1]]; if (!cell.given && !cell.revealed) setValue(cell, p[2]); });
          clearHint();
          highlight();
        }));
      }
      select(cells[open[0][0]][open[0][1]]);
      focusCell();
      return;
    }
    hintBox.textContent = "Every step is done: the grid is complete.";
  }

  /* ---- a word search: the listed words found along straight lines ---- */
  var found = [], anchor = null, spot = null, drag = null, pick = null, missTimer = null;
  function sameLetters(letters, line) { return KINDS.find.sameLetters(letters, line); }
  function isFound(i) { return found.some(function (f) { return f.item === i; }); }
  function lineCells(a, b) { return KINDS.find.lineCells(state, a, b); }
  function snapped(a, p) { return KINDS.find.snapped(state, a, p); }
  function capsule(a, b, cls) {
    return svgEl("line", { x1: a.c + 0.5, y1: a.r + 0.5, x2: b.c + 0.5, y2: b.r + 0.5, "class": cls }, overlay);
  }
  function showPick(a, b) {
    if (pick) { pick.remove(); pick = null; }
    if (a) pick = capsule(a, b || a, "gc-pick");
  }
  function setAnchor(cell) {
    if (anchor) { anchor.td.classList.remove("gc-anchor"); anchor.td.removeAttribute("aria-selected"); }
    anchor = cell;
    if (cell) { cell.td.classList.add("gc-anchor"); cell.td.setAttribute("aria-selected", "true"); }
    showPick(cell, cell);
    labelFinds();
  }
  function setFocus(cell) {
    if (spot && spot !== cell) spot.td.tabIndex = -1;
    spot = cell;
    cell.td.tabIndex = 0;
    if (document.activeElement !== cell.td) cell.td.focus({ preventScroll: true });
  }
  function labelFinds() {
    var words = {};
    found.forEach(function (f) {
      lineCells(f.from, f.to).forEach(function (cell) { var k = cell.r + "," + cell.c; words[k] = (words[k] ? words[k] + ", " : "") + D.finds[f.item].text; });
    });
    cells.forEach(function (row) {
      row.forEach(function (cell) {
        if (cell.given === null) return;
        var k = cell.r + "," + cell.c;
        cell.td.setAttribute("aria-label", cell.given + ", row " + (cell.r + 1) + ", column " + (cell.c + 1) +
          (words[k] ? "; in " + words[k] : "") + (cell === anchor ? "; first letter marked" : ""));
      });
    });
  }
  function markFound(i, from, to, revealed) {
    var line = capsule(from, to, "gc-found gc-hue-" + (i % 6) + (revealed ? " gc-shown" : ""));
    line.dataset.find = i;
    found.push({ item: i, from: from, to: to, revealed: revealed, line: line });
  }
  function strikeFinds() {
    D.finds.forEach(function (f, i) {
      var at = null;
      found.forEach(function (x) { if (x.item === i) at = x; });
      f.li.classList.toggle("gc-used", !!at);
      f.li.classList.toggle("gc-shown", !!(at && at.revealed));
      f.said.textContent = at ? (at.revealed ? ", revealed" : ", found") : "";
    });
    findCount.textContent = found.length + " of " + D.finds.length + " found";
    labelFinds();
  }
  function miss(from, to, text) {
    var line = lineCells(from, to) ? capsule(from, to, "gc-miss") : null;
    root.dataset.miss = "true";
    announce(text);
    clearTimeout(missTimer);
    missTimer = setTimeout(function () { if (line) line.remove(); root.dataset.miss = "false"; }, 600);
  }
  function tryWord(a, b) {
    showPick(null);
    if (state.solved) return;
    var line = lineCells(a, b);
    if (!line) { miss(a, b, "A word runs in a straight line: across, down or diagonally."); return; }
    var same = found.filter(function (f) { return f.from === a && f.to === b; })[0];
    if (same) { announce(D.finds[same.item].text + " is found already."); return; }
    var on = KINDS.find.matchLine(D.finds, line, isFound), match = on.match, listed = on.listed;
    if (match < 0) { miss(a, b, listed >= 0 ? D.finds[listed].text + " is found already." : "That is not a word of the list."); return; }
    markFound(match, a, b, false);
    changed();
    var said = "Found " + D.finds[match].text + ", " + found.length + " of " + D.finds.length + ".";
    announce(state.solved ? said + " " + banner.textContent : said);
  }
  function tap(cell) {
    if (!anchor) { setAnchor(cell); announce("First letter " + cell.given + " marked: now its last letter."); }
    else if (anchor === cell) { setAnchor(null); announce("Cancelled."); }
    else { var a = anchor; setAnchor(null); tryWord(a, cell); }
  }
  function revealFinds(n) {
    clearHint();
    D.finds.forEach(function (f, i) {
      if (n <= 0 || isFound(i)) return;
      var at = secret.finds[i], last = at[at.length - 1];
      markFound(i, cells[at[0][0]][at[0][1]], cells[last[0]][last[1]], true);
      announce("Revealed " + f.text + ".");
      n--;
    });
    changed();
  }
  function findHint() {
    for (var i = 0; i < D.finds.length; i++) {
      if (isFound(i)) continue;
      var first = secret.finds[i][0], cell = cells[first[0]][first[1]];
      cell.td.dataset.hint = "place";
      hintBox.textContent = "Hint: " + D.finds[i].text + " starts at the marked letter (row " + (first[0] + 1) + ", column " + (first[1] + 1) + ").";
      setFocus(cell);
      return;
    }
    hintBox.textContent = "Every word is found.";
  }
  function clearFinds() {
    found.forEach(function (f) { f.line.remove(); });
    found = [];
    setAnchor(null);
  }
  if (FIND) {
    table.addEventListener("pointerdown", function (e) {
      var cell = cellOf(e.target);
      if (!cell || cell.given === null || e.button !== 0) return;
      drag = { from: cell, to: cell, id: e.pointerId };
      setFocus(cell);
      try { table.setPointerCapture(e.pointerId); } catch (err) { /* not capturable: moves still arrive */ }
    });
    table.addEventListener("pointermove", function (e) {
      if (!drag || e.pointerId !== drag.id) return;
      var under = document.elementFromPoint(e.clientX, e.clientY), cell = under && cellOf(under);
      if (!cell || cell === drag.to) return;
      drag.to = snapped(drag.from, cell);
      if (drag.to !== drag.from) { setAnchor(null); showPick(drag.from, drag.to); }
    });
    table.addEventListener("pointerup", function (e) {
      if (!drag || e.pointerId !== drag.id) return;
      var d = drag;
      drag = null;
      if (d.to !== d.from) { tryWord(d.from, d.to); setFocus(d.to); }
      else tap(d.from);
    });
    table.addEventListener("pointercancel", function () { drag = null; showPick(anchor, anchor); });
    table.addEventListener("keydown", function (e) {
      var cell = cellOf(e.target);
      if (!cell || e.ctrlKey || e.metaKey || e.altKey) return;
      var k = e.key, d = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
      if (d) {
        e.preventDefault();
        for (var r = cell.r + d[0], c = cell.c + d[1]; r >= 0 && r < H && c >= 0 && c < W; r += d[0], c += d[1]) {
          if (cells[r][c].given === null) continue;
          setFocus(cells[r][c]);
          if (anchor) showPick(anchor, lineCells(anchor, cells[r][c]) ? cells[r][c] : anchor);
          break;
        }
      } else if (k === "Enter" || k === " " || k === "Spacebar") {
        e.preventDefault();
        tap(cell);
      } else if (k === "Escape" && anchor) {
        e.preventDefault();
        setAnchor(null);
        announce("Cancelled.");
      }
    });
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

  /* ---- progress: saved per puzzle in this browser ---- */
  var storageKey = "gridcraft:" + D.id, store = null;
  try { store = window.localStorage; store.getItem(storageKey); } catch (err) { store = null; }
  function save() {
    if (!store) return;
    if (FIND) {
      var kept = found.map(function (f) { return [f.item, f.from.r, f.from.c, f.to.r, f.to.c, f.revealed ? 1 : 0]; });
      try { store.setItem(storageKey, JSON.stringify({ found: kept, seconds: elapsed(), solved: state.solved })); } catch (err) { /* full or blocked */ }
      return;
    }
    try { store.setItem(storageKey, JSON.stringify(S.snapshot(state, Date.now()))); } catch (err) { /* full or blocked */ }
  }
  function restore() {
    var saved = null;
    try { saved = store && JSON.parse(store.getItem(storageKey) || "null"); } catch (err) { saved = null; }
    if (!saved) return;
    (FIND ? saved.found || [] : []).forEach(function (f) {
      var from = cells[f[1]] && cells[f[1]][f[2]], to = cells[f[3]] && cells[f[3]][f[4]];
      var line = from && to ? lineCells(from, to) : null;  // kept only if its letters still spell the word
      if (line && D.finds[f[0]] && !isFound(f[0]) && sameLetters(D.finds[f[0]].letters, line)) markFound(f[0], from, to, !!f[5]);
    });
    if (FIND) { state.timer.seconds = saved.seconds || 0; return; }
    S.restore(state, saved, function (text) { return text.split(""); });
    S.scopeCells(state, "grid").forEach(renderCell);
  }
  function clearAll() {
    if (clearButton.dataset.armed !== "true") {
      clearButton.dataset.armed = "true";
      clearButton.textContent = "Clear everything?";
      announce("Press again to clear every cell and the timer.");
      setTimeout(function () { clearButton.dataset.armed = ""; clearButton.textContent = "Clear all"; }, 4000);
      return;
    }
    clearButton.dataset.armed = "";
    clearButton.textContent = "Clear all";
    if (FIND) clearFinds();
    S.clearAll(state, Date.now());
    S.scopeCells(state, "grid").forEach(renderCell);
    clearHint();
    root.dataset.solved = "false";
    banner.hidden = true;
    changed();
    announce("Cleared.");
    highlight();
    focusCell();
  }

  /* ---- the word bank, the solved state ---- */
  function changed() {
    if (FIND) strikeFinds();
    if (bankItems) strike();
    checkSolved();
    save();
  }
  function strike() {
    var placed = KINDS.words.placed(state, bankItems.map(function (item) { return item.letters; }));
    bankItems.forEach(function (item, i) {
      var on = placed[i];
      item.li.classList.toggle("gc-used", on);
      item.li.setAttribute("aria-label", item.text + (on ? ", placed" : ""));
    });
  }
  var solvedTimer = null;
  function checkSolved() {
    if (FIND) { setSolved(found.length === D.finds.length); return; }
    var now = S.progress(state, secret ? function (cell) { return solutionAt(cell.r, cell.c); } : null);
    if (!now.full) { setSolved(false); return; }
    if (secret) { setSolved(now.right); return; }
    clearTimeout(solvedTimer);  // check-only: hash the entries once typing pauses
    solvedTimer = setTimeout(function () {
      setSolved(entries.every(function (entry) {
        return entryHash(entry.index, entry.cells.map(function (x) { return cells[x[0]][x[1]].value; })) === D.hashes[entry.index];
      }));
    }, 150);
  }
  var banner = el("p", "gc-solved");
  banner.hidden = true;
  root.insertBefore(banner, toolbar);
  function setSolved(on) {
    if (on === state.solved) return;
    state.solved = on;
    root.dataset.solved = String(on);
    banner.hidden = !on;
    if (on) {
      S.pause(state.timer, Date.now());  // before the clock stops
      tick();
      clearHint();
      var shown = 0, unit = FIND ? " word" : " cell";
      if (FIND) found.forEach(function (f) { if (f.revealed) shown++; });
      else shown = S.revealedCount(state);
      banner.textContent = shown ? "Complete, with " + shown + unit + (shown === 1 ? "" : "s") + " revealed, in " + format(state.timer.seconds) + "." :
        FIND ? "Solved! Every word found, in " + format(state.timer.seconds) + "." : "Solved! Every cell is right, in " + format(state.timer.seconds) + ".";
      announce(banner.textContent);
      save();
    } else {
      if (status.textContent === banner.textContent) announce("");
      S.resume(state.timer, Date.now());
    }
  }

  /* ---- the timer ---- */
  function elapsed() { return S.elapsed(state.timer, Date.now()); }
  var format = S.formatTime;
  function togglePause() {
    if (state.solved) return;
    if (S.pause(state.timer, Date.now())) { root.classList.add("gc-paused"); pauseButton.textContent = "Resume"; announce("Paused."); save(); }
    else { S.resume(state.timer, Date.now()); root.classList.remove("gc-paused"); pauseButton.textContent = "Pause"; focusCell(); }
  }
  function tick() { clock.textContent = format(elapsed()); }
  setInterval(tick, 1000);
  document.addEventListener("visibilitychange", function () { if (document.hidden && state.timer.running && !state.solved) togglePause(); });

  function announce(text) { status.textContent = text; }

  /* ---- a touch screen: the on-screen keyboard, and a wide grid zoomed to cells one can tap ---- */
  var TOUCH = !!(window.matchMedia && window.matchMedia("(pointer: coarse)").matches);
  var keyboard = null, keyRows = TOUCH && !FIND ? K.keyRows(D.mode, D.values, D.lang) : null;
  function pressKey(k) {
    if (!state.cur) select(firstOpen());
    var cell = state.cur;
    if (!cell) return;
    if (k === "pencil") togglePencil();
    else if (k === "rebus") toggleRebus();
    else if (k === "turn") { if (S.turn(state)) highlight(); focusCell(); }
    else if (k === "back" && state.rebus) { state.rebus.text = Array.from(state.rebus.text).slice(0, -1).join(""); cell.input.value = state.rebus.text; }
    else if (k === "back") { backspace(); focusCell(); }
    else if (k === "prev" || k === "next") goEntry(k === "prev" ? -1 : 1);
    else if (state.rebus) { state.rebus.text += k; cell.input.value = state.rebus.text; }
    else if (cell.given || cell.revealed) step(1);
    else if (CAGES) {  // a value whole (10 to 16 too), or a candidate
      if (state.pencil ? S.toggleMark(cell, k, D.values) : S.setValue(cell, k)) entryChanged(cell);
      if (state.pencil) { highlight(); focusCell(); } else if (!step(1)) focusCell();
    } else { enterParts(cell, [k], k); focusCell(); }
  }
  if (keyRows) {
    keyboard = K.build(document, keyRows, pressKey);
    keyboard.clue.appendChild(clueBar);  // the current clue stays in view, above the keys
    root.appendChild(keyboard.el);
    root.classList.add("gc-with-keys");
    [pencilButton, rebusButton].forEach(function (b) { if (b) b.hidden = true; });  // the keyboard has them
    cells.forEach(function (row) { row.forEach(function (cell) { if (cell.input) cell.input.inputMode = "none"; }); });
    var room = function () { document.documentElement.style.setProperty("--keys", keyboard.el.offsetHeight + "px"); };
    room();
    window.addEventListener("resize", room);
  }
  var zoomButton = button("Zoom", function () { zoom(!root.classList.contains("gc-zoomed")); }, "zoom the grid");
  zoomButton.setAttribute("aria-pressed", "false");
  if (!FIND) toolbar.lastChild.insertBefore(zoomButton, toolbar.lastChild.lastChild);  // a word search's drag would pan
  var TAP = 32;  // px: the least cell one taps without missing (a zoomed grid's cells are 2.5rem)
  function naturalCell() {
    var zoomed = root.classList.contains("gc-zoomed");
    if (zoomed) root.classList.remove("gc-zoomed");
    var size = table.rows[0].cells[0].getBoundingClientRect().width;
    if (zoomed) root.classList.add("gc-zoomed");
    return size;
  }
  function zoom(on) {
    root.classList.toggle("gc-zoomed", on);
    zoomButton.setAttribute("aria-pressed", String(on));
    if (state.cur && state.cur.td) state.cur.td.scrollIntoView({ block: "nearest", inline: "nearest" });
  }
  function fitZoom() { zoomButton.hidden = FIND || naturalCell() >= TAP; if (zoomButton.hidden) zoom(false); }
  fitZoom();
  if (TOUCH && !zoomButton.hidden) zoom(true);  // a phone starts with cells one can tap; Zoom shows the whole grid
  window.addEventListener("resize", fitZoom);

  /* ---- print: the blank puzzle on one page ---- */
  var printCell = Math.min(9, 180 / W, 150 / H);
  root.style.setProperty("--print-cell", printCell.toFixed(2) + "mm");

  restore();
  if (FIND) {
    strikeFinds();
    checkSolved();
    if (state.solved) { state.timer.running = false; }
    var start = firstOpen();
    if (start) { spot = start; start.td.tabIndex = 0; labelFinds(); if (!state.solved) start.td.focus({ preventScroll: true }); }
  } else {
    labelAll();
    if (bankItems) strike();
    checkSolved();
    if (state.solved) { state.timer.running = false; }
    select(firstOpen());
    if (state.cur && !state.solved) { state.cur.input.focus({ preventScroll: true }); focusedOnOpen = true; }
    if (!secret) state.autocheck = false;  // a check-only file checks whole entries only
    if (autoButton) autoButton.setAttribute("aria-pressed", String(state.autocheck));  // typing goes into the highlighted cell at once
  }
  tick();
  root.dataset.ready = "true";
  if (window.performance && performance.mark) performance.mark("gridcraft-ready");  // load to drawn grid
})();

