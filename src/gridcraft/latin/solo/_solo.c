/* Solo's ladder in C (gridcraft.latin.solo._solo); optional: without a C compiler the package uses
 * the Python reference, gridcraft.latin.solo.solver, .sudoku, .sums and .count, which this file
 * follows step for step: the same deductions, tried in the same order, each finding the same first
 * step, so that the level, the killer level, the grid reached, the candidates left and the number of
 * steps of each deduction are Python's (tests/latin/solo/ compares them on Solo's corpus and on random
 * puzzles). The rungs are in _sudoku.c and _sums.c, the killer maker's loop in _maker.c, all included
 * here.
 *
 * The board (Solo's solver_usage): one uint32 candidate bitset per cell (bit d: digit d), the placed
 * digit per cell, and the cages as the grader reshapes them (cells leave them as they fill, a region's
 * leftover inside one cage splits it: at most n cells per cage, at most 2 n * n cages). A guess of
 * Unreasonable solves each trial on a fresh board, as solver.py does.
 *
 * The units: rows, columns, boxes (regular boxes or a jigsaw's regions, given as a box index per cell
 * and numbered here by their first cell, as board.box_index and Solo number them) and, in an X
 * sudoku, the \ and / diagonals. The killer deductions run only when the puzzle has cages (Solo's
 * kclues).
 *
 * solve(n, boxes, diagonals, cages, start, max_level) and count(n, boxes, diagonals, cages, givens,
 * start, limit) are solver.solve and count.count_solutions; make(...) is in _maker.c.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "native.h" /* gridcraft/engine/native.h: the shared helpers */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAXN 16
#define MAXCELLS (MAXN * MAXN)
#define MAXCAGES (2 * MAXCELLS)
#define MAXSUM 64
#define MAXSETS 4096

/* solver.Level and solver.KillerLevel */
enum { TRIVIAL, BASIC, INTERMEDIATE, ADVANCED, EXTREME, UNREASONABLE, AMBIGUOUS, IMPOSSIBLE };
enum { K_SINGLE, K_MINMAX, K_SUMS, K_INTERSECT };
/* the deductions, in the order of solver.DEDUCTIONS */
enum { D_HIDDEN, D_NAKED, D_POINTING, D_SUBSET, D_FISH, D_CHAIN, D_KSINGLE, D_KDEDUCED, D_KMINMAX, D_KSUMS,
       D_GUESS, ND };
/* what a rung did */
enum { NONE = 0, DONE = 1, WIPE = -1, QUIRK = -2 };

/* sums.sum_sets(m, total, top) for m 2..4: set[start[m][total] ...], count[m][total] of them */
typedef struct {
    int start[5][MAXSUM], count[5][MAXSUM];
    uint32_t set[MAXSETS];
} SumTable;

/* the subset rule's counts (the GIL is held throughout) */
static unsigned char scratch[1 << MAXN];

/* the units: rows 0..n-1, columns n..2n-1, boxes 2n..3n-1, the diagonals \ at DIAG0 and / at DIAG0 + 1 */
#define NUNITS (3 * MAXN + 2)
#define DIAG0(n) (3 * (n))

/* what does not change while a puzzle is solved: the regions, the cages as given, the sum sets */
typedef struct {
    int n, N, top, diagonals, nunits;
    uint32_t full;
    int region[NUNITS][MAXN]; /* rows, columns, boxes, diagonals (each one's cells in reading order) */
    int whichbox[MAXCELLS];
    unsigned char ondiag[MAXCELLS]; /* bit 0: on the \ diagonal, bit 1: on the / one (X sudoku only) */
    unsigned char npeer[MAXCELLS], peer[MAXCELLS][5 * MAXN];
    int ncages, csize[MAXCELLS], cclue[MAXCELLS];
    unsigned char ccell[MAXCELLS][MAXN];
    int ngivens, gcell[MAXCELLS], gvalue[MAXCELLS];
    const SumTable *sums;
} Shape;

typedef struct {
    Shape *s;
    uint32_t cand[MAXCELLS];
    unsigned char grid[MAXCELLS];
    int nk, kclue[MAXCAGES];
    unsigned char ksize[MAXCAGES], kcell[MAXCAGES][MAXN];
    short kwhich[MAXCELLS];
    int nextra, xsize[3 * MAXN], xtotal[3 * MAXN];
    unsigned char xcell[3 * MAXN][MAXN];
    int stamp[MAXCELLS], mark;
    long *counts;
    int broken; /* a contradiction was found */
} Board;

/* the bits set in x (without a call: builds for any x86-64 lack the popcnt instruction) */
static inline int popcount32(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
}

/* ---- the shape ------------------------------------------------------------------------------- */

/* the table of sums.sum_sets for digits 1..top (9 to 16), made once */
static const SumTable *sum_table(int top) {
    static SumTable tables[MAXN + 1];
    static int made[MAXN + 1];
    SumTable *t = &tables[top];
    if (made[top]) return t;
    memset(t, 0, sizeof *t);
    int used = 0;
    for (int m = 2; m <= 4; m++) {
        for (uint32_t bits = 2; bits < (1u << (top + 1)); bits += 2) { /* counted per sum */
            if (popcount32(bits) != m) continue;
            int sum = 0;
            for (uint32_t c = bits; c; c &= c - 1) sum += __builtin_ctz(c);
            t->count[m][sum]++;
        }
        for (int sum = 0; sum < MAXSUM; sum++) {
            t->start[m][sum] = used;
            used += t->count[m][sum];
            t->count[m][sum] = 0;
        }
        for (uint32_t bits = 2; bits < (1u << (top + 1)); bits += 2) {
            if (popcount32(bits) != m) continue;
            int sum = 0;
            for (uint32_t c = bits; c; c &= c - 1) sum += __builtin_ctz(c);
            t->set[t->start[m][sum] + t->count[m][sum]++] = bits;
        }
    }
    made[top] = 1;
    return t;
}

/* whether cell y is in unit g */
static inline int in_unit(const Shape *s, int y, int g) {
    int n = s->n;
    if (g < n) return y / n == g;
    if (g < 2 * n) return y % n == g - n;
    if (g < 3 * n) return s->whichbox[y] == g - 2 * n;
    return s->ondiag[y] >> (g - DIAG0(n)) & 1;
}

/* the boxes of an n x n grid of boxes rows x cols, one index per cell (box_of: reading order) */
static void regular_boxes(int n, int rows, int cols, int *box) {
    for (int i = 0; i < n * n; i++) box[i] = (i / n / rows) * (n / cols) + i % n / cols;
}

/* the units and peers of an n x n grid whose cells are in boxes `box` (n boxes of n cells, indices
 * 0..n-1), with the diagonals when `diagonals`: the boxes renumbered by their first cell */
static void shape_init(Shape *s, int n, const int *box, int diagonals) {
    s->n = n;
    s->N = n * n;
    s->full = ((1u << (n + 1)) - 1) & ~1u;
    s->top = n > 9 ? n : 9; /* sums.SUM_DIGITS */
    s->diagonals = diagonals;
    s->nunits = 3 * n + (diagonals ? 2 : 0);
    int fill[MAXN] = {0}, number[MAXN], nb = 0;
    for (int b = 0; b < n; b++) number[b] = -1;
    for (int i = 0; i < s->N; i++) {
        int r = i / n, c = i % n;
        if (number[box[i]] < 0) number[box[i]] = nb++;
        int b = number[box[i]];
        s->whichbox[i] = b;
        s->region[r][c] = i;
        s->region[n + c][r] = i;
        s->region[2 * n + b][fill[b]++] = i;
        s->ondiag[i] = 0;
    }
    if (diagonals)
        for (int t = 0; t < n; t++) {
            s->region[DIAG0(n)][t] = t * n + t;
            s->region[DIAG0(n) + 1][t] = t * n + n - 1 - t;
            s->ondiag[t * n + t] |= 1;
            s->ondiag[t * n + n - 1 - t] |= 2;
        }
    for (int i = 0; i < s->N; i++) {
        int m = 0, r = i / n, c = i % n;
        for (int t = 0; t < n; t++) {
            if (r * n + t != i) s->peer[i][m++] = (unsigned char)(r * n + t);
            if (t * n + c != i) s->peer[i][m++] = (unsigned char)(t * n + c);
            int y = s->region[2 * n + s->whichbox[i]][t];
            if (y != i) s->peer[i][m++] = (unsigned char)y;
            for (int k = 0; k < 2; k++) {
                y = s->region[DIAG0(n) + k][t];
                if (s->ondiag[i] >> k & 1 && y != i) s->peer[i][m++] = (unsigned char)y;
            }
        }
        s->npeer[i] = (unsigned char)m;
    }
    s->ncages = s->ngivens = 0;
    s->sums = sum_table(s->top);
}

/* ---- the board ------------------------------------------------------------------------------- */

static void board_init(Board *b, Shape *s, long *counts) {
    b->s = s;
    for (int i = 0; i < s->N; i++) {
        b->cand[i] = s->full;
        b->grid[i] = 0;
        b->kwhich[i] = -1;
        b->stamp[i] = 0;
    }
    b->mark = 0;
    b->nk = s->ncages;
    for (int k = 0; k < s->ncages; k++) {
        b->ksize[k] = (unsigned char)s->csize[k];
        b->kclue[k] = s->cclue[k];
        for (int j = 0; j < s->csize[k]; j++) {
            b->kcell[k][j] = s->ccell[k][j];
            b->kwhich[s->ccell[k][j]] = (short)k;
        }
    }
    b->nextra = 0;
    b->counts = counts;
    b->broken = 0;
}

/* Board.place: d in cell i, ruled out of its row, column, box and diagonals */
static void place(Board *b, int i, int d) {
    uint32_t bit = 1u << d;
    const unsigned char *peer = b->s->peer[i];
    for (int j = 0; j < b->s->npeer[i]; j++) b->cand[peer[j]] &= ~bit;
    b->cand[i] = bit;
    b->grid[i] = (unsigned char)d;
}

#include "_sudoku.c"
#include "_sums.c"

/* ---- Solo's loop ----------------------------------------------------------------------------- */

static inline int max_of(int a, int b) { return a > b ? a : b; }

/* solver._loop: 0 when nothing more applies, WIPE, or QUIRK (solver._Stopped); *level and *killer
 * are what it reached so far either way */
static int loop(Board *b, int max_level, int *level, int *killer) {
    int recursive = max_level >= UNREASONABLE, r;
    for (;;) {
        if ((r = box_singles(b))) { if (r < 0) return r; continue; }
        if (b->s->ncages > 0) { /* solver._killer_step: killer puzzles only */
            if ((r = cage_prep(b)) < 0) return r;
            if ((r = single_cages(b))) { if (r < 0) return r; continue; }
            if ((r = region_cages(b, recursive))) {
                if (r < 0) return r;
                *killer = max_of(*killer, K_INTERSECT);
                continue;
            }
            if ((r = minmax(b))) { *killer = max_of(*killer, K_MINMAX); continue; }
            if ((r = sums(b))) {
                if (r < 0) return r;
                *killer = max_of(*killer, K_SUMS);
                continue;
            }
        }
        int stage = NONE;
        if (max_level >= BASIC) {
            if ((r = line_singles(b)) || (r = naked_singles(b))) stage = BASIC;
            else if (max_level >= INTERMEDIATE) {
                if ((r = intersections(b))) stage = INTERMEDIATE;
                else if (max_level >= ADVANCED) {
                    if ((r = sets(b))) stage = ADVANCED;
                    else if (max_level >= EXTREME && ((r = fish(b)) || (r = forcing_chains(b)))) stage = EXTREME;
                }
            }
        }
        if (r < 0) return r;
        if (!r) return 0;
        *level = max_of(*level, stage);
    }
}

/* solver._solve on a fresh board b from `start`: the level (and the killer level in *killer), the
 * grid reached in `final`; -2 when memory ran out (no Python error set) */
static int solve_board(Shape *s, Board *b, const unsigned char *start, int max_level, long *counts, int *killer,
                       unsigned char *final) {
    int n = s->n, N = s->N, level = TRIVIAL, r = 0;
    board_init(b, s, counts);
    *killer = K_SINGLE;
    for (int c = 0; c < n && !r; c++)
        for (int row = 0; row < n; row++) {
            int i = row * n + c, v = start[i];
            if (!v) continue;
            if (!(b->cand[i] >> v & 1)) { r = WIPE; break; }
            place(b, i, v);
        }
    int k = K_SINGLE;
    if (!r) r = loop(b, max_level, &level, &k);
    memcpy(final, b->grid, (size_t)N);
    if (r == WIPE) {
        b->broken = 1;
        return IMPOSSIBLE;
    }
    *killer = k;
    if (r == QUIRK) return level;
    int best = -1;
    for (int i = 0; i < N; i++)
        if (!b->grid[i] && (best < 0 || popcount32(b->cand[i]) < popcount32(b->cand[best]))) best = i;
    if (max_level < UNREASONABLE) return best >= 0 ? IMPOSSIBLE : level;
    if (best < 0) return level;
    int result = IMPOSSIBLE;
    counts[D_GUESS]++;
    Board *child = malloc(sizeof(Board));
    if (!child) return -2;
    unsigned char trial[MAXCELLS], out[MAXCELLS];
    for (int d = 1; d <= n; d++) {
        if (!(b->cand[best] >> d & 1)) continue;
        memcpy(trial, b->grid, (size_t)N);
        trial[best] = (unsigned char)d;
        int ck, sub = solve_board(s, child, trial, max_level, counts, &ck, out);
        if (sub == -2) { free(child); return -2; }
        if (result == IMPOSSIBLE && sub != IMPOSSIBLE) memcpy(final, out, (size_t)N);
        if (sub == AMBIGUOUS) result = AMBIGUOUS;
        else if (sub != IMPOSSIBLE) result = result == IMPOSSIBLE ? UNREASONABLE : AMBIGUOUS;
        if (result == AMBIGUOUS) break;
    }
    free(child);
    return result;
}

/* count.valid: every unit holds each digit once, the givens are kept, each cage makes its sum with
 * no digit twice */
static int valid(const Shape *s, const unsigned char *grid) {
    for (int g = 0; g < s->nunits; g++) {
        uint32_t seen = 0;
        for (int i = 0; i < s->n; i++) seen |= 1u << grid[s->region[g][i]];
        if (seen != s->full) return 0;
    }
    for (int g = 0; g < s->ngivens; g++)
        if (grid[s->gcell[g]] != s->gvalue[g]) return 0;
    for (int k = 0; k < s->ncages; k++) {
        uint32_t seen = 0;
        int sum = 0;
        for (int j = 0; j < s->csize[k]; j++) {
            int v = grid[s->ccell[k][j]];
            if (seen >> v & 1) return 0;
            seen |= 1u << v;
            sum += v;
        }
        if (sum != s->cclue[k]) return 0;
    }
    return 1;
}

/* count.count_solutions from `start` (board b as scratch); -2 when memory ran out */
static long count_from(Shape *s, Board *b, const unsigned char *start, long limit) {
    int N = s->N, killer;
    long counts[ND] = {0};
    unsigned char grid[MAXCELLS];
    solve_board(s, b, start, BASIC, counts, &killer, grid);
    if (b->broken) return 0;
    int best = -1;
    for (int i = 0; i < N; i++)
        if (!grid[i] && (best < 0 || popcount32(b->cand[i]) < popcount32(b->cand[best]))) best = i;
    if (best < 0) return valid(s, grid);
    uint32_t cand = b->cand[best];
    long found = 0;
    while (cand) {
        int d = __builtin_ctz(cand);
        cand &= cand - 1;
        grid[best] = (unsigned char)d;
        long more = count_from(s, b, grid, limit - found);
        if (more < 0) return more;
        found += more;
        if (found >= limit) break;
    }
    return found;
}

/* ---- from Python ----------------------------------------------------------------------------- */

/* the boxes of n * n cells from a sequence of box indices: 0; 1 when they are not n boxes 0..n-1 of n
 * cells each (refused); -1 with a Python error set */
static int boxes_from(int n, PyObject *in, int *box) {
    PyObject *fast = PySequence_Fast(in, "boxes must be a sequence");
    if (!fast) return -1;
    int size[MAXN] = {0}, ok = PySequence_Fast_GET_SIZE(fast) == n * n;
    for (int i = 0; i < n * n && ok; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        ok = v >= 0 && v < n && ++size[v] <= n;
        box[i] = (int)v;
    }
    Py_DECREF(fast);
    return !ok;
}

/* the shape of side n with boxes `boxes_in` (a box index per cell), the diagonals when `diagonals`,
 * `cages` ((cell indices), total) and, when given, `givens` ((cell index, digit)); NULL with a Python
 * error set when they are not of those types, or with *refused set when this ladder does not take
 * them (a side above MAXN, boxes not n of n cells, cages of more than n cells or sharing cells, cells
 * outside the grid, totals beyond an int): the Python reference does */
static Shape *shape_from(int n, PyObject *boxes_in, int diagonals, PyObject *cages_in, PyObject *givens_in,
                         int *refused) {
    *refused = 0;
    int box[MAXCELLS], r;
    if (n < 1 || n > MAXN) {
        *refused = 1;
        return NULL;
    }
    if ((r = boxes_from(n, boxes_in, box))) {
        *refused = r > 0;
        return NULL;
    }
    Shape *s = malloc(sizeof(Shape));
    if (!s) { PyErr_NoMemory(); return NULL; }
    shape_init(s, n, box, diagonals);
    PyObject *cages = PySequence_Fast(cages_in, "cages must be a sequence");
    if (!cages) { free(s); return NULL; }
    int seen[MAXCELLS] = {0}, ok = 1;
    Py_ssize_t K = PySequence_Fast_GET_SIZE(cages);
    if (K > s->N) ok = 0;
    for (Py_ssize_t k = 0; k < K && ok; k++) {
        PyObject *cells;
        long total;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(cages, k), "Ol", &cells, &total)) { ok = -1; break; }
        PyObject *fast = PySequence_Fast(cells, "a cage's cells must be a sequence");
        if (!fast) { ok = -1; break; }
        Py_ssize_t m = PySequence_Fast_GET_SIZE(fast);
        if (m < 1 || m > n || total < INT_MIN / 2 || total > INT_MAX / 2) ok = 0;
        for (Py_ssize_t j = 0; j < m && ok > 0; j++) {
            long x = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, j));
            if (x == -1 && PyErr_Occurred()) ok = -1;
            else if (x < 0 || x >= s->N || seen[x]) ok = 0;
            else { seen[x] = 1; s->ccell[k][j] = (unsigned char)x; }
        }
        Py_DECREF(fast);
        s->csize[k] = (int)m;
        s->cclue[k] = (int)total;
        s->ncages = (int)k + 1;
    }
    Py_DECREF(cages);
    if (ok > 0 && givens_in != Py_None) {
        PyObject *givens = PySequence_Fast(givens_in, "givens must be a sequence");
        if (!givens) ok = -1;
        else {
            Py_ssize_t G = PySequence_Fast_GET_SIZE(givens);
            if (G > s->N) ok = 0;
            for (Py_ssize_t g = 0; g < G && ok > 0; g++) {
                int x, v;
                if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(givens, g), "ii", &x, &v)) ok = -1;
                else if (x < 0 || x >= s->N || v < 0 || v > 255) ok = 0;
                else { s->gcell[g] = x; s->gvalue[g] = v; s->ngivens = (int)g + 1; }
            }
            Py_DECREF(givens);
        }
    }
    if (ok <= 0) {
        *refused = !ok;
        free(s);
        return NULL;
    }
    return s;
}

/* a grid of N digits 0..n from a sequence: 0; 1 when it is not one (refused); -1 with a Python
 * error set */
static int grid_from(const Shape *s, PyObject *in, unsigned char *grid) {
    PyObject *fast = PySequence_Fast(in, "a grid must be a sequence");
    if (!fast) return -1;
    int ok = PySequence_Fast_GET_SIZE(fast) == s->N;
    for (int i = 0; i < s->N && ok; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(fast); return -1; }
        ok = v >= 0 && v <= s->n;
        grid[i] = (unsigned char)(ok ? v : 0);
    }
    Py_DECREF(fast);
    return !ok;
}

static PyObject *list_of(const unsigned char *grid, int N) {
    PyObject *out = PyList_New(N);
    if (!out) return NULL;
    for (int i = 0; i < N; i++) PyList_SET_ITEM(out, i, PyLong_FromLong(grid[i]));
    return out;
}

static PyObject *solo_solve(PyObject *self, PyObject *args) {
    int n, diagonals, max_level;
    PyObject *boxes, *cages, *start_in;
    if (!PyArg_ParseTuple(args, "iOpOOi", &n, &boxes, &diagonals, &cages, &start_in, &max_level)) return NULL;
    int refused, r;
    Shape *s = shape_from(n, boxes, diagonals, cages, Py_None, &refused);
    if (!s) { if (refused) Py_RETURN_NONE; return NULL; }
    PyObject *out = NULL;
    unsigned char start[MAXCELLS], final[MAXCELLS];
    long counts[ND] = {0};
    Board *b = malloc(sizeof(Board));
    if (!b) { PyErr_NoMemory(); goto done; }
    if ((r = grid_from(s, start_in, start))) { if (r > 0) out = Py_NewRef(Py_None); goto done; }
    int killer, level = solve_board(s, b, start, max_level, counts, &killer, final);
    if (level == -2) { PyErr_NoMemory(); goto done; }
    long left = 0;
    for (int i = 0; i < s->N; i++)
        if (!b->grid[i]) left += popcount32(b->cand[i]);
    PyObject *grid = list_of(final, s->N), *count = PyList_New(ND), *cand = PyList_New(s->N);
    if (!grid || !count || !cand) { Py_XDECREF(grid); Py_XDECREF(count); Py_XDECREF(cand); goto done; }
    for (int d = 0; d < ND; d++) PyList_SET_ITEM(count, d, PyLong_FromLong(counts[d]));
    for (int i = 0; i < s->N; i++) PyList_SET_ITEM(cand, i, PyLong_FromUnsignedLong(b->cand[i]));
    out = Py_BuildValue("iiNNlNO", level, killer, grid, count, left, cand, b->broken ? Py_True : Py_False);
done:
    free(b);
    free(s);
    return out;
}

static PyObject *solo_count(PyObject *self, PyObject *args) {
    int n, diagonals;
    long limit;
    PyObject *boxes, *cages, *givens, *start_in;
    if (!PyArg_ParseTuple(args, "iOpOOOl", &n, &boxes, &diagonals, &cages, &givens, &start_in, &limit))
        return NULL;
    int refused, r;
    Shape *s = shape_from(n, boxes, diagonals, cages, givens, &refused);
    if (!s) { if (refused) Py_RETURN_NONE; return NULL; }
    PyObject *out = NULL;
    unsigned char start[MAXCELLS];
    Board *b = malloc(sizeof(Board));
    if (!b) { PyErr_NoMemory(); goto done; }
    if ((r = grid_from(s, start_in, start))) { if (r > 0) out = Py_NewRef(Py_None); goto done; }
    long found = count_from(s, b, start, limit);
    if (found == -2) { PyErr_NoMemory(); goto done; }
    out = PyLong_FromLong(found);
done:
    free(b);
    free(s);
    return out;
}

#include "_maker.c"
#include "_carve.c"

static PyMethodDef methods[] = {
    {"solve", solo_solve, METH_VARARGS,
     "solve(n, boxes, diagonals, cages, start, max_level) -> (level, killer, grid, counts, left, candidates, "
     "contradiction), or None when the C ladder does not take the puzzle"},
    {"carve", solo_carve, METH_VARARGS,
     "carve(n, boxes, diagonals, full, orbits, target) -> the grid carved orbit by orbit, or None"},
    {"count", solo_count, METH_VARARGS,
     "count(n, boxes, diagonals, cages, givens, start, limit) -> solutions up to limit, or None"},
    {"make", solo_make, METH_VARARGS,
     "make(n, rows, cols, level, strict, max_cage, moves, attempts, key, deadline) -> (status, grids, graded, "
     "cages, solution)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_solo", "Solo's ladder in C.", -1, methods};

PyMODINIT_FUNC PyInit__solo(void) { return PyModule_Create(&module); }
