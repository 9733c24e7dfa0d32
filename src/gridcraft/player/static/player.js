/* gridcraft's player: one puzzle, solved on the screen. Plain JavaScript, no requests.
   The data it reads is in <script id="gc-data">: see gridcraft/player/page.py. */
(function () {
  "use strict";
  var root = document.getElementById("gc-player");
  var D = JSON.parse(document.getElementById("gc-data").textContent);
  var H = D.height, W = D.width, CAGES = D.mode === "cages", FIND = D.mode === "find";
  var DASHED = D.cage_style === "dashed", BOX_R = D.boxes[0], BOX_C = D.boxes[1];
  var MARK_GAP = DASHED ? "" : " ";  // inside a dashed outline the marks are spaced by the style sheet
  var enc = new TextEncoder();

  /* ---- SHA-256 (FIPS 180-4), for the sealed answers and check-only hashes ---- */
  var K = [], H0 = [];
  (function () {
    var n = 2, found = 0;
    function frac(x) { return ((x - Math.floor(x)) * 4294967296) >>> 0; }
    while (found < 64) {
      var prime = true;
      for (var d = 2; d * d <= n; d++) if (n % d === 0) { prime = false; break; }
      if (prime) { if (found < 8) H0.push(frac(Math.sqrt(n))); K.push(frac(Math.cbrt(n))); found++; }
      n++;
    }
  })();
  function sha256(bytes) {
    var len = bytes.length, total = ((len + 9 + 63) >> 6) << 6;
    var m = new Uint8Array(total);
    m.set(bytes); m[len] = 0x80;
    var bits = len * 8;
    m[total - 4] = bits >>> 24; m[total - 3] = bits >>> 16; m[total - 2] = bits >>> 8; m[total - 1] = bits;
    m[total - 5] = Math.floor(len / 536870912);
    var h = H0.slice(), w = new Array(64);
    for (var off = 0; off < total; off += 64) {
      for (var i = 0; i < 16; i++) {
        w[i] = (m[off + 4 * i] << 24) | (m[off + 4 * i + 1] << 16) | (m[off + 4 * i + 2] << 8) | m[off + 4 * i + 3];
      }
      for (i = 16; i < 64; i++) {
        var a0 = w[i - 15], a1 = w[i - 2];
        var s0 = ((a0 >>> 7) | (a0 << 25)) ^ ((a0 >>> 18) | (a0 << 14)) ^ (a0 >>> 3);
        var s1 = ((a1 >>> 17) | (a1 << 15)) ^ ((a1 >>> 19) | (a1 << 13)) ^ (a1 >>> 10);
        w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
      }
      var a = h[0], b = h[1], c = h[2], e = h[4], f = h[5], g = h[6], hh = h[7], dd = h[3];
      for (i = 0; i < 64; i++) {
        var S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
        var t1 = (hh + S1 + ((e & f) ^ (~e & g)) + K[i] + w[i]) | 0;
        var S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
        var t2 = (S0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
        hh = g; g = f; f = e; e = (dd + t1) | 0; dd = c; c = b; b = a; a = (t1 + t2) | 0;
      }
      h[0] = (h[0] + a) | 0; h[1] = (h[1] + b) | 0; h[2] = (h[2] + c) | 0; h[3] = (h[3] + dd) | 0;
      h[4] = (h[4] + e) | 0; h[5] = (h[5] + f) | 0; h[6] = (h[6] + g) | 0; h[7] = (h[7] + hh) | 0;
    }
    var out = new Uint8Array(32);
    for (i = 0; i < 8; i++) {
      out[4 * i] = h[i] >>> 24; out[4 * i + 1] = h[i] >>> 16; out[4 * i + 2] = h[i] >>> 8; out[4 * i + 3] = h[i];
    }
    return out;
  }
  function hex(bytes) {
    var s = "";
    for (var i = 0; i < bytes.length; i++) s += (bytes[i] < 16 ? "0" : "") + bytes[i].toString(16);
    return s;
  }
  /* sealed text and hashes are written in 32 digits and signs, no letter (see seal.py) */
  var ALPHABET = "0123456789!#$%()*+,-./:;=?@[]^_~";
  function encode32(bytes) {
    var out = "", acc = 0, bits = 0;
    for (var i = 0; i < bytes.length; i++) {
      acc = ((acc << 8) | bytes[i]) & 0xffff; bits += 8;
      while (bits >= 5) { bits -= 5; out += ALPHABET[(acc >> bits) & 31]; }
    }
    if (bits) out += ALPHABET[(acc << (5 - bits)) & 31];
    return out;
  }
  function decode32(text) {
    var out = new Uint8Array(Math.floor(text.length * 5 / 8)), n = 0, acc = 0, bits = 0;
    for (var i = 0; i < text.length; i++) {
      acc = ((acc << 5) | ALPHABET.indexOf(text[i])) & 0xffff; bits += 5;
      if (bits >= 8) { bits -= 8; out[n++] = (acc >> bits) & 255; }
    }
    return out.subarray(0, n);
  }
  function unseal(sealed, salt) {
    var raw = decode32(sealed), data = new Uint8Array(raw.length), saltBytes = enc.encode(salt + ":");
    for (var i = 0; i < raw.length; i += 32) {
      var block = new Uint8Array(saltBytes.length + 4), n = i / 32;
      block.set(saltBytes);
      block.set([n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255], saltBytes.length);
      var key = sha256(block);
      for (var j = 0; j < 32 && i + j < raw.length; j++) data[i + j] = raw[i + j] ^ key[j];
    }
    return new TextDecoder().decode(data);
  }
  function entryHash(index, values) {
    var digest = sha256(enc.encode(D.salt + "\u0000" + index + "\u0000" + values.join("\u0001")));
    for (var i = 1; i < D.rounds; i++) digest = sha256(digest);
    return encode32(digest.subarray(0, 16));
  }
  window.gridcraftPlayer = { sha256: function (s) { return hex(sha256(enc.encode(s))); }, entryHash: entryHash };

  var secret = D.sealed ? JSON.parse(unseal(D.sealed, D.salt)) : null;
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
  var cells = [], entries = D.entries, cur = null, dir = CAGES ? "cage" : "across", advancedFrom = null;
  var pencil = false, timer = { seconds: 0, running: true, started: Date.now() }, solved = false;

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
  var entryWord = CAGES ? unitWord.charAt(0).toUpperCase() + unitWord.slice(1) : "Entry";
  if (canCheck && !FIND) {  // a word search checks each selection as it is made
    var checkItems = [];
    if (secret) checkItems.push(button("Cell", function () { check("cell"); }, "check the cell"));
    checkItems.push(button(entryWord, function () { check("entry"); }, "check the " + entryWord.toLowerCase()));
    checkItems.push(button("Grid", function () { check("grid"); }, "check the grid"));
    group("Check", checkItems);
  }
  if (canReveal && FIND) {
    group("Reveal", [
      button("Word", function () { revealFinds(1); }, "reveal a word"),
      button("All", function () { revealFinds(D.finds.length); }, "reveal every word")
    ]);
  } else if (canReveal) {
    group("Reveal", [
      button("Cell", function () { reveal("cell"); }, "reveal the cell"),
      button(entryWord, function () { reveal("entry"); }, "reveal the " + entryWord.toLowerCase()),
      button("Grid", function () { reveal("grid"); }, "reveal the grid")
    ]);
  }
  var more = [];
  if (FIND ? canReveal : steps || (D.hint_note && !D.hashes)) more.push(button("Hint", hint));  // check-only: no hints
  var pencilButton = null;
  if (CAGES) {
    pencilButton = button("Pencil", function () {
      pencil = !pencil;
      pencilButton.setAttribute("aria-pressed", String(pencil));
      announce(pencil ? "Pencil marks on: digits you type are candidates" : "Pencil marks off");
      focusCell();
    });
    pencilButton.setAttribute("aria-pressed", "false");
    more.push(pencilButton);
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
  var gridBox = el("div", "gc-gridbox");  // the grid and, over it, the drawing of cages and found words
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
    cells.push([]);
    for (var c = 0; c < W; c++) {
      var td = el("td", "gc-cell");
      td.setAttribute("role", "gridcell");
      td.setAttribute("aria-colindex", c + 1);
      td.dataset.row = r;
      td.dataset.col = c;
      var given = D.grid[r][c];
      var cell = { r: r, c: c, td: td, given: given, value: given || "", marks: [], revealed: false, entries: {} };
      cells[r].push(cell);
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
        cell.input = input;
        td.appendChild(input);
      }
      tr.appendChild(td);
    }
    tbody.appendChild(tr);
  }
  table.appendChild(tbody);
  gridBox.appendChild(table);
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
    overlay = svgEl("svg", { "class": "gc-overlay", viewBox: "0 0 " + W + " " + H, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" }, gridBox);
  }
  if (DASHED && overlay) {
    var outlines = D.cages.map(function (cage) { return cagePath(cage.cells, 0.11); }).join(" ");
    svgEl("path", { "class": "gc-cage-line", d: outlines }, overlay);
  }
  var signWords = {};  // what the signs say of each cell, for its label
  if (D.signs && D.signs.length) {  // marks on the borders between cells: futoshiki's < and its bars
    if (!overlay) overlay = svgEl("svg", { "class": "gc-overlay", viewBox: "0 0 " + W + " " + H, preserveAspectRatio: "none", "aria-hidden": "true", focusable: "false" }, gridBox);
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

  entries.forEach(function (entry, i) {
    entry.index = i;
    entry.cells.forEach(function (x, k) { cells[x[0]][x[1]].entries[entry.direction] = [i, k]; });
  });
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
  function entryAt(cell, d) {
    var at = cell.entries[d];
    return at ? entries[at[0]] : null;
  }
  function currentEntry() {
    if (!cur) return null;
    return entryAt(cur, dir) || entryAt(cur, dir === "across" ? "down" : "across") || entryAt(cur, "cage");
  }
  function cellLabel(cell) {
    var parts = [];
    var names = CAGES ? ["cage"] : [dir, dir === "across" ? "down" : "across"];
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
    if (cell.given) label += "; given";
    if (cell.revealed) label += "; revealed";
    if (cell.td.classList.contains("gc-wrong")) label += "; not right";
    if (CAGES && cell.marks.length && !cell.value) label += "; candidates " + cell.marks.join(" ");
    return label;
  }
  function select(cell, d) {
    if (cell.given === null) return;
    if (d && entryAt(cell, d)) dir = d;
    else if (!CAGES && !entryAt(cell, dir)) dir = dir === "across" ? "down" : "across";
    if (cur) cur.input.tabIndex = -1;
    cur = cell;
    cell.input.tabIndex = 0;
    highlight();
  }
  function highlight() {
    root.querySelectorAll(".gc-in-entry, .gc-current").forEach(function (e) { e.classList.remove("gc-in-entry", "gc-current"); });
    clueItems.forEach(function (li) { if (li) li.classList.remove("gc-clue-current"); });
    if (!cur) return;
    var entry = currentEntry();
    if (entry) {
      entry.cells.forEach(function (x) { cells[x[0]][x[1]].td.classList.add("gc-in-entry"); });
      if (clueItems[entry.index]) clueItems[entry.index].classList.add("gc-clue-current");
      clueBar.textContent = entry.label + (entry.enumeration ? " (" + entry.enumeration + ")" : "") +
        (entry.clue ? ": " + entry.clue : CAGES ? ", " + entry.cells.length + (entry.cells.length === 1 ? " cell" : " cells") : ", " + entry.cells.length + " letters");
      clueBar.dir = entry.rtl ? "rtl" : "ltr";
    }
    cur.td.classList.add("gc-current");
    cur.input.setAttribute("aria-label", cellLabel(cur));
  }
  function focusCell() {
    if (FIND) { if (spot) spot.td.focus({ preventScroll: false }); return; }
    if (!cur) select(firstOpen());
    if (cur) { cur.input.focus({ preventScroll: false }); cur.input.select(); }
  }
  function firstOpen() {
    if (entries.length) { var x = entries[0].cells[0]; return cells[x[0]][x[1]]; }
    for (var r = 0; r < H; r++) for (var c = 0; c < W; c++) if (cells[r][c].given !== null) return cells[r][c];
    return null;
  }
  function move(dr, dc) {
    var r = cur.r + dr, c = cur.c + dc;
    while (r >= 0 && r < H && c >= 0 && c < W) {
      if (cells[r][c].given !== null) {
        select(cells[r][c], dc ? "across" : "down");
        focusCell();
        return;
      }
      r += dr; c += dc;
    }
  }
  function step(by) {
    // the next (or previous) cell of the current entry; KenKen: the next cell in reading order
    if (CAGES) {
      var i = cur.r * W + cur.c + by;
      while (i >= 0 && i < H * W && cells[Math.floor(i / W)][i % W].given === null) i += by;  // over blocks
      if (i >= 0 && i < H * W) { select(cells[Math.floor(i / W)][i % W]); focusCell(); return true; }
      return false;
    }
    var entry = currentEntry(), k = cur.entries[entry.direction][1] + by;
    if (k < 0 || k >= entry.cells.length) return false;
    select(cells[entry.cells[k][0]][entry.cells[k][1]], entry.direction);
    focusCell();
    return true;
  }
  function goEntry(by) {
    var entry = currentEntry();
    var i = entry ? entry.index + by : 0;
    if (i < 0 || i >= entries.length) return false;
    var next = entries[i], target = next.cells[0];
    for (var k = 0; k < next.cells.length; k++) {
      var x = next.cells[k];
      if (!cells[x[0]][x[1]].value) { target = x; break; }
    }
    select(cells[target[0]][target[1]], next.direction);
    focusCell();
    return true;
  }

  /* ---- typing ---- */
  var composing = false;
  function setValue(cell, value) {
    if (cell.given || cell.revealed) return;
    cell.value = value;
    cell.input.value = value;
    cell.td.classList.remove("gc-wrong");
    cell.input.removeAttribute("aria-invalid");
    if (CAGES) cell.pencilEl.hidden = !!value;
    changed();
  }
  function typed(cell) {
    var raw = cell.input.value.normalize("NFC");
    var parts = clusters(raw).filter(function (g) { return !/^\s+$/.test(g); });
    if (!parts.length) { cell.input.value = cell.value; return; }
    if (parts.length > 1 && cell.value) {  // typed beside the old value (the caret before it): the new one
      var old = parts.indexOf(cell.value);
      if (old >= 0) parts.splice(old, 1);
    }
    if (CAGES) return typedDigit(cell, parts);
    var g = parts[parts.length - 1];
    // a mark typed after a letter (Devanagari, Thai) joins the cluster in the cell just left
    if (advancedFrom && advancedFrom.value && !advancedFrom.given && !advancedFrom.revealed && parts.length === 1 && (!cell.value || cell.input.value === g)) {
      var joined = (advancedFrom.value + g).normalize("NFC");
      if (clusters(joined).length === 1) {
        setValue(advancedFrom, capital(joined));
        cell.input.value = cell.value;
        cell.input.select();
        return;
      }
    }
    setValue(cell, capital(g));
    advancedFrom = null;
    var from = cell;
    if (step(1)) advancedFrom = from;
  }
  function typedDigit(cell, parts) {
    var digits = parts.join("").replace(/[^0-9]/g, "");
    if (!digits) { cell.input.value = cell.value; return; }
    var d = digits[digits.length - 1], n = D.values.length;
    if (pencil) {
      cell.input.value = cell.value;
      if (D.values.indexOf(d) < 0 || cell.value) return;
      var at = cell.marks.indexOf(d);
      if (at < 0) cell.marks.push(d); else cell.marks.splice(at, 1);
      cell.marks.sort(function (a, b) { return a - b; });
      cell.pencilEl.textContent = cell.marks.join(MARK_GAP);
      changed();
      highlight();
      return;
    }
    var value = d;
    if (n >= 10 && advancedFrom === cell && cell.value === "1" && D.values.indexOf("1" + d) >= 0) value = "1" + d;
    if (D.values.indexOf(value) < 0) { cell.input.value = cell.value; announce(d + " is not a digit of this puzzle"); return; }
    setValue(cell, value);
    if (n >= 10 && value === "1") { advancedFrom = cell; cell.input.select(); return; }  // 10 to 16 may follow
    advancedFrom = null;
    step(1);
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
    if (cur !== cell) select(cell);
    var k = e.key;
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    if (k === "ArrowLeft" || k === "ArrowRight" || k === "ArrowUp" || k === "ArrowDown") {
      e.preventDefault();
      advancedFrom = null;
      var d = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
      var axis = d[1] ? "across" : "down";
      if (!CAGES && dir !== axis && entryAt(cur, axis)) { select(cur, axis); focusCell(); return; }
      move(d[0], d[1]);
    } else if (k === "Tab") {
      advancedFrom = null;
      if (goEntry(e.shiftKey ? -1 : 1)) e.preventDefault();
    } else if (k === " " || k === "Spacebar") {
      e.preventDefault();
      if (!CAGES) { var other = dir === "across" ? "down" : "across"; if (entryAt(cur, other)) select(cur, other); focusCell(); }
    } else if (k === "Backspace") {
      e.preventDefault();
      advancedFrom = null;
      if (cur.value && !cur.given && !cur.revealed) { setValue(cur, ""); highlight(); }
      else if (step(-1)) { setValue(cur, ""); highlight(); }
    } else if (k === "Delete") {
      e.preventDefault();
      advancedFrom = null;
      if (CAGES && !cur.value && cur.marks.length) { cur.marks = []; cur.pencilEl.textContent = ""; changed(); }
      setValue(cur, "");
      highlight();
    } else if (k === "Enter") {
      e.preventDefault();
      if (!CAGES) { var o = dir === "across" ? "down" : "across"; if (entryAt(cur, o)) select(cur, o); focusCell(); }
    } else if (k.length >= 1 && clusters(k).length === 1 && (cur.given || cur.revealed)) {
      e.preventDefault();  // a given cell keeps its letter: move on as if it were typed
      step(1);
    }
  });
  var wasCurrent = false;
  var focusedOnOpen = false;  // the first cell took the focus as the file opened: a first click on it is no second one
  root.addEventListener("pointerdown", function (e) {
    if (FIND) return;
    var cell = cellOf(e.target);  // a second click on the focused cell changes direction
    wasCurrent = cell !== null && cell === cur && document.activeElement === cell.input && !focusedOnOpen;
    focusedOnOpen = false;
  });
  root.addEventListener("keydown", function () { focusedOnOpen = false; }, true);
  root.addEventListener("click", function (e) {
    var cell = cellOf(e.target);
    if (!cell || cell.given === null || FIND) return;
    advancedFrom = null;
    if (wasCurrent && !CAGES) { var other = dir === "across" ? "down" : "across"; if (entryAt(cell, other)) select(cell, other); }
    else select(cell);
    wasCurrent = false;
    cell.input.select();
  });
  root.addEventListener("focusin", function (e) {
    var cell = cellOf(e.target);
    if (FIND) { if (cell && cell.given !== null) setFocus(cell); return; }
    if (cell && cell !== cur) select(cell);
  });

  /* ---- check, reveal, hints ---- */
  function unitCells(scope) {
    if (scope === "cell") return cur ? [cur] : [];
    if (scope === "entry") { var entry = currentEntry(); return entry ? entry.cells.map(function (x) { return cells[x[0]][x[1]]; }) : []; }
    var all = [];
    cells.forEach(function (row) { row.forEach(function (cell) { if (cell.given !== null) all.push(cell); }); });
    return all;
  }
  function markWrong(cell) {
    cell.td.classList.add("gc-wrong");
    cell.input.setAttribute("aria-invalid", "true");
  }
  function check(scope) {
    if (!cur) select(firstOpen());
    var wrong = 0, filled = 0;
    if (secret) {
      unitCells(scope).forEach(function (cell) {
        if (!cell.value || cell.given) return;
        filled++;
        if (cell.value !== solutionAt(cell.r, cell.c)) { markWrong(cell); wrong++; }
      });
    } else {
      var units = scope === "grid" ? entries : [currentEntry()];
      units.forEach(function (entry) {
        var values = entry.cells.map(function (x) { return cells[x[0]][x[1]].value; });
        if (values.indexOf("") >= 0) return;
        filled++;
        if (entryHash(entry.index, values) !== D.hashes[entry.index]) {
          wrong++;
          entry.cells.forEach(function (x) { markWrong(cells[x[0]][x[1]]); });
        }
      });
    }
    var what = secret ? (wrong === 1 ? "letter is" : "letters are") : (wrong === 1 ? "entry is" : "entries are");
    if (CAGES && secret) what = wrong === 1 ? "digit is" : "digits are";
    announce(!filled ? "Nothing to check yet: fill in some cells first." : wrong ? wrong + " " + what + " not right (marked)." : "Everything filled in so far is right.");
    save();  // the marks too, so that a reload keeps them
    highlight();
    focusCell();
  }
  function reveal(scope) {
    if (!cur) select(firstOpen());
    quiet = true;  // the cells first, then the solved check: the last one revealed counts too
    unitCells(scope).forEach(function (cell) {
      if (cell.given || cell.value === solutionAt(cell.r, cell.c)) return;
      cell.revealed = false;
      setValue(cell, solutionAt(cell.r, cell.c));
      cell.revealed = true;
      cell.td.classList.add("gc-revealed");
      cell.input.readOnly = true;
    });
    quiet = false;
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
      var entry = D.mode === "clued" ? entryAt(cell, dir) || entryAt(cell, dir === "across" ? "down" : "across") : null;
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
  function sameLetters(letters, line) {
    if (letters.length !== line.length) return false;
    for (var i = 0; i < line.length; i++) if (line[i].given !== letters[i]) return false;
    return true;
  }
  function isFound(i) { return found.some(function (f) { return f.item === i; }); }
  function lineCells(a, b) {
    // the cells from a to b along one of the 8 directions (a and b apart), or null
    var dr = b.r - a.r, dc = b.c - a.c, n = Math.max(Math.abs(dr), Math.abs(dc));
    if (!n || (dr && dc && Math.abs(dr) !== Math.abs(dc))) return null;
    var out = [];
    for (var k = 0; k <= n; k++) {
      var cell = cells[a.r + k * Math.sign(dr)][a.c + k * Math.sign(dc)];
      if (cell.given === null) return null;
      out.push(cell);
    }
    return out;
  }
  function snapped(a, p) {
    // the cell nearest p on one of a's 8 lines (a drag need not keep to the line exactly)
    var dr = p.r - a.r, dc = p.c - a.c, ar = Math.abs(dr), ac = Math.abs(dc), n;
    if (ar > 2 * ac) { dc = 0; n = ar; } else if (ac > 2 * ar) { dr = 0; n = ac; } else { n = Math.round((ar + ac) / 2); }
    var sr = Math.sign(dr), sc = Math.sign(dc);
    while (n > 0 && !(a.r + n * sr >= 0 && a.r + n * sr < H && a.c + n * sc >= 0 && a.c + n * sc < W)) n--;
    return cells[a.r + n * sr][a.c + n * sc];
  }
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
    if (solved) return;
    var line = lineCells(a, b);
    if (!line) { miss(a, b, "A word runs in a straight line: across, down or diagonally."); return; }
    var same = found.filter(function (f) { return f.from === a && f.to === b; })[0];
    if (same) { announce(D.finds[same.item].text + " is found already."); return; }
    var match = -1, listed = -1;
    D.finds.forEach(function (f, i) {
      if (!sameLetters(f.letters, line)) return;
      if (listed < 0) listed = i;
      if (match < 0 && !isFound(i)) match = i;
    });
    if (match < 0) { miss(a, b, listed >= 0 ? D.finds[listed].text + " is found already." : "That is not a word of the list."); return; }
    markFound(match, a, b, false);
    changed();
    var said = "Found " + D.finds[match].text + ", " + found.length + " of " + D.finds.length + ".";
    announce(solved ? said + " " + banner.textContent : said);
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
      try { store.setItem(storageKey, JSON.stringify({ found: kept, seconds: elapsed(), solved: solved })); } catch (err) { /* full or blocked */ }
      return;
    }
    var values = {}, marks = {}, shown = [], wrong = [];
    cells.forEach(function (row) {
      row.forEach(function (cell) {
        if (cell.given) return;
        var key = cell.r + "," + cell.c;
        if (cell.value) values[key] = cell.value;
        if (cell.marks.length) marks[key] = cell.marks.join("");
        if (cell.revealed) shown.push(key);
        if (cell.td && cell.td.classList.contains("gc-wrong")) wrong.push(key);  // Check's marks
      });
    });
    try { store.setItem(storageKey, JSON.stringify({ values: values, marks: marks, revealed: shown, wrong: wrong, seconds: elapsed(), solved: solved })); } catch (err) { /* full or blocked */ }
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
    Object.keys(saved.values || {}).forEach(function (key) {
      var at = key.split(","), cell = cells[+at[0]] && cells[+at[0]][+at[1]];
      if (cell && cell.given === "") { cell.value = saved.values[key]; cell.input.value = cell.value; if (CAGES) cell.pencilEl.hidden = true; }
    });
    Object.keys(saved.marks || {}).forEach(function (key) {
      var at = key.split(","), cell = cells[+at[0]] && cells[+at[0]][+at[1]];
      if (cell && cell.pencilEl) { cell.marks = saved.marks[key].split(""); cell.pencilEl.textContent = cell.marks.join(MARK_GAP); }
    });
    (saved.revealed || []).forEach(function (key) {
      var at = key.split(","), cell = cells[+at[0]] && cells[+at[0]][+at[1]];
      if (cell && cell.given === "") { cell.revealed = true; cell.td.classList.add("gc-revealed"); cell.input.readOnly = true; }
    });
    (saved.wrong || []).forEach(function (key) {  // a mark only where a letter still stands
      var at = key.split(","), cell = cells[+at[0]] && cells[+at[0]][+at[1]];
      if (cell && cell.given === "" && cell.value && !cell.revealed) markWrong(cell);
    });
    timer.seconds = saved.seconds || 0;
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
    cells.forEach(function (row) {
      row.forEach(function (cell) {
        if (cell.given !== "") return;
        cell.revealed = false;
        cell.input.readOnly = false;
        cell.td.classList.remove("gc-revealed");
        cell.marks = [];
        if (cell.pencilEl) cell.pencilEl.textContent = "";
        setValue(cell, "");
      });
    });
    clearHint();
    solved = false;
    root.dataset.solved = "false";
    timer.seconds = 0; timer.started = Date.now(); timer.running = true;
    if (FIND) changed();
    announce("Cleared.");
    highlight();
    focusCell();
  }

  /* ---- the word bank, the solved state ---- */
  var quiet = false;
  function changed() {
    if (quiet) return;
    if (FIND) strikeFinds();
    if (bankItems) strike();
    checkSolved();
    save();
  }
  function strike() {
    var counts = {};
    entries.forEach(function (entry) {
      var word = entry.cells.map(function (x) { return cells[x[0]][x[1]].value; });
      if (word.indexOf("") < 0) { var w = word.join(""); counts[w] = (counts[w] || 0) + 1; }
    });
    bankItems.forEach(function (item) {
      var on = (counts[item.letters] || 0) > 0;
      if (on) counts[item.letters]--;
      item.li.classList.toggle("gc-used", on);
      item.li.setAttribute("aria-label", item.text + (on ? ", placed" : ""));
    });
  }
  var solvedTimer = null;
  function checkSolved() {
    if (FIND) { setSolved(found.length === D.finds.length); return; }
    var full = true, right = true;
    cells.forEach(function (row) {
      row.forEach(function (cell) {
        if (cell.given === null) return;
        if (!cell.value) full = false;
        else if (secret && cell.value !== solutionAt(cell.r, cell.c)) right = false;
      });
    });
    if (!full) { setSolved(false); return; }
    if (secret) { setSolved(right); return; }
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
    if (on === solved) return;
    solved = on;
    root.dataset.solved = String(on);
    banner.hidden = !on;
    if (on) {
      timer.seconds = elapsed();  // before the clock stops
      timer.running = false;
      tick();
      clearHint();
      var shown = 0, unit = FIND ? " word" : " cell";
      if (FIND) found.forEach(function (f) { if (f.revealed) shown++; });
      else cells.forEach(function (row) { row.forEach(function (cell) { if (cell.revealed) shown++; }); });
      banner.textContent = shown ? "Complete, with " + shown + unit + (shown === 1 ? "" : "s") + " revealed, in " + format(timer.seconds) + "." :
        FIND ? "Solved! Every word found, in " + format(timer.seconds) + "." : "Solved! Every cell is right, in " + format(timer.seconds) + ".";
      announce(banner.textContent);
      save();
    } else {
      if (status.textContent === banner.textContent) announce("");
      if (!timer.running) { timer.running = true; timer.started = Date.now(); }
    }
  }

  /* ---- the timer ---- */
  function elapsed() { return timer.running ? timer.seconds + Math.floor((Date.now() - timer.started) / 1000) : timer.seconds; }
  function format(s) {
    var m = Math.floor(s / 60), h = Math.floor(m / 60);
    var mm = h ? String(m % 60).padStart(2, "0") : String(m);
    return (h ? h + ":" : "") + mm + ":" + String(s % 60).padStart(2, "0");
  }
  function togglePause() {
    if (solved) return;
    if (timer.running) { timer.seconds = elapsed(); timer.running = false; root.classList.add("gc-paused"); pauseButton.textContent = "Resume"; announce("Paused."); save(); }
    else { timer.started = Date.now(); timer.running = true; root.classList.remove("gc-paused"); pauseButton.textContent = "Pause"; focusCell(); }
  }
  function tick() { clock.textContent = format(elapsed()); }
  setInterval(tick, 1000);
  document.addEventListener("visibilitychange", function () { if (document.hidden && timer.running && !solved) togglePause(); });

  function announce(text) { status.textContent = text; }

  /* ---- print: the blank puzzle on one page ---- */
  var printCell = Math.min(9, 180 / W, 150 / H);
  root.style.setProperty("--print-cell", printCell.toFixed(2) + "mm");

  restore();
  if (FIND) {
    strikeFinds();
    checkSolved();
    if (solved) { timer.running = false; }
    var start = firstOpen();
    if (start) { spot = start; start.td.tabIndex = 0; labelFinds(); if (!solved) start.td.focus({ preventScroll: true }); }
  } else {
    labelAll();
    if (bankItems) strike();
    checkSolved();
    if (solved) { timer.running = false; }
    select(firstOpen());
    if (cur && !solved) { cur.input.focus({ preventScroll: true }); focusedOnOpen = true; }  // typing goes into the highlighted cell at once
  }
  tick();
  root.dataset.ready = "true";
  if (window.performance && performance.mark) performance.mark("gridcraft-ready");  // load to drawn grid
})();
