/* gridcraft's player, finding.js: a word search played on the page: a word marked by a drag from
   its first letter to its last (or a tap on each, or Enter on each from the keys), checked against
   the list as it is made (kinds/wordsearch.js), found words drawn as capsules over the letters. */
"use strict";
var WS = require("./kinds/wordsearch.js").wordsearch;

/* the word search of D in state, drawn by R (render.js); hooks: { root, secret (the unsealed
   answers or null), hintBox, announce(text), changed(), clearHint(), cellOf(target), solvedText() } */
function finder(D, state, R, hooks) {
  var H = D.height, W = D.width;
  var found = [], anchor = null, spot = null, drag = null, pick = null, missTimer = null;
  function sameLetters(letters, line) { return WS.sameLetters(letters, line); }
  function isFound(i) { return found.some(function (f) { return f.item === i; }); }
  function lineCells(a, b) { return WS.lineCells(state, a, b); }
  function snapped(a, p) { return WS.snapped(state, a, p); }
  function capsule(a, b, cls) {
    return R.svgEl("line", { x1: a.c + 0.5, y1: a.r + 0.5, x2: b.c + 0.5, y2: b.r + 0.5, "class": cls }, R.overlay);
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
    state.cells.forEach(function (row) {
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
    R.findCount.textContent = found.length + " of " + D.finds.length + " found";
    labelFinds();
  }
  function miss(from, to, text) {
    var line = lineCells(from, to) ? capsule(from, to, "gc-miss") : null;
    hooks.root.dataset.miss = "true";
    hooks.announce(text);
    clearTimeout(missTimer);
    missTimer = setTimeout(function () { if (line) line.remove(); hooks.root.dataset.miss = "false"; }, 600);
  }
  function tryWord(a, b) {
    showPick(null);
    if (state.solved) return;
    var line = lineCells(a, b);
    if (!line) { miss(a, b, "A word runs in a straight line: across, down or diagonally."); return; }
    var same = found.filter(function (f) { return f.from === a && f.to === b; })[0];
    if (same) { hooks.announce(D.finds[same.item].text + " is found already."); return; }
    var on = WS.matchLine(D.finds, line, isFound), match = on.match, listed = on.listed;
    if (match < 0) { miss(a, b, listed >= 0 ? D.finds[listed].text + " is found already." : "That is not a word of the list."); return; }
    markFound(match, a, b, false);
    hooks.changed();
    var said = "Found " + D.finds[match].text + ", " + found.length + " of " + D.finds.length + ".";
    hooks.announce(state.solved ? said + " " + hooks.solvedText() : said);
  }
  function tap(cell) {
    if (!anchor) { setAnchor(cell); hooks.announce("First letter " + cell.given + " marked: now its last letter."); }
    else if (anchor === cell) { setAnchor(null); hooks.announce("Cancelled."); }
    else { var a = anchor; setAnchor(null); tryWord(a, cell); }
  }
  function revealFinds(n) {
    hooks.clearHint();
    D.finds.forEach(function (f, i) {
      if (n <= 0 || isFound(i)) return;
      var at = hooks.secret.finds[i], last = at[at.length - 1];
      markFound(i, state.cells[at[0][0]][at[0][1]], state.cells[last[0]][last[1]], true);
      hooks.announce("Revealed " + f.text + ".");
      n--;
    });
    hooks.changed();
  }
  function findHint() {
    for (var i = 0; i < D.finds.length; i++) {
      if (isFound(i)) continue;
      var first = hooks.secret.finds[i][0], cell = state.cells[first[0]][first[1]];
      cell.td.dataset.hint = "place";
      hooks.hintBox.textContent = "Hint: " + D.finds[i].text + " starts at the marked letter (row " + (first[0] + 1) + ", column " + (first[1] + 1) + ").";
      setFocus(cell);
      return;
    }
    hooks.hintBox.textContent = "Every word is found.";
  }
  function clearFinds() {
    found.forEach(function (f) { f.line.remove(); });
    found = [];
    setAnchor(null);
  }
  {
    R.table.addEventListener("pointerdown", function (e) {
      var cell = hooks.cellOf(e.target);
      if (!cell || cell.given === null || e.button !== 0) return;
      drag = { from: cell, to: cell, id: e.pointerId };
      setFocus(cell);
      try { R.table.setPointerCapture(e.pointerId); } catch (err) { /* not capturable: moves still arrive */ }
    });
    R.table.addEventListener("pointermove", function (e) {
      if (!drag || e.pointerId !== drag.id) return;
      var under = document.elementFromPoint(e.clientX, e.clientY), cell = under && hooks.cellOf(under);
      if (!cell || cell === drag.to) return;
      drag.to = snapped(drag.from, cell);
      if (drag.to !== drag.from) { setAnchor(null); showPick(drag.from, drag.to); }
    });
    R.table.addEventListener("pointerup", function (e) {
      if (!drag || e.pointerId !== drag.id) return;
      var d = drag;
      drag = null;
      if (d.to !== d.from) { tryWord(d.from, d.to); setFocus(d.to); }
      else tap(d.from);
    });
    R.table.addEventListener("pointercancel", function () { drag = null; showPick(anchor, anchor); });
    R.table.addEventListener("keydown", function (e) {
      var cell = hooks.cellOf(e.target);
      if (!cell || e.ctrlKey || e.metaKey || e.altKey) return;
      var k = e.key, d = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] }[k];
      if (d) {
        e.preventDefault();
        for (var r = cell.r + d[0], c = cell.c + d[1]; r >= 0 && r < H && c >= 0 && c < W; r += d[0], c += d[1]) {
          if (state.cells[r][c].given === null) continue;
          setFocus(state.cells[r][c]);
          if (anchor) showPick(anchor, lineCells(anchor, state.cells[r][c]) ? state.cells[r][c] : anchor);
          break;
        }
      } else if (k === "Enter" || k === " " || k === "Spacebar") {
        e.preventDefault();
        tap(cell);
      } else if (k === "Escape" && anchor) {
        e.preventDefault();
        setAnchor(null);
        hooks.announce("Cancelled.");
      }
    });
  }

  return {
    found: function () { return found; },
    revealFinds: revealFinds, findHint: findHint, clearFinds: clearFinds, strikeFinds: strikeFinds, setFocus: setFocus,
    focus: function () { if (spot) spot.td.focus({ preventScroll: false }); },
    /* the found words as saved: [item, from row, from column, to row, to column, revealed] */
    kept: function () { return found.map(function (f) { return [f.item, f.from.r, f.from.c, f.to.r, f.to.c, f.revealed ? 1 : 0]; }); },
    /* saved words read back, each only if its letters still spell the word */
    restore: function (saved) {
      (saved || []).forEach(function (f) {
        var from = state.cells[f[1]] && state.cells[f[1]][f[2]], to = state.cells[f[3]] && state.cells[f[3]][f[4]];
        var line = from && to ? lineCells(from, to) : null;
        if (line && D.finds[f[0]] && !isFound(f[0]) && sameLetters(D.finds[f[0]].letters, line)) markFound(f[0], from, to, !!f[5]);
      });
    },
    revealedCount: function () { return found.filter(function (f) { return f.revealed; }).length; },
    /* the keys' first place: cell */
    start: function (cell, focus) { spot = cell; cell.td.tabIndex = 0; labelFinds(); if (focus) cell.td.focus({ preventScroll: true }); }
  };
}

if (typeof module === "object") module.exports = { finder: finder };
