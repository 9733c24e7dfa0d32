/* Native propagation for the KenKen solver (gridcraft.latin.search.native); optional: without a C compiler
 * the package uses the pure Python propagation of gridcraft.latin.search.solver, which follows the same rules.
 *
 * A search state is an immutable bytes object: one uint32 candidate bitset per cell (bit v: value v
 * is possible; cells indexed row * n + col), then per cell and per position of a relation the
 * candidates as its table last saw them, padded to 8 bytes, then the surviving-tuple bitsets of
 * every cage and relation that has a table (uint64 words). The cages partition the grid; the
 * relations (new()'s last argument: futoshiki's inequalities, towers' sightlines, any table) overlap
 * them and each other, and are constraints like cages numbered after them (c = ncages of the
 * partition + r): tables, explained alike, and a cell's change wakes its cage and its relations.
 * A unit holds no value twice: the rows, the columns, and
 * the units new() is given after them (a sudoku's boxes or jigsaw regions, extra units such as an X
 * sudoku's diagonals, and a killer's cages too large for a table; rules 4 and 5 speak of "lines"
 * for every unit). A unit of n cells holds every value once; a
 * cage's unit may have fewer. The rules, run to a fixpoint:
 *   1. naked singles: a fixed cell's value leaves its units;
 *   2. cage tables, generalised arc consistency as in Compact-Table (Demeulenaere et al., CP 2016):
 *      incremental when fewer values left a cell than stay, with residual supports;
 *      cages too large for a table prune by the bounds of sums and products instead; a sightline
 *      too large for a table (BY_SEEN) keeps the values a table would keep, by dynamic programming
 *      over the sets of values of the line's first cells (seen_rule);
 *   3. Keen's cage-line rule: when every surviving tuple of a cage puts v in its part of a unit,
 *      v leaves the rest of the unit;
 *   4. per unit: hidden singles (units of n cells), then generalised arc consistency of the
 *      all-different constraint through a perfect matching and the strongly connected components of
 *      the value graph (Regin, "A filtering algorithm for constraints of difference in CSPs", AAAI
 *      1994), applied when the open cells' candidates number as many values as cells (always so in a
 *      unit of n cells once its singles are done; in a smaller cage unit, fewer values fail);
 *   5. linears on bounds: per row and column (and box and extra unit), the unit's sum n(n+1)/2 less
 *      its sum cages: sum(A) - sum(B) == R with A the unit's cells outside sum cages and B the cells
 *      of its sum cages outside the unit (A's cells are distinct, so A's sum lies between the sums
 *      of the |A| smallest and largest values they may take); a distinct cage's sum without a
 *      table is one too (A its cells, B empty). new() takes the linears as they come.
 * A wipe-out adds one to the weight of the constraint that caused it; branching picks the cell whose
 * decision last failed while it is open (last-conflict reasoning), else the open cell with the
 * smallest ratio of candidates to the weights of its cage, relations and units (dom/wdeg of Boussemart
 * et al., ECAI 2004), the first in reading order on ties; it sets the cell's smallest candidate or
 * takes it out (both values in turn for a cell with two).
 *   5b. with primes, per row and column and prime p <= n/2, the same on the exponents of p, with
 *      product cages in the place of sum cages.
 * Deciding a puzzle (a first solution, or whether a second exists) runs the conflict-driven search
 * of the section of that name on the same rules, each removal recorded with the rule that made it.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "native.h" /* gridcraft/engine/native.h: the shared helpers */
#include <stdint.h>
#include <string.h>
#include <limits.h>
#include <stdlib.h>

#define MAXN 16
#define MAXCELLS (MAXN * MAXN)
/* rows, columns, boxes, up to 2n extra units (diagonals), cages of 3+ cells; at most 256, the
 * units a reason's 8 bits name (HALL, R_HIDDEN) */
#define MAXUNITS (5 * MAXN + MAXCELLS / 3 + 1)
#define MAXOF 8 /* units of one cell: row, column, box, extra units, its cage's */
#if MAXUNITS > 256
#error "a reason names a unit in 8 bits"
#endif

enum { BY_TABLE = 0, BY_SUM = 1, BY_PRODUCT = 2, BY_EITHER = 3, BY_SEEN = 4 };

typedef struct {
    int k;          /* cells */
    int *cells;     /* k cell indices */
    int *slot;      /* [k]: where the state keeps the candidates its table last saw (a cage's: the cell) */
    int kind;       /* BY_TABLE, the bounds rule, or BY_SEEN (a relation's: target = the count seen) */
    long long target;
    int ntuples, W; /* tuples and 64-bit words of the table */
    int soff;       /* offset of the surviving words in the state's word array */
    uint64_t *masks; /* [k][n + 1][W]: tuples putting value v at position pos */
    int nparts;      /* lines holding 2+ cells of the cage and cells outside it */
    int *part_line;  /* [nparts] */
    int *part_start; /* [nparts + 1] offsets into part_pos */
    int *part_pos;   /* positions of the cage's cells in that line */
    uint32_t *part_in; /* [nparts]: the places in that line of the cage's cells */
    uint64_t *having; /* [nparts][n + 1][W]: tuples putting v in the cage's part of that line */
    int *residue;     /* [k][n + 1]: a word index where value v at position pos last had support */
    uint8_t *tup;     /* [ntuples][k]: the tuples' values (explanations of the conflict-driven search) */
} Cage;

typedef struct {
    int n, ncells, ncages, nlin;
    int npart;      /* the cages of the partition (cages[0..npart-1]); relations follow, to ncages */
    uint32_t full;
    Cage *cages;
    int cage_of[MAXCELLS]; /* the cell's cage of the partition */
    int *rel_start, *rel_c, *rel_slot; /* per cell k, [rel_start[k]..rel_start[k+1]): its relations, ascending, and its slot in each */
    int nslots;     /* ncells, then one per position of each relation */
    uint32_t *dp_ahead, *dp_behind; /* [1 << n]: seen_rule's scratch (when a relation is BY_SEEN) */
    int nunits;                 /* units ("lines"): rows 0..n-1, columns n..2n-1, then the extra ones */
    int line_n[MAXUNITS];       /* cells of each unit: n, or fewer for a cage's unit */
    int lines[MAXUNITS][MAXN];
    int nline_of[MAXCELLS];     /* units of each cell, in unit order */
    int line_of[MAXCELLS][MAXOF];
    int *lin_start, *lin_na, *lin_cells, *lin_r; /* linear j: cells lin_cells[lin_start[j]..], first na in A */
    int *lin_f;        /* [nlin][MAXN + 1]: the value function f of linear j (f(v) = v for sums) */
    char *lin_distinct; /* A's cells share a line, so their values differ */
    int *lin_line;     /* the line whose weight a wipe-out of linear j adds to */
    int *lin_fun;      /* index of linear j's function among the distinct ones */
    int nfun;
    uint8_t *fmin, *fmax; /* [nfun][1 << n]: smallest and largest f over the candidates d (index d >> 1) */
    uint32_t *fle;     /* [nfun][MAXN + 2]: values v with f(v) <= e - 1 (index e; e up to MAXN + 1) */
    int *nlvl;         /* [nfun]: distinct values of f over 1..n (0: f(v) = v, read off the bits) */
    uint32_t *lvl_mask; int *lvl_f; /* [nfun][MAXN]: the values with each of them, ascending */
    int mates[MAXUNITS][MAXN]; /* per unit, the value each cell had in the last matching (a warm start) */
    int *cell_lin_start, *cell_lin;
    double *weight; /* ncages (cages and relations), then the units, then nlin linears */
    int failed;
    int cage_lines, alldiff;
    int conflict; /* the cell of the last decision that failed, or -1 */
    size_t doms_bytes;  /* candidate bitsets, then per slot the same as its table last saw them */
    size_t state_bytes;
    /* scratch */
    int queue[MAXCELLS * 4 + 16];
    char inq[MAXCELLS];
    char *touched; /* [nslots]: candidates changed since its table last filtered them */
    /* cells whose linears are marked only when the linears' turn comes (in the order the cells
     * were taken off the queue, so the linears run in the same order): a propagation that fails
     * before then marks none */
    int pend[MAXCELLS]; char pending[MAXCELLS];
    int *cq; char *cdirty; char *fresh;
    int lq[MAXUNITS]; char ldirty[MAXUNITS];
    int *jq; char *jdirty;
    uint64_t *tmp, *sup;
    int maxW;
    /* the conflict-driven search (see "conflict-driven search" below); rec: removals are recorded */
    int rec, conf_cell; /* conf_cell: the cell a failed propagation emptied, or -1 (the reason is `why`) */
    int conf_count;     /* the values it lost last, the last removals on the trail */
    uint64_t why;       /* the reason of the removals being made */
    struct Cdcl *cd;
} Core;

static void cdcl_free(struct Cdcl *cd);

static void core_free(Core *C) {
    if (!C) return;
    if (C->cages) {
        for (int c = 0; c < C->ncages; c++) {
            Cage *g = &C->cages[c];
            PyMem_Free(g->cells); PyMem_Free(g->slot); PyMem_Free(g->masks); PyMem_Free(g->part_in);
            PyMem_Free(g->part_line); PyMem_Free(g->part_start); PyMem_Free(g->part_pos); PyMem_Free(g->having); PyMem_Free(g->residue);
            PyMem_Free(g->tup);
        }
        PyMem_Free(C->cages);
    }
    PyMem_Free(C->lin_start); PyMem_Free(C->lin_na); PyMem_Free(C->lin_cells); PyMem_Free(C->lin_r);
    PyMem_Free(C->lin_fun); PyMem_Free(C->fmin); PyMem_Free(C->fmax); PyMem_Free(C->fle); PyMem_Free(C->nlvl); PyMem_Free(C->lvl_mask); PyMem_Free(C->lvl_f);
    PyMem_Free(C->lin_f); PyMem_Free(C->lin_distinct); PyMem_Free(C->lin_line);
    PyMem_Free(C->cell_lin_start); PyMem_Free(C->cell_lin); PyMem_Free(C->weight);
    PyMem_Free(C->cq); PyMem_Free(C->cdirty); PyMem_Free(C->fresh); PyMem_Free(C->jq); PyMem_Free(C->jdirty);
    PyMem_Free(C->tmp); PyMem_Free(C->sup);
    PyMem_Free(C->rel_start); PyMem_Free(C->rel_c); PyMem_Free(C->rel_slot); PyMem_Free(C->touched);
    PyMem_Free(C->dp_ahead); PyMem_Free(C->dp_behind);
    cdcl_free(C->cd);
    PyMem_Free(C);
}

static void capsule_free(PyObject *cap) { core_free((Core *)PyCapsule_GetPointer(cap, "gridcraft.latin.core")); }

static Core *get_core(PyObject *cap) { return (Core *)PyCapsule_GetPointer(cap, "gridcraft.latin.core"); }

/* the cell's units: is cell k in unit u? */
static inline int in_unit(const Core *C, int k, int u) {
    for (int h = 0; h < C->nline_of[k]; h++)
        if (C->line_of[k][h] == u) return 1;
    return 0;
}

/* the table of cage or relation g: its tuples (a list of k-tuples of values 1..n), the surviving
 * words it takes at *words, and its parts of units (rule 3); 0 with an exception set on an error */
static int table_of(Core *C, Cage *g, PyObject *tuples, int *words) {
    int n = C->n;
    if (!PyList_Check(tuples)) { PyErr_SetString(PyExc_TypeError, "tuples must be a list"); return 0; }
    g->ntuples = (int)PyList_GET_SIZE(tuples);
    g->W = (g->ntuples + 63) / 64;
    if (g->W == 0) g->W = 1;
    g->soff = *words;
    *words += g->W;
    if (g->W > C->maxW) C->maxW = g->W;
    g->masks = PyMem_Calloc((size_t)g->k * (n + 1) * g->W, sizeof(uint64_t));
    g->residue = PyMem_Calloc((size_t)g->k * (n + 1), sizeof(int));
    g->tup = PyMem_Calloc((size_t)(g->ntuples ? g->ntuples : 1) * g->k, 1);
    if (!g->masks || !g->residue || !g->tup) { PyErr_NoMemory(); return 0; }
    for (int t = 0; t < g->ntuples; t++) {
        PyObject *tup = PyList_GET_ITEM(tuples, t);
        if (!PyTuple_Check(tup) || PyTuple_GET_SIZE(tup) != g->k) { PyErr_SetString(PyExc_ValueError, "bad tuple"); return 0; }
        for (int pos = 0; pos < g->k; pos++) {
            int v;
            if (!gc_as_int(PyTuple_GET_ITEM(tup, pos), &v)) return 0;
            if (v < 1 || v > n) { PyErr_SetString(PyExc_ValueError, "bad tuple value"); return 0; }
            g->masks[((size_t)pos * (n + 1) + v) * g->W + t / 64] |= (uint64_t)1 << (t % 64);
            g->tup[(size_t)t * g->k + pos] = (uint8_t)v;
        }
    }
    /* the units holding 2+ of its cells with cells outside the cage (rule 3) */
    g->part_line = PyMem_Calloc(C->nunits, sizeof(int));
    g->part_start = PyMem_Calloc(C->nunits + 1, sizeof(int));
    g->part_pos = PyMem_Calloc((size_t)MAXOF * g->k + 1, sizeof(int));
    g->part_in = PyMem_Calloc(C->nunits + 1, sizeof(uint32_t));
    if (!g->part_line || !g->part_start || !g->part_pos || !g->part_in) { PyErr_NoMemory(); return 0; }
    int np = 0, used = 0;
    for (int line = 0; line < C->nunits; line++) {
        int inside = 0;
        for (int pos = 0; pos < g->k; pos++)
            if (in_unit(C, g->cells[pos], line)) inside++;
        if (inside < 2 || inside == C->line_n[line]) continue;
        g->part_line[np] = line;
        g->part_start[np] = used;
        for (int pos = 0; pos < g->k; pos++)
            if (in_unit(C, g->cells[pos], line)) g->part_pos[used++] = pos;
        for (int i = 0; i < C->line_n[line]; i++)
            for (int pos = 0; pos < g->k; pos++)
                if (g->cells[pos] == C->lines[line][i]) g->part_in[np] |= 1u << i;
        np++;
    }
    g->part_start[np] = used;
    g->nparts = np;
    g->having = PyMem_Calloc((size_t)(np ? np : 1) * (n + 1) * g->W, sizeof(uint64_t));
    if (!g->having) { PyErr_NoMemory(); return 0; }
    for (int p = 0; p < np; p++)
        for (int v = 1; v <= n; v++)
            for (int i = g->part_start[p]; i < g->part_start[p + 1]; i++)
                for (int w = 0; w < g->W; w++)
                    g->having[((size_t)p * (n + 1) + v) * g->W + w] |= g->masks[((size_t)g->part_pos[i] * (n + 1) + v) * g->W + w];
    return 1;
}

/* new(n, cages, linears, cage_lines, alldiff, units=[], relations=[]) -> capsule
 * cages: list of (cells tuple, kind, target, tuples list or None); linears: list of (A, B, R, f,
 * distinct, unit); units: the units after the rows and columns (boxes or regions, extra units,
 * cages), tuples of cells;
 * relations: as cages (cells, BY_TABLE or BY_SEEN, target, tuples or None), over any cells. */
static PyObject *py_new(PyObject *self, PyObject *args) {
    int n, cage_lines, alldiff;
    PyObject *cages, *linears, *extra = NULL, *rels = NULL;
    if (!PyArg_ParseTuple(args, "iO!O!pp|O!O!", &n, &PyList_Type, &cages, &PyList_Type, &linears, &cage_lines, &alldiff,
                          &PyList_Type, &extra, &PyList_Type, &rels))
        return NULL;
    if (n < 1 || n > MAXN) { PyErr_SetString(PyExc_ValueError, "size out of range"); return NULL; }
    Core *C = PyMem_Calloc(1, sizeof(Core));
    if (!C) return PyErr_NoMemory();
    C->n = n; C->ncells = n * n; C->cage_lines = cage_lines; C->alldiff = alldiff;
    C->full = (uint32_t)(((1u << (n + 1)) - 2));
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++) {
            C->lines[r][c] = r * n + c;
            C->lines[n + c][r] = r * n + c;
            C->line_of[r * n + c][0] = r;
            C->line_of[r * n + c][1] = n + c;
            C->nline_of[r * n + c] = 2;
        }
    C->nunits = 2 * n;
    for (int u = 0; u < 2 * n; u++) C->line_n[u] = n;
    Py_ssize_t nextra = extra ? PyList_GET_SIZE(extra) : 0;
    if (2 * n + nextra > MAXUNITS) { PyErr_SetString(PyExc_ValueError, "too many units"); goto fail; }
    for (Py_ssize_t e = 0; e < nextra; e++) {
        PyObject *unit = PyList_GET_ITEM(extra, e);
        int u = C->nunits++;
        if (!PyTuple_Check(unit) || PyTuple_GET_SIZE(unit) < 1 || PyTuple_GET_SIZE(unit) > n) {
            PyErr_SetString(PyExc_ValueError, "a unit is a tuple of 1 to n cells");
            goto fail;
        }
        C->line_n[u] = (int)PyTuple_GET_SIZE(unit);
        for (int i = 0; i < C->line_n[u]; i++) {
            int k;
            if (!gc_as_int(PyTuple_GET_ITEM(unit, i), &k)) goto fail;
            if (k < 0 || k >= C->ncells || C->nline_of[k] == MAXOF || in_unit(C, k, u)) {
                PyErr_SetString(PyExc_ValueError, "bad unit cell");
                goto fail;
            }
            C->lines[u][i] = k;
            C->line_of[k][C->nline_of[k]++] = u;
        }
    }
    C->npart = (int)PyList_GET_SIZE(cages);
    C->ncages = C->npart + (int)(rels ? PyList_GET_SIZE(rels) : 0);
    C->cages = PyMem_Calloc(C->ncages ? C->ncages : 1, sizeof(Cage));
    if (!C->cages) goto nomem;
    for (int k = 0; k < C->ncells; k++) C->cage_of[k] = -1;
    int words = 0, nrelcells = 0, has_seen = 0;
    C->nslots = C->ncells;
    for (int c = 0; c < C->ncages; c++) {
        Cage *g = &C->cages[c];
        int relation = c >= C->npart;
        PyObject *item = relation ? PyList_GET_ITEM(rels, c - C->npart) : PyList_GET_ITEM(cages, c);
        PyObject *cells, *tuples;
        if (!PyTuple_Check(item) || !PyArg_ParseTuple(item, "O!iLO", &PyTuple_Type, &cells, &g->kind, &g->target, &tuples)) {
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_TypeError, "a cage or relation is a tuple");
            goto fail;
        }
        g->k = (int)PyTuple_GET_SIZE(cells);
        g->cells = PyMem_Calloc(g->k ? g->k : 1, sizeof(int));
        g->slot = PyMem_Calloc(g->k ? g->k : 1, sizeof(int));
        if (!g->cells || !g->slot) goto nomem;
        if (relation ? g->k < 1 || g->k > MAXCELLS || (g->kind != BY_TABLE && g->kind != BY_SEEN) : g->kind == BY_SEEN) {
            PyErr_SetString(PyExc_ValueError, "a relation is a table or a sightline of 1+ cells; a cage is no sightline");
            goto fail;
        }
        for (int i = 0; i < g->k; i++) {
            if (!gc_as_int(PyTuple_GET_ITEM(cells, i), &g->cells[i])) goto fail;
            int k = g->cells[i], twice = 0;
            for (int j = 0; j < i; j++) twice |= g->cells[j] == k;
            if (k < 0 || k >= C->ncells || (relation ? twice : C->cage_of[k] >= 0)) {
                PyErr_SetString(PyExc_ValueError, relation ? "bad relation cell" : "bad cage cell");
                goto fail;
            }
            if (relation) g->slot[i] = C->nslots++;
            else { C->cage_of[k] = c; g->slot[i] = k; }
        }
        nrelcells += relation ? g->k : 0;
        if (g->kind == BY_SEEN) { /* a whole line (new()'s caller checks it is one) */
            if (g->k != n || g->target < 1 || g->target > n) {
                PyErr_SetString(PyExc_ValueError, "a sightline holds n cells and sees 1 to n");
                goto fail;
            }
            has_seen = 1;
            continue;
        }
        if (g->kind != BY_TABLE) continue;
        if (!table_of(C, g, tuples, &words)) goto fail;
    }
    /* each cell's relations, ascending, with its slot in each */
    C->rel_start = PyMem_Calloc(C->ncells + 1, sizeof(int));
    C->rel_c = PyMem_Calloc(nrelcells + 1, sizeof(int));
    C->rel_slot = PyMem_Calloc(nrelcells + 1, sizeof(int));
    C->touched = PyMem_Calloc(C->nslots, 1);
    if (!C->rel_start || !C->rel_c || !C->rel_slot || !C->touched) goto nomem;
    for (int c = C->npart; c < C->ncages; c++)
        for (int i = 0; i < C->cages[c].k; i++) C->rel_start[C->cages[c].cells[i] + 1]++;
    for (int k = 0; k < C->ncells; k++) C->rel_start[k + 1] += C->rel_start[k];
    {
        int at_rel[MAXCELLS];
        for (int k = 0; k < C->ncells; k++) at_rel[k] = C->rel_start[k];
        for (int c = C->npart; c < C->ncages; c++)
            for (int i = 0; i < C->cages[c].k; i++) {
                int k = C->cages[c].cells[i];
                C->rel_c[at_rel[k]] = c;
                C->rel_slot[at_rel[k]++] = C->cages[c].slot[i];
            }
    }
    if (has_seen) {
        C->dp_ahead = PyMem_Calloc((size_t)1 << n, sizeof(uint32_t));
        C->dp_behind = PyMem_Calloc((size_t)1 << n, sizeof(uint32_t));
        if (!C->dp_ahead || !C->dp_behind) goto nomem;
    }
    for (int k = 0; k < C->ncells; k++)
        if (C->cage_of[k] < 0) { PyErr_SetString(PyExc_ValueError, "a cell in no cage"); goto fail; }
    C->conflict = -1;
    C->doms_bytes = ((size_t)(C->ncells + C->nslots) * 4 + 7) / 8 * 8; /* candidates, then as each table last saw them */
    C->state_bytes = C->doms_bytes + (size_t)words * 8;
    /* linears */
    C->nlin = (int)PyList_GET_SIZE(linears);
    C->lin_start = PyMem_Calloc(C->nlin + 1, sizeof(int));
    C->lin_na = PyMem_Calloc(C->nlin + 1, sizeof(int));
    C->lin_r = PyMem_Calloc(C->nlin + 1, sizeof(int));
    C->lin_f = PyMem_Calloc((size_t)(C->nlin + 1) * (MAXN + 1), sizeof(int));
    C->lin_distinct = PyMem_Calloc(C->nlin + 1, 1);
    C->lin_line = PyMem_Calloc(C->nlin + 1, sizeof(int));
    if (!C->lin_f || !C->lin_distinct || !C->lin_line) goto nomem;
    int total = 0;
    for (int j = 0; j < C->nlin; j++) {
        PyObject *a, *b, *f;
        int r, distinct, line;
        if (!PyArg_ParseTuple(PyList_GET_ITEM(linears, j), "O!O!iO!pi", &PyTuple_Type, &a, &PyTuple_Type, &b, &r,
                              &PyTuple_Type, &f, &distinct, &line))
            goto fail;
        if (PyTuple_GET_SIZE(f) != n + 1 || line < 0 || line >= C->nunits) {
            PyErr_SetString(PyExc_ValueError, "a linear needs f(0..n) and a unit");
            goto fail;
        }
        for (int v = 0; v <= n; v++)
            if (!gc_as_int(PyTuple_GET_ITEM(f, v), &C->lin_f[j * (MAXN + 1) + v])) goto fail;
        C->lin_distinct[j] = (char)distinct;
        C->lin_line[j] = line;
        total += (int)(PyTuple_GET_SIZE(a) + PyTuple_GET_SIZE(b));
    }
    C->lin_cells = PyMem_Calloc(total + 1, sizeof(int));
    C->cell_lin_start = PyMem_Calloc(C->ncells + 1, sizeof(int));
    C->cell_lin = PyMem_Calloc(total + 1, sizeof(int));
    if (!C->lin_start || !C->lin_na || !C->lin_r || !C->lin_cells || !C->cell_lin_start || !C->cell_lin) goto nomem;
    int at = 0;
    int counts[MAXCELLS] = {0};
    for (int j = 0; j < C->nlin; j++) {
        PyObject *a = PyTuple_GET_ITEM(PyList_GET_ITEM(linears, j), 0), *b = PyTuple_GET_ITEM(PyList_GET_ITEM(linears, j), 1);
        int r = C->lin_r[j];
        if (!gc_as_int(PyTuple_GET_ITEM(PyList_GET_ITEM(linears, j), 2), &r)) goto fail;
        C->lin_start[j] = at;
        C->lin_na[j] = (int)PyTuple_GET_SIZE(a);
        C->lin_r[j] = r;
        for (int half = 0; half < 2; half++) {
            PyObject *side = half ? b : a;
            for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(side); i++) {
                int k;
                if (!gc_as_int(PyTuple_GET_ITEM(side, i), &k)) goto fail;
                if (k < 0 || k >= C->ncells) { PyErr_SetString(PyExc_ValueError, "bad linear cell"); goto fail; }
                C->lin_cells[at++] = k;
                counts[k]++;
            }
        }
    }
    C->lin_start[C->nlin] = at;
    /* distinct value functions and their lookup tables */
    C->lin_fun = PyMem_Calloc(C->nlin + 1, sizeof(int));
    if (!C->lin_fun) goto nomem;
    int funs[64], nf = 0;
    for (int j = 0; j < C->nlin; j++) {
        int found = -1;
        for (int q = 0; q < nf && found < 0; q++)
            if (!memcmp(C->lin_f + funs[q] * (MAXN + 1), C->lin_f + j * (MAXN + 1), (MAXN + 1) * sizeof(int))) found = q;
        if (found < 0) {
            if (nf == 64) { PyErr_SetString(PyExc_ValueError, "too many value functions"); goto fail; }
            funs[nf] = j;
            found = nf++;
        }
        C->lin_fun[j] = found;
        for (int v = 1; v <= n; v++)
            if (C->lin_f[j * (MAXN + 1) + v] < 0 || C->lin_f[j * (MAXN + 1) + v] > MAXN) {
                PyErr_SetString(PyExc_ValueError, "a value function outside 0..16");
                goto fail;
            }
    }
    C->nfun = nf;
    size_t span = (size_t)1 << n;
    C->fmin = PyMem_Calloc((size_t)(nf ? nf : 1) * span, 1);
    C->fmax = PyMem_Calloc((size_t)(nf ? nf : 1) * span, 1);
    C->fle = PyMem_Calloc((size_t)(nf ? nf : 1) * (MAXN + 2), sizeof(uint32_t));
    C->nlvl = PyMem_Calloc(nf ? nf : 1, sizeof(int));
    C->lvl_mask = PyMem_Calloc((size_t)(nf ? nf : 1) * MAXN, sizeof(uint32_t));
    C->lvl_f = PyMem_Calloc((size_t)(nf ? nf : 1) * MAXN, sizeof(int));
    if (!C->fmin || !C->fmax || !C->fle || !C->nlvl || !C->lvl_mask || !C->lvl_f) goto nomem;
    for (int q = 0; q < nf; q++) {
        const int *f = C->lin_f + funs[q] * (MAXN + 1);
        uint8_t *mn = C->fmin + q * span, *mx = C->fmax + q * span;
        mn[0] = 255; mx[0] = 0;
        for (size_t d = 1; d < span; d++) { /* bit i of d is value i + 1 */
            int v = __builtin_ctz((unsigned)d) + 1;
            size_t rest = d & (d - 1);
            int a = f[v], b = f[v];
            if (rest) { if (mn[rest] < a) a = mn[rest]; if (mx[rest] > b) b = mx[rest]; }
            mn[d] = (uint8_t)a; mx[d] = (uint8_t)b;
        }
        int identity = 1, *nl = &C->nlvl[q];
        for (int v = 1; v <= n; v++) identity &= f[v] == v;
        *nl = 0;
        for (int e = 0; !identity && e <= MAXN; e++) {
            uint32_t mask = 0;
            for (int v = 1; v <= n; v++) if (f[v] == e) mask |= 1u << v;
            if (!mask) continue;
            C->lvl_mask[q * MAXN + *nl] = mask;
            C->lvl_f[q * MAXN + *nl] = e;
            (*nl)++;
        }
        uint32_t *le = C->fle + q * (MAXN + 2);
        for (int e = 0; e <= MAXN + 1; e++)
            for (int v = 1; v <= n; v++)
                if (f[v] <= e - 1) le[e] |= 1u << v;
    }
    for (int k = 0; k < C->ncells; k++) C->cell_lin_start[k + 1] = C->cell_lin_start[k] + counts[k];
    int fill[MAXCELLS];
    for (int k = 0; k < C->ncells; k++) fill[k] = C->cell_lin_start[k];
    for (int j = 0; j < C->nlin; j++)
        for (int i = C->lin_start[j]; i < C->lin_start[j + 1]; i++) {
            int k = C->lin_cells[i];
            C->cell_lin[fill[k]++] = j;
        }
    int nw = C->ncages + C->nunits + C->nlin;
    C->weight = PyMem_Calloc(nw + 1, sizeof(double));
    C->cq = PyMem_Calloc(C->ncages + 1, sizeof(int));
    C->cdirty = PyMem_Calloc(C->ncages + 1, 1);
    C->fresh = PyMem_Calloc(C->ncages + 1, 1);
    C->jq = PyMem_Calloc(C->nlin + 1, sizeof(int));
    C->jdirty = PyMem_Calloc(C->nlin + 1, 1);
    C->tmp = PyMem_Calloc(C->maxW + 1, sizeof(uint64_t));
    C->sup = PyMem_Calloc(C->maxW + 1, sizeof(uint64_t));
    if (!C->weight || !C->cq || !C->cdirty || !C->fresh || !C->jq || !C->jdirty || !C->tmp || !C->sup) goto nomem;
    for (int i = 0; i < nw; i++) C->weight[i] = 1.0;

    PyObject *cap = PyCapsule_New(C, "gridcraft.latin.core", capsule_free);
    if (!cap) { core_free(C); return NULL; }
    return cap;
nomem:
    PyErr_NoMemory();
fail:
    core_free(C);
    return NULL;
}

/* ---- propagation ---- */

typedef struct {
    Core *C;
    uint32_t *doms;
    uint64_t *surv;
    int qn;
    int cn, ln, jn;
    int pn; /* cells taken off the queue whose linears are not yet marked (C->pend) */
} Run;

static inline void push(Run *R, int k) {
    if (!R->C->inq[k]) { R->C->inq[k] = 1; R->C->queue[R->qn++] = k; }
}

/* narrow cell k to nd (a subset of its candidates); 0 on a wipe-out, blamed on constraint `cause` */
static void record(Core *C, int k, uint32_t gone, uint32_t left);

static inline int narrow(Run *R, int k, uint32_t nd, int cause) {
    if (nd == R->doms[k]) return 1;
    if (R->C->rec) record(R->C, k, R->doms[k] & ~nd, nd);
    if (!nd) { R->C->failed = cause; R->C->conf_cell = k; R->C->conf_count = __builtin_popcount(R->doms[k]); return 0; }
    R->doms[k] = nd;
    push(R, k);
    return 1;
}

static inline int lowbit(uint32_t d) { return __builtin_ctz(d); }
/* bits set in x, without a library call where the compiler has no popcount instruction */
static inline int pop32(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}
static inline int highbit(uint32_t d) { return 31 - __builtin_clz(d); }

/* Reasons of removals, for the explanations of the conflict-driven search: a type in the low 4 bits,
 * its data above (see explain()). */
enum { R_DEC = 1, R_ASSIGN, R_SINGLE, R_HIDDEN, R_HALL, R_TABLE, R_CAGELINE, R_CAGEALL, R_LINEAR, R_CLAUSE };
#define WHY(type, data) ((uint64_t)(type) | ((uint64_t)(data) << 4))
#define HALL(line, cells, vals) WHY(R_HALL, (uint64_t)(line) | (uint64_t)(cells) << 8 | (uint64_t)((vals) >> 1) << 24)

/* a rule found no solution without emptying a cell: `why` explains it; cause is weighed */
static inline int fail(Core *C, int cause, uint64_t why) {
    C->failed = cause;
    C->conf_cell = -1;
    C->why = why;
    return 0;
}

static int bounds_cage(Run *R, int c) {
    Core *C = R->C;
    Cage *g = &C->cages[c];
    uint32_t *doms = R->doms;
    long long t = g->target;
    int n = C->n;
    long lo_sum = 0, hi_sum = 0;
    long double lo_prod = 1, hi_prod = 1; /* 16^256 fits a long double's range; exact below 2^64 */
    int lows[MAXCELLS], highs[MAXCELLS];
    C->why = WHY(R_CAGEALL, c);
    for (int i = 0; i < g->k; i++) {
        uint32_t d = doms[g->cells[i]];
        lows[i] = lowbit(d); highs[i] = highbit(d);
        lo_sum += lows[i]; hi_sum += highs[i];
        lo_prod *= lows[i]; hi_prod *= highs[i];
    }
    for (int i = 0; i < g->k; i++) {
        int k = g->cells[i];
        uint32_t d = doms[k], keep = 0;
        if (g->kind & BY_SUM) {
            long lo = t - (hi_sum - highs[i]), hi = t - (lo_sum - lows[i]);
            if (lo < 1) lo = 1;
            if (hi > n) hi = n;
            if (lo <= hi) keep |= (uint32_t)(((1ull << (hi + 1)) - 1) & ~((1ull << lo) - 1));
        }
        if (g->kind & BY_PRODUCT) {
            long double olo = lo_prod / lows[i], ohi = hi_prod / highs[i];
            for (int v = 1; v <= n; v++)
                if ((d >> v & 1) && t % v == 0) {
                    long double q = (long double)(t / v);
                    if (olo <= q * (1 + 1e-12L) && q <= ohi * (1 + 1e-12L)) keep |= 1u << v;
                }
        }
        if (!narrow(R, k, d & keep, c)) return 0;
    }
    return 1;
}

static int table_cage(Run *R, int c) {
    Core *C = R->C;
    Cage *g = &C->cages[c];
    int W = g->W, n = C->n;
    uint64_t *s = R->surv + g->soff, *ns = C->tmp, *sup = C->sup;
    memcpy(ns, s, W * 8);
    int fresh = C->fresh[c];
    uint32_t *last = R->doms + C->ncells; /* per slot, candidates as this table last saw them */
    int moved = 0, only = -1; /* positions that lost values, and the last of them */
    int changed = 0;          /* tuples were dropped */
    for (int pos = 0; pos < g->k; pos++) {
        int k = g->cells[pos], sl = g->slot[pos];
        if (!fresh && !C->touched[sl]) continue; /* the surviving tuples already fit it */
        C->touched[sl] = 0;
        uint32_t d = R->doms[k], gone = last[sl] & ~d;
        last[sl] = d;
        if (gone) { moved++; only = pos; }
        const uint64_t *mp = g->masks + (size_t)pos * (n + 1) * W;
        if (!fresh && pop32(gone) < pop32(d)) {
            /* fewer values left than stay: drop the tuples of the values that left (Compact-Table's
             * incremental update) */
            while (gone) {
                int v = lowbit(gone);
                gone &= gone - 1;
                const uint64_t *m = mp + (size_t)v * W;
                for (int w = 0; w < W; w++) {
                    uint64_t x = ns[w] & m[w];
                    if (x) { ns[w] ^= x; changed = 1; }
                }
            }
            continue;
        }
        memset(sup, 0, W * 8);
        while (d) {
            int v = lowbit(d);
            d &= d - 1;
            const uint64_t *m = mp + (size_t)v * W;
            for (int w = 0; w < W; w++) sup[w] |= m[w];
        }
        for (int w = 0; w < W; w++) {
            uint64_t x = ns[w] & ~sup[w];
            if (x) { ns[w] ^= x; changed = 1; }
        }
    }
    if (!changed && !fresh) return 1;
    int any = 0;
    for (int w = 0; w < W && !any; w++) any = ns[w] != 0;
    if (!any) return fail(C, c, WHY(R_TABLE, c));
    C->fresh[c] = 0;
    memcpy(s, ns, W * 8);
    /* when one position alone lost values, the tuples gone held only values it lost: its other
     * values keep every support (Compact-Table skips that variable too) */
    int skip = !fresh && moved == 1 ? only : -1;
    C->why = WHY(R_TABLE, c);
    for (int pos = 0; pos < g->k; pos++) {
        int k = g->cells[pos];
        if (pos == skip) continue;
        uint32_t d = R->doms[k], nd = 0, rest = d;
        if (!(d & (d - 1))) continue; /* every surviving tuple holds the cell's one value: supported */
        const uint64_t *mp = g->masks + (size_t)pos * (n + 1) * W;
        while (rest) {
            int v = lowbit(rest);
            rest &= rest - 1;
            const uint64_t *m = mp + (size_t)v * W;
            int *res = g->residue + pos * (n + 1) + v; /* the word that last held a support */
            if (s[*res] & m[*res]) { nd |= 1u << v; continue; }
            for (int w = 0; w < W; w++)
                if (s[w] & m[w]) { nd |= 1u << v; *res = w; break; }
        }
        if (!narrow(R, k, nd, c)) return 0;
    }
    if (!C->cage_lines) return 1;
    for (int p = 0; p < g->nparts; p++) {
        int line = g->part_line[p];
        uint32_t cand = 0;
        for (int i = g->part_start[p]; i < g->part_start[p + 1]; i++) cand |= R->doms[g->cells[g->part_pos[i]]];
        const uint64_t *hp = g->having + (size_t)p * (n + 1) * W;
        while (cand) {
            int v = lowbit(cand);
            cand &= cand - 1;
            /* every surviving tuple puts v in this part of the line? */
            const uint64_t *having = hp + (size_t)v * W;
            if (s[0] & ~having[0]) continue;
            int covered = 1;
            for (int w = 1; w < W; w++)
                if (s[w] & ~having[w]) { covered = 0; break; }
            if (!covered) continue;
            C->why = WHY(R_CAGELINE, (uint64_t)c | (uint64_t)p << 20 | (uint64_t)v << 28);
            for (int i = 0; i < C->line_n[line]; i++) { /* the line's cells outside the cage */
                int k = C->lines[line][i];
                if (!(g->part_in[p] >> i & 1) && (R->doms[k] >> v & 1))
                    if (!narrow(R, k, R->doms[k] & ~(1u << v), c)) return 0;
            }
        }
    }
    return 1;
}

/* a sightline without a table (BY_SEEN): generalised arc consistency of "the line, a permutation of
 * 1..n read from the viewer, has target values taller than all before them", by dynamic
 * programming over the set U of values in the line's first |U| cells (index U >> 1): ahead[U] has
 * bit s when those cells, in some order their candidates allow, see s; then back from the whole set
 * seeing target, behind[U] keeps the counts that can still end there, and each step U -> U + v that
 * a count crosses both ways supports v in cell |U|. The tallest of U is its highest bit. O(2^n n);
 * the same values as the table of such permutations keeps (gridcraft.latin.search.relations);
 * removals explained by every removal of the line's other cells (R_CAGEALL). */
static int seen_rule(Run *R, int c) {
    Core *C = R->C;
    Cage *g = &C->cages[c];
    int n = g->k, target = (int)g->target;
    size_t span = (size_t)1 << n;
    uint32_t *ahead = C->dp_ahead, *behind = C->dp_behind, dom[MAXN], support[MAXN] = {0};
    uint32_t keep = (2u << target) - 1; /* no more than target seen */
    for (int i = 0; i < n; i++) dom[i] = R->doms[g->cells[i]];
    memset(ahead, 0, span * sizeof(uint32_t));
    ahead[0] = 1;
    for (size_t u = 0; u + 1 < span; u++) {
        uint32_t counts = ahead[u], used = (uint32_t)u << 1;
        if (!counts) continue;
        int i = pop32(used), tallest = used ? highbit(used) : 0;
        for (uint32_t a = dom[i] & ~used; a; a &= a - 1) {
            int v = lowbit(a);
            ahead[(used | 1u << v) >> 1] |= (v > tallest ? counts << 1 : counts) & keep;
        }
    }
    if (!(ahead[span - 1] >> target & 1)) return fail(C, c, WHY(R_CAGEALL, c));
    behind[span - 1] = 1u << target;
    for (size_t u = span - 1; u-- > 0;) {
        uint32_t counts = ahead[u], used = (uint32_t)u << 1, back = 0;
        behind[u] = 0;
        if (!counts) continue;
        int i = pop32(used), tallest = used ? highbit(used) : 0;
        for (uint32_t a = dom[i] & ~used; a; a &= a - 1) {
            int v = lowbit(a);
            uint32_t later = behind[(used | 1u << v) >> 1];
            if (!later) continue;
            uint32_t before = v > tallest ? later >> 1 : later;
            if (before & counts) { support[i] |= 1u << v; back |= before; }
        }
        behind[u] = back & counts;
    }
    C->why = WHY(R_CAGEALL, c);
    for (int i = 0; i < n; i++)
        if (!narrow(R, g->cells[i], R->doms[g->cells[i]] & support[i], c)) return 0;
    return 1;
}

/* augmenting path from free cell i (Kuhn); owner[v] = free-cell index or -1 */
static int augment(int i, const uint32_t *dom, int *owner, int *mate, uint32_t *seen) {
    uint32_t d = dom[i] & ~*seen;
    while (d) {
        int v = lowbit(d);
        d &= d - 1;
        if (*seen >> v & 1) continue;
        *seen |= 1u << v;
        if (owner[v] < 0 || augment(owner[v], dom, owner, mate, seen)) {
            owner[v] = i;
            mate[i] = v;
            return 1;
        }
    }
    return 0;
}

static int line_rule(Run *R, int line) {
    Core *C = R->C;
    int n = C->line_n[line], cause = C->ncages + line;
    const int *cells = C->lines[line];
    uint32_t once = 0, twice = 0;
    for (int i = 0; i < n; i++) {
        uint32_t d = R->doms[cells[i]];
        twice |= once & d;
        once |= d;
    }
    /* hidden singles in a unit of n cells (a cage's unit of fewer cells need not hold every value) */
    if (n == C->n && once != C->full) return fail(C, cause, WHY(R_HIDDEN, line | lowbit(C->full & ~once) << 8));
    uint32_t single = n == C->n ? once & ~twice : 0;
    while (single) {
        uint32_t bit = single & -single;
        single ^= bit;
        C->why = WHY(R_HIDDEN, line | lowbit(bit) << 8);
        for (int i = 0; i < n; i++)
            if (R->doms[cells[i]] & bit) {
                if (!narrow(R, cells[i], bit, cause)) return 0;
                break;
            }
    }
    if (!C->alldiff) return 1;
    int freec[MAXN], pos[MAXN], m = 0; /* the open cells, and their places in the line */
    uint32_t dom[MAXN], fixed = 0, uni = 0, open = 0;
    for (int i = 0; i < n; i++) {
        uint32_t d = R->doms[cells[i]];
        if (d & (d - 1)) { freec[m] = cells[i]; pos[m] = i; dom[m] = d; uni |= d; m++; open |= 1u << i; }
        else fixed |= d;
    }
    if (m < 3) return 1;
    if (uni & fixed) return 1; /* singles still pending: the queue will come back here */
    int values = pop32(uni);
    if (values < m) return fail(C, cause, HALL(line, open, uni));
    if (values != m && n == C->n) return 1; /* cannot be once the singles are done */
    int owner[MAXN + 1], mate[MAXN];
    for (int v = 0; v <= C->n; v++) owner[v] = -1;
    for (int i = 0; i < m; i++) { /* keep the last matching's edges that are still there */
        int v = C->mates[line][pos[i]];
        mate[i] = -1;
        if (v > 0 && (dom[i] >> v & 1) && owner[v] < 0) { owner[v] = i; mate[i] = v; }
    }
    for (int i = 0; i < m; i++) {
        if (mate[i] >= 0) continue;
        uint32_t seen = 0;
        if (!augment(i, dom, owner, mate, &seen)) { /* a Hall set: cell i and the owners of the values seen */
            uint32_t hall = 1u << pos[i];
            for (uint32_t f = seen; f; f &= f - 1) hall |= 1u << pos[owner[lowbit(f)]];
            return fail(C, cause, HALL(line, hall, seen));
        }
    }
    for (int i = 0; i < m; i++) C->mates[line][pos[i]] = mate[i];
    /* value graph: mate(i) -> the other candidates of cell i; an edge of cell i survives when its
     * value lies in the strongly connected component of mate(i). Components by bitset reachability:
     * the forward and backward closures of one value meet in its component. */
    uint32_t adj[MAXN + 1], comp[MAXN + 1], matched = 0;
    for (uint32_t f = uni; f; f &= f - 1) adj[lowbit(f)] = 0; /* a free value has no edge out */
    for (int i = 0; i < m; i++) { adj[mate[i]] = dom[i] & ~(1u << mate[i]); matched |= 1u << mate[i]; }
    /* in a cage's unit of fewer cells than values, a value is also kept when it is free (matched to
     * no cell) or its cell can pass it on along a path that ends at a free value */
    uint32_t freed = uni & ~matched, grown = freed;
    while (grown) {
        grown = 0;
        for (uint32_t u = matched & ~freed; u; u &= u - 1)
            if (adj[lowbit(u)] & freed) grown |= u & -u;
        freed |= grown;
    }
    uint32_t left = uni;
    while (left) {
        uint32_t start = left & -left, fwd = start, bwd = start, frontier = start;
        while (frontier) {
            uint32_t next = 0;
            for (uint32_t f = frontier; f; f &= f - 1) next |= adj[lowbit(f)];
            frontier = next & left & ~fwd;
            fwd |= frontier;
        }
        frontier = start;
        while (frontier) { /* the values with an edge into the frontier */
            uint32_t next = 0;
            for (uint32_t u = left & ~bwd; u; u &= u - 1)
                if (adj[lowbit(u)] & frontier) next |= u & -u;
            frontier = next;
            bwd |= next;
        }
        uint32_t scc = fwd & bwd;
        if (scc == uni) return 1; /* one component: every edge lies on an alternating cycle */
        for (uint32_t f = scc; f; f &= f - 1) comp[lowbit(f)] = scc;
        left &= ~scc;
    }
    for (int i = 0; i < m; i++) {
        uint32_t d = R->doms[freec[i]], gone = d & ~comp[mate[i]] & ~freed;
        if (!gone) continue;
        if (!C->rec) {
            if (!narrow(R, freec[i], d & ~gone, cause)) return 0;
            continue;
        }
        /* one removal at a time, each explained by the Hall set of the values v reaches: they are
         * all the candidates of the cells matched to them, and mate(i) is not among them */
        for (; gone; gone &= gone - 1) {
            uint32_t reach = gone & -gone, frontier = reach, hall = 0;
            while (frontier) {
                uint32_t next = 0;
                for (uint32_t f = frontier; f; f &= f - 1) next |= adj[lowbit(f)];
                frontier = next & ~reach;
                reach |= frontier;
            }
            for (int q = 0; q < m; q++)
                if (reach >> mate[q] & 1) hall |= 1u << pos[q];
            C->why = HALL(line, hall, reach);
            if (!narrow(R, freec[i], R->doms[freec[i]] & ~(gone & -gone), cause)) return 0;
        }
    }
    return 1;
}

static int linear_rule(Run *R, int j) {
    Core *C = R->C;
    int cause = C->ncages + C->lin_line[j];
    int start = C->lin_start[j], na = C->lin_na[j], end = C->lin_start[j + 1], r = C->lin_r[j];
    size_t span = (size_t)1 << C->n;
    const uint8_t *fmin = C->fmin + C->lin_fun[j] * span, *fmax = C->fmax + C->lin_fun[j] * span;
    const uint32_t *le = C->fle + C->lin_fun[j] * (MAXN + 2);
    long lo_a = 0, hi_a = 0, lo_b = 0, hi_b = 0, lo, hi, wide = 0;
    uint32_t uni = 0;
    C->why = WHY(R_LINEAR, j);
    for (int i = start; i < start + na; i++) {
        uint32_t d = R->doms[C->lin_cells[i]];
        uni |= d;
        lo = fmin[d >> 1]; hi = fmax[d >> 1];
        lo_a += lo; hi_a += hi;
        if (hi - lo > wide) wide = hi - lo;
    }
    for (int i = start + na; i < end; i++) {
        uint32_t d = R->doms[C->lin_cells[i]];
        lo = fmin[d >> 1]; hi = fmax[d >> 1];
        lo_b += lo; hi_b += hi;
        if (hi - lo > wide) wide = hi - lo;
    }
    long low = lo_a, high = hi_a;
    if (na && C->lin_distinct[j]) { /* distinct values: at least the na smallest f, at most the na largest */
        int m = pop32(uni);
        if (m < na) return fail(C, cause, C->why);
        long small = 0, large = 0;
        int fu = C->lin_fun[j], levels = C->nlvl[fu];
        if (!levels) { /* f(v) = v: the na lowest and highest bits */
            uint32_t lo_u = uni, hi_u = uni;
            for (int i = 0; i < na; i++) {
                small += lowbit(lo_u); lo_u &= lo_u - 1;
                int h = highbit(hi_u); large += h; hi_u &= ~(1u << h);
            }
        } else { /* by levels of f, from the bottom and from the top */
            const uint32_t *mask = C->lvl_mask + fu * MAXN;
            const int *fv = C->lvl_f + fu * MAXN;
            int left = na;
            for (int e = 0; e < levels && left; e++) {
                int t = pop32(uni & mask[e]);
                if (t > left) t = left;
                small += (long)t * fv[e]; left -= t;
            }
            left = na;
            for (int e = levels - 1; e >= 0 && left; e--) {
                int t = pop32(uni & mask[e]);
                if (t > left) t = left;
                large += (long)t * fv[e]; left -= t;
            }
        }
        if (small > low) low = small;
        if (large < high) high = large;
    }
    if (low - hi_b > r || high - lo_b < r) return fail(C, cause, C->why);
    /* a cell loses values only when its range of f is wider than the slack on either side */
    if (wide <= hi_a - lo_b - r && wide <= r + hi_b - lo_a) return 1;
    for (int i = start; i < end; i++) {
        int k = C->lin_cells[i];
        uint32_t d = R->doms[k];
        long mn, mx;
        lo = fmin[d >> 1]; hi = fmax[d >> 1];
        if (i < start + na) { mn = r + lo_b - (hi_a - hi); mx = r + hi_b - (lo_a - lo); }
        else { mn = lo_a - r - (hi_b - hi); mx = hi_a - r - (lo_b - lo); }
        if (mn <= lo && mx >= hi) continue;
        if (mx < 0 || mn > MAXN) return fail(C, cause, C->why);
        if (mn < 0) mn = 0;
        if (mx > MAXN) mx = MAXN;
        if (!narrow(R, k, d & le[mx + 1] & ~le[mn], cause)) return 0;
    }
    return 1;
}


static int cdcl_pending(Core *C);
static int cdcl_clauses(Run *R);

/* start: the cells whose candidates changed (count nstart); nstart < 0: everything, once (the root) */
static int propagate(Core *C, uint32_t *doms, uint64_t *surv, const int *start, int nstart) {
    Run R = {C, doms, surv, 0, 0, 0, 0, 0};
    memset(C->inq, 0, C->ncells);
    memset(C->touched, 0, C->nslots);
    memset(C->pending, 0, C->ncells);
    memset(C->cdirty, 0, C->ncages);
    memset(C->ldirty, 0, C->nunits);
    memset(C->jdirty, 0, C->nlin);
    if (nstart < 0) { /* the root: everything once */
        for (int k = 0; k < C->ncells; k++) push(&R, k);
        for (int c = 0; c < C->ncages; c++) { C->cdirty[c] = 1; C->fresh[c] = 1; C->cq[R.cn++] = c; }
    } else {
        memset(C->fresh, 0, C->ncages);
        for (int i = 0; i < nstart; i++) push(&R, start[i]);
    }
    for (;;) {
        while (R.qn) {
            int k = C->queue[--R.qn];
            C->inq[k] = 0;
            uint32_t d = doms[k];
            int c = C->cage_of[k];
            C->touched[k] = 1;
            if (!C->cdirty[c]) { C->cdirty[c] = 1; C->cq[R.cn++] = c; }
            for (int q = C->rel_start[k]; q < C->rel_start[k + 1]; q++) { /* then its relations */
                int r = C->rel_c[q];
                C->touched[C->rel_slot[q]] = 1;
                if (!C->cdirty[r]) { C->cdirty[r] = 1; C->cq[R.cn++] = r; }
            }
            for (int h = 0; h < C->nline_of[k]; h++) {
                int line = C->line_of[k][h];
                if (!C->ldirty[line]) { C->ldirty[line] = 1; C->lq[R.ln++] = line; }
            }
            if (!C->pending[k]) { C->pending[k] = 1; C->pend[R.pn++] = k; }
            if (d & (d - 1)) continue;
            C->why = WHY(R_SINGLE, k);
            for (int h = 0; h < C->nline_of[k]; h++) {
                int line = C->line_of[k][h];
                for (int i = 0; i < C->line_n[line]; i++) {
                    int p = C->lines[line][i];
                    if (p != k && (doms[p] & d))
                        if (!narrow(&R, p, doms[p] & ~d, C->ncages + line)) return 0;
                }
            }
        }
        if (C->rec && C->cd && cdcl_pending(C)) {
            if (!cdcl_clauses(&R)) return 0;
            continue;
        }
        if (R.cn) {
            int c = C->cq[--R.cn];
            C->cdirty[c] = 0;
            int kind = C->cages[c].kind;
            if (!(kind == BY_TABLE ? table_cage(&R, c) : kind == BY_SEEN ? seen_rule(&R, c) : bounds_cage(&R, c))) return 0;
            continue;
        }
        if (R.ln) {
            int line = C->lq[--R.ln];
            C->ldirty[line] = 0;
            if (!line_rule(&R, line)) return 0;
            continue;
        }
        for (int i = 0; i < R.pn; i++) { /* the linears' turn: mark those of the cells met */
            int k = C->pend[i];
            C->pending[k] = 0;
            for (int q = C->cell_lin_start[k]; q < C->cell_lin_start[k + 1]; q++) {
                int j = C->cell_lin[q];
                if (!C->jdirty[j]) { C->jdirty[j] = 1; C->jq[R.jn++] = j; }
            }
        }
        R.pn = 0;
        if (R.jn) {
            int j = C->jq[--R.jn];
            C->jdirty[j] = 0;
            if (!linear_rule(&R, j)) return 0;
            continue;
        }
        return 1;
    }
}


/* the candidate bitsets of `state` when it is a state of C's puzzle, else NULL with TypeError */
static uint32_t *state_doms(Core *C, PyObject *state) {
    if (!PyBytes_Check(state) || (size_t)PyBytes_GET_SIZE(state) != C->state_bytes) {
        PyErr_SetString(PyExc_TypeError, "not a state of this puzzle");
        return NULL;
    }
    return (uint32_t *)PyBytes_AS_STRING(state);
}

/* ---- conflict-driven search ----
 * A search that learns from explained failures, after lazy clause generation (Ohrimenko, Stuckey
 * and Codish, "Propagation via lazy clause generation", Constraints 2009) and the generalized
 * nogoods of Katsirelos and Bacchus (AAAI 2005). Literals are "cell k lost value v" (a removal) and
 * "cell k is v" (an assignment); every one that becomes true goes on a trail with its reason. A
 * failure is explained back through the reasons to the first unique implication point of the
 * current decision level (as in Chaff and MiniSat); the nogood found is learned, the search jumps
 * back to the level where it first applies and never meets that combination again. The rules
 * explain themselves lazily (explain()), from the trail as it stood when they acted: a naked
 * single by the cell's assignment, a hidden single by the value's removals from the rest of the
 * line, the all-different rule by a Hall set (the cells matched to the values a removed value
 * reaches), a table by a cover of its dead tuples with the literals that killed them, a linear by
 * the bounds of its other cells, and a sum or product cage without a table by every removal of its
 * other cells (boxes and cage units explain themselves as rows do: their singles and Hall sets
 * name the unit; a distinct cage's sum is a linear). Restarts follow the Luby sequence; learned nogoods are halved by literal block
 * distance (Audemard and Simon, IJCAI 2009) when they grow too many. A solution is met as every
 * cell fixed; the nogood of its decisions then excludes it, so the search goes on to the next and
 * ends, complete, with a failure at level 0. */

#define LIT(k, v, a) ((k) << 6 | (v) << 1 | (a))
#define LIT_CELL(l) ((l) >> 6)
#define LIT_VAL(l) ((l) >> 1 & 31)

typedef struct Cdcl {
    int nlits;              /* literal codes LIT(cell, value, 1 for an assignment) */
    int cap;                /* trail capacity: every removal and assignment */
    int tr_n, qhead, level;
    int *tr_lit, *tr_level;
    uint64_t *tr_reason;
    int *stamp;             /* [literal]: its trail index, -1 true at the root, INT_MAX not true */
    int *lim, *dec_cell, *dec_val;
    char *stk, *cur;        /* the state of each level, and the working state */
    /* analysis */
    char *tr_seen, *dec_seen;
    int *marked, nmarked, *lv_marked, nlv;
    int *learnt, nlearnt, pathc, bad;
    int checking, redundant; /* minimising: add_lit only checks that its literal is in the nogood */
    int *lvl_stamp, lvl_tick;
    /* nogoods: literal codes, the asserting one and a highest-level one watched (positions 0 and 1) */
    int *cl_lits; size_t cl_used, cl_cap;
    size_t *cl_start; int *cl_lbd; char *cl_dead; int cl_n, cl_max, learnts, max_learnts;
    int **cw; int *cw_n, *cw_cap;
    long conflicts, nodes, next_restart, learned_lits;
    int luby_i;
    int complete;
} Cdcl;

#define CDCL_RESTART_UNIT 100   /* conflicts of the shortest run */
#define CDCL_FIRST_LEARNTS 4000 /* learned nogoods kept before the first reduction */

static void cdcl_free(Cdcl *cd) {
    if (!cd) return;
    PyMem_Free(cd->tr_lit); PyMem_Free(cd->tr_level); PyMem_Free(cd->tr_reason); PyMem_Free(cd->stamp);
    PyMem_Free(cd->lim); PyMem_Free(cd->dec_cell); PyMem_Free(cd->dec_val);
    PyMem_Free(cd->stk); PyMem_Free(cd->cur); PyMem_Free(cd->tr_seen); PyMem_Free(cd->dec_seen);
    PyMem_Free(cd->marked); PyMem_Free(cd->lv_marked); PyMem_Free(cd->learnt); PyMem_Free(cd->lvl_stamp);
    PyMem_Free(cd->cl_lits); PyMem_Free(cd->cl_start); PyMem_Free(cd->cl_lbd); PyMem_Free(cd->cl_dead);
    if (cd->cw) for (int l = 0; l < cd->nlits; l++) PyMem_Free(cd->cw[l]);
    PyMem_Free(cd->cw); PyMem_Free(cd->cw_n); PyMem_Free(cd->cw_cap);
    PyMem_Free(cd);
}

static Cdcl *cdcl_new(Core *C) {
    Cdcl *cd = PyMem_Calloc(1, sizeof(Cdcl));
    if (!cd) return NULL;
    int nc = C->ncells;
    cd->nlits = nc << 6;
    cd->cap = nc * (C->n + 1) + 1;
    int ok = 1;
#define ALLOC(field, count, size) ok &= (cd->field = PyMem_Calloc((size_t)(count) + 1, size)) != NULL
    ALLOC(tr_lit, cd->cap, sizeof(int)); ALLOC(tr_level, cd->cap, sizeof(int)); ALLOC(tr_reason, cd->cap, sizeof(uint64_t));
    ALLOC(stamp, cd->nlits, sizeof(int));
    ALLOC(lim, nc + 2, sizeof(int)); ALLOC(dec_cell, nc + 2, sizeof(int)); ALLOC(dec_val, nc + 2, sizeof(int));
    ALLOC(stk, (size_t)(nc + 2) * C->state_bytes, 1); ALLOC(cur, C->state_bytes, 1);
    ALLOC(tr_seen, cd->cap, 1); ALLOC(dec_seen, nc + 2, 1); ALLOC(marked, cd->cap, sizeof(int));
    ALLOC(lv_marked, nc + 2, sizeof(int)); ALLOC(learnt, cd->cap + nc + 2, sizeof(int)); ALLOC(lvl_stamp, nc + 2, sizeof(int));
    ALLOC(cw, cd->nlits, sizeof(int *)); ALLOC(cw_n, cd->nlits, sizeof(int)); ALLOC(cw_cap, cd->nlits, sizeof(int));
    ALLOC(cl_start, 1, sizeof(size_t));
#undef ALLOC
    if (!ok) { cdcl_free(cd); return NULL; }
    return cd;
}

static inline void trail_push(Cdcl *cd, int lit, uint64_t why) {
    int i = cd->tr_n++;
    cd->tr_lit[i] = lit; cd->tr_level[i] = cd->level; cd->tr_reason[i] = why;
    cd->stamp[lit] = i;
}

/* cell k loses `gone` (reason C->why) and keeps `left`: the removals onto the trail, then the
 * assignment when one value is left (a decision's assignment is the decision) */
static void record(Core *C, int k, uint32_t gone, uint32_t left) {
    Cdcl *cd = C->cd;
    for (uint32_t g = gone; g; g &= g - 1) trail_push(cd, LIT(k, lowbit(g), 0), C->why);
    if (left && !(left & (left - 1))) trail_push(cd, LIT(k, lowbit(left), 1), (C->why & 15) == R_DEC ? C->why : R_ASSIGN);
}

static inline int lit_true(const uint32_t *doms, int lit) {
    uint32_t d = doms[LIT_CELL(lit)];
    int v = LIT_VAL(lit);
    return lit & 1 ? d == 1u << v : !(d >> v & 1);
}

static inline int lit_false(const uint32_t *doms, int lit) {
    uint32_t d = doms[LIT_CELL(lit)];
    int v = LIT_VAL(lit);
    return lit & 1 ? !(d >> v & 1) : d == 1u << v;
}

/* watch lists hold pairs (nogood id, blocker: another of its literals; a false one means it holds) */
static int watch_add(Cdcl *cd, int lit, int id, int blocker) {
    if (cd->cw_n[lit] == cd->cw_cap[lit]) {
        int cap = cd->cw_cap[lit] ? 2 * cd->cw_cap[lit] : 4;
        int *grown = PyMem_Realloc(cd->cw[lit], (size_t)cap * 2 * sizeof(int));
        if (!grown) return 0;
        cd->cw[lit] = grown; cd->cw_cap[lit] = cap;
    }
    int *w = cd->cw[lit] + 2 * cd->cw_n[lit]++;
    w[0] = id; w[1] = blocker;
    return 1;
}

static int cdcl_pending(Core *C) { return C->cd->qhead < C->cd->tr_n; }

/* the nogoods watching the next literal on the trail, which just became true */
static int cdcl_clauses(Run *R) {
    Core *C = R->C;
    Cdcl *cd = C->cd;
    int lit = cd->tr_lit[cd->qhead++];
    for (int i = 0; i < cd->cw_n[lit];) {
        int *wl = cd->cw[lit] + 2 * i, id = wl[0];
        if (lit_false(R->doms, wl[1])) { i++; continue; } /* the blocker holds it */
        if (cd->cl_dead[id]) { int *last = cd->cw[lit] + 2 * --cd->cw_n[lit]; wl[0] = last[0]; wl[1] = last[1]; continue; }
        int *lits = cd->cl_lits + cd->cl_start[id];
        int len = (int)(cd->cl_start[id + 1] - cd->cl_start[id]);
        if (lits[0] == lit) { lits[0] = lits[1]; lits[1] = lit; } /* the true one in position 1 */
        if (lit_false(R->doms, lits[0])) { wl[1] = lits[0]; i++; continue; } /* the nogood holds */
        int moved = 0;
        for (int q = 2; q < len; q++)
            if (!lit_true(R->doms, lits[q])) {
                int nl = lits[q];
                lits[q] = lit; lits[1] = nl;
                if (!watch_add(cd, nl, id, lits[0])) { cd->bad++; break; } /* out of memory: counted as a fault */
                wl = cd->cw[lit] + 2 * i;
                int *last = cd->cw[lit] + 2 * --cd->cw_n[lit];
                wl[0] = last[0]; wl[1] = last[1];
                moved = 1;
                break;
            }
        if (moved) continue;
        i++;
        /* every literal but lits[0] is true: lits[0] must be false (a failure here weighs the
         * cage of the partition that holds lits[0]'s cell: a nogood is no constraint of its own) */
        int other = lits[0], k = LIT_CELL(other), v = LIT_VAL(other);
        if (lit_true(R->doms, other)) return fail(C, C->cage_of[k], WHY(R_CLAUSE, 0xffff | (uint64_t)id << 16));
        C->why = WHY(R_CLAUSE, (uint64_t)other | (uint64_t)id << 16);
        uint32_t nd = other & 1 ? R->doms[k] & ~(1u << v) : 1u << v;
        if (!narrow(R, k, nd, C->cage_of[k])) return 0;
    }
    return 1;
}

/* analysis: literal lit, true before trail index t (else a fault, counted in bad), joins the
 * failure's explanation; a decision's literals stand for the decision */
static void add_lit(Core *C, int lit, int t) {
    Cdcl *cd = C->cd;
    int s = cd->stamp[lit];
    if (s >= t) { cd->bad++; return; }
    if (s < 0) return;
    int L = cd->tr_level[s];
    if (L == 0) return;
    if (cd->checking) {
        if ((cd->tr_reason[s] & 15) == R_DEC ? !cd->dec_seen[L] : !cd->tr_seen[s]) cd->redundant = 0;
        return;
    }
    if ((cd->tr_reason[s] & 15) == R_DEC) {
        if (cd->dec_seen[L]) return;
        cd->dec_seen[L] = 1;
        cd->lv_marked[cd->nlv++] = L;
        if (L == cd->level) cd->pathc++;
        else cd->learnt[cd->nlearnt++] = -L;
        return;
    }
    if (cd->tr_seen[s]) return;
    cd->tr_seen[s] = 1;
    cd->marked[cd->nmarked++] = s;
    if (L == cd->level) cd->pathc++;
    else cd->learnt[cd->nlearnt++] = s;
}

/* the candidates of cell k just before trail index t */
static inline uint32_t dom_at(const Cdcl *cd, int k, int n, int t) {
    uint32_t d = 0;
    for (int v = 1; v <= n; v++)
        if (cd->stamp[LIT(k, v, 0)] >= t) d |= 1u << v;
    return d;
}

/* the removals from cell k before t of the values in `vals` */
static void add_removals(Core *C, int k, uint32_t vals, int t) {
    for (; vals; vals &= vals - 1) {
        int lit = LIT(k, lowbit(vals), 0);
        if (C->cd->stamp[lit] < t) add_lit(C, lit, t);
    }
}

/* the tuples in need (g's table) each killed by a literal before t of a cell other than position skip:
 * an assignment kills every tuple with another value there, a removal those with that value */
static void cover(Core *C, Cage *g, uint64_t *need, int skip, int t) {
    Cdcl *cd = C->cd;
    int W = g->W, n1 = C->n + 1;
    for (int pos = 0; pos < g->k; pos++) {
        if (pos == skip) continue;
        int k = g->cells[pos];
        for (int v = 1; v < n1; v++) {
            int s = cd->stamp[LIT(k, v, 1)];
            if (s >= t) continue;
            const uint64_t *m = g->masks + ((size_t)pos * n1 + v) * W;
            int any = 0;
            for (int w = 0; w < W; w++) any |= (need[w] & ~m[w]) != 0;
            if (!any) break;
            add_lit(C, LIT(k, v, 1), t);
            for (int w = 0; w < W; w++) need[w] &= m[w];
            break;
        }
    }
    for (int w = 0; w < W; w++)
        while (need[w]) {
            int tu = w * 64 + __builtin_ctzll(need[w]);
            const uint8_t *vals = g->tup + (size_t)tu * g->k;
            int best = -1, best_s = 0;
            for (int pos = 0; pos < g->k; pos++) {
                if (pos == skip) continue;
                int s = cd->stamp[LIT(g->cells[pos], vals[pos], 0)];
                if (s >= t) continue;
                if (s < 0 || cd->tr_level[s] == 0 || cd->tr_seen[s]) { best = pos; break; } /* costs nothing */
                if (best < 0 || s < best_s) { best = pos; best_s = s; }
            }
            if (best < 0) { cd->bad++; need[w] &= need[w] - 1; continue; }
            add_lit(C, LIT(g->cells[best], vals[best], 0), t);
            const uint64_t *m = g->masks + ((size_t)best * n1 + vals[best]) * W;
            for (int x = w; x < W; x++) need[x] &= ~m[x];
        }
}

/* linear j's explanation: the bounds of f over its cells (other than k) before t, on the sides
 * `lo_side` (A's lower and B's upper bounds when 1, the reverse when 0), plus A's union when
 * `with_union` */
static void linear_bounds(Core *C, int j, int k, int lo_side, int with_union, int t) {
    Cdcl *cd = C->cd;
    int n = C->n, start = C->lin_start[j], na = C->lin_na[j], end = C->lin_start[j + 1];
    const int *f = C->lin_f + j * (MAXN + 1);
    size_t span = (size_t)1 << n;
    const uint8_t *fmin = C->fmin + C->lin_fun[j] * span, *fmax = C->fmax + C->lin_fun[j] * span;
    uint32_t uni = 0;
    if (with_union)
        for (int i = start; i < start + na; i++) uni |= dom_at(cd, C->lin_cells[i], n, t);
    for (int i = start; i < end; i++) {
        int c = C->lin_cells[i];
        if (c == k) continue;
        uint32_t d = dom_at(cd, c, n, t), gone = 0;
        if (!d) continue;
        int lower = (i < start + na) == lo_side; /* this cell's lower bound matters */
        int lo = fmin[d >> 1], hi = fmax[d >> 1];
        for (int v = 1; v <= n; v++)
            if (lower ? f[v] < lo : f[v] > hi) gone |= 1u << v;
        if (with_union && i < start + na) gone |= C->full & ~uni;
        add_removals(C, c, gone, t);
    }
}

/* why linear j removed v from cell k at t (k < 0: why it failed) */
static void explain_linear(Core *C, int j, int k, int v, int t) {
    Cdcl *cd = C->cd;
    int n = C->n, start = C->lin_start[j], na = C->lin_na[j], end = C->lin_start[j + 1], r = C->lin_r[j];
    const int *f = C->lin_f + j * (MAXN + 1);
    size_t span = (size_t)1 << n;
    const uint8_t *fmin = C->fmin + C->lin_fun[j] * span, *fmax = C->fmax + C->lin_fun[j] * span;
    long lo_a = 0, hi_a = 0, lo_b = 0, hi_b = 0;
    uint32_t uni = 0;
    int in_a = 0;
    long lo_k = 0, hi_k = 0;
    for (int i = start; i < end; i++) {
        int c = C->lin_cells[i];
        uint32_t d = dom_at(cd, c, n, t);
        long lo = fmin[d >> 1], hi = fmax[d >> 1];
        if (c == k) { in_a = i < start + na; lo_k = lo; hi_k = hi; }
        if (i < start + na) { lo_a += lo; hi_a += hi; uni |= d; }
        else { lo_b += lo; hi_b += hi; }
    }
    if (k >= 0) {
        long fv = f[v], mn, mx;
        if (in_a) { mn = r + lo_b - (hi_a - hi_k); mx = r + hi_b - (lo_a - lo_k); }
        else { mn = lo_a - r - (hi_b - hi_k); mx = hi_a - r - (lo_b - lo_k); }
        /* below mn: A's upper and B's lower bounds for a cell of A, A's lower and B's upper for B */
        if (fv < mn) { linear_bounds(C, j, k, !in_a, 0, t); return; }
        if (fv > mx) { linear_bounds(C, j, k, in_a, 0, t); return; }
    } else {
        if (lo_a - hi_b > r) { linear_bounds(C, j, -1, 1, 0, t); return; }
        if (hi_a - lo_b < r) { linear_bounds(C, j, -1, 0, 0, t); return; }
        if (na && C->lin_distinct[j]) { /* the union of A's candidates is too small or too far off */
            linear_bounds(C, j, -1, 1, 1, t);
            linear_bounds(C, j, -1, 0, 1, t);
            return;
        }
    }
    for (int i = start; i < end; i++) /* a case not recognised: every removal from its cells */
        if (C->lin_cells[i] != k) add_removals(C, C->lin_cells[i], C->full, t);
}

/* why reason `why` removed value v from cell k (assigned v when lit is an assignment) at trail
 * index t; lit < 0: why it failed there */
static void explain(Core *C, uint64_t why, int lit, int t) {
    Cdcl *cd = C->cd;
    int n = C->n, k = lit < 0 ? -1 : LIT_CELL(lit), v = lit < 0 ? 0 : LIT_VAL(lit);
    uint64_t a = why >> 4;
    switch ((int)(why & 15)) {
    case R_ASSIGN: /* every other value left */
        add_removals(C, k, C->full & ~(1u << v), t);
        break;
    case R_SINGLE: /* cell a is v */
        add_lit(C, LIT((int)a, v, 1), t);
        break;
    case R_HIDDEN: { /* value val left the rest of the line (a unit of n cells) */
        int line = (int)(a & 255), val = (int)(a >> 8 & 31);
        for (int i = 0; i < n; i++)
            if (C->lines[line][i] != k) add_lit(C, LIT(C->lines[line][i], val, 0), t);
        break;
    }
    case R_HALL: { /* the cells have no candidate outside the values */
        int line = (int)(a & 255);
        uint32_t cells = (uint32_t)(a >> 8 & 0xffff), vals = (uint32_t)(a >> 24 & 0xffff) << 1;
        for (; cells; cells &= cells - 1) {
            int p = C->lines[line][lowbit(cells)];
            for (int w = 1; w <= n; w++)
                if (!(vals >> w & 1)) add_lit(C, LIT(p, w, 0), t);
        }
        break;
    }
    case R_TABLE: case R_CAGELINE: {
        int c = (int)(a & 0xfffff);
        Cage *g = &C->cages[c];
        uint64_t *need = C->tmp;
        int skip = -1;
        if ((why & 15) == R_CAGELINE) { /* the tuples that do not put val in part p of the line */
            int p = (int)(a >> 20 & 255), val = (int)(a >> 28 & 31);
            const uint64_t *having = g->having + ((size_t)p * (n + 1) + val) * g->W;
            for (int w = 0; w < g->W; w++) need[w] = ~having[w];
        } else if (k >= 0) { /* the tuples putting v in cell k */
            for (skip = 0; g->cells[skip] != k; skip++) {}
            memcpy(need, g->masks + ((size_t)skip * (n + 1) + v) * g->W, g->W * 8);
        } else
            for (int w = 0; w < g->W; w++) need[w] = ~(uint64_t)0;
        if (g->ntuples % 64) need[g->W - 1] &= ((uint64_t)1 << (g->ntuples % 64)) - 1;
        cover(C, g, need, skip, t);
        break;
    }
    case R_CAGEALL: {
        Cage *g = &C->cages[a];
        for (int i = 0; i < g->k; i++)
            if (g->cells[i] != k) add_removals(C, g->cells[i], C->full, t);
        break;
    }
    case R_LINEAR:
        explain_linear(C, (int)a, k, v, t);
        break;
    case R_CLAUSE: {
        int skip = (int)(a & 0xffff), id = (int)(a >> 16);
        for (size_t q = cd->cl_start[id]; q < cd->cl_start[id + 1]; q++)
            if (cd->cl_lits[q] != skip) add_lit(C, cd->cl_lits[q], t);
        break;
    }
    default:
        cd->bad++;
    }
}

static int add_nogood(Cdcl *cd, const int *lits, int len, int lbd) {
    if (cd->cl_used + (size_t)len > cd->cl_cap) {
        size_t nc = cd->cl_cap ? 2 * cd->cl_cap : 65536;
        while (nc < cd->cl_used + (size_t)len) nc *= 2;
        int *grown = PyMem_Realloc(cd->cl_lits, nc * sizeof(int));
        if (!grown) return -1;
        cd->cl_lits = grown; cd->cl_cap = nc;
    }
    if (cd->cl_n + 2 > cd->cl_max) {
        int nm = cd->cl_max ? 2 * cd->cl_max : 1024;
        size_t *gs = PyMem_Realloc(cd->cl_start, (size_t)(nm + 2) * sizeof(size_t));
        if (!gs) return -1;
        cd->cl_start = gs;
        int *gl = PyMem_Realloc(cd->cl_lbd, (size_t)(nm + 2) * sizeof(int));
        if (!gl) return -1;
        cd->cl_lbd = gl;
        char *gd = PyMem_Realloc(cd->cl_dead, (size_t)(nm + 2));
        if (!gd) return -1;
        cd->cl_dead = gd;
        cd->cl_max = nm;
    }
    int id = cd->cl_n++;
    cd->cl_start[id] = cd->cl_used;
    memcpy(cd->cl_lits + cd->cl_used, lits, (size_t)len * sizeof(int));
    cd->cl_used += (size_t)len;
    cd->cl_start[id + 1] = cd->cl_used;
    cd->cl_lbd[id] = lbd;
    cd->cl_dead[id] = 0;
    if (lbd > 0) cd->learnts++;
    if (len >= 2 && (!watch_add(cd, lits[0], id, lits[1]) || !watch_add(cd, lits[1], id, lits[0]))) return -1;
    return id;
}

static void backjump(Core *C, int L) {
    Cdcl *cd = C->cd;
    int to = cd->lim[L + 1];
    for (int i = cd->tr_n - 1; i >= to; i--) cd->stamp[cd->tr_lit[i]] = INT_MAX;
    cd->tr_n = cd->qhead = to;
    cd->level = L;
    memcpy(cd->cur, cd->stk + (size_t)L * C->state_bytes, C->state_bytes);
}

static int item_level(Cdcl *cd, int item) { return item < 0 ? -item : cd->tr_level[item]; }

static int item_lit(Cdcl *cd, int item) {
    return item < 0 ? LIT(cd->dec_cell[-item], cd->dec_val[-item], 1) : cd->tr_lit[item];
}

/* the failure just met, explained to its first unique implication point: the nogood (asserting
 * literal first, a highest-level one second) in lits, its length returned, the level to jump to in
 * *to and its literal block distance in *lbd */
static int analyze(Core *C, int *lits, int *to, int *lbd) {
    Cdcl *cd = C->cd;
    int t = cd->tr_n;
    cd->pathc = 0; cd->nlearnt = 0; cd->nmarked = 0; cd->nlv = 0;
    if (C->conf_cell >= 0) add_removals(C, C->conf_cell, C->full, t);
    else explain(C, C->why, -1, t);
    if (cd->pathc == 0) { /* a failure of lower levels met late: the current decision joins it */
        cd->dec_seen[cd->level] = 1;
        cd->lv_marked[cd->nlv++] = cd->level;
        cd->pathc = 1;
    }
    /* the removals that emptied a cell are never the implication point: its other values were gone
     * already, so after the jump back the nogood would assert a value the cell already has */
    int idx = t - 1, uip, last = C->conf_cell >= 0 ? t - C->conf_count : t;
    for (;;) {
        if (cd->pathc == 1 && cd->dec_seen[cd->level]) { uip = -cd->level; break; }
        while (!cd->tr_seen[idx]) idx--;
        if (cd->pathc == 1 && idx < last) { uip = idx; break; }
        cd->pathc--;
        explain(C, cd->tr_reason[idx], cd->tr_lit[idx], idx);
        idx--;
        if (cd->pathc == 0) { /* as above: the current decision joins */
            cd->dec_seen[cd->level] = 1;
            cd->lv_marked[cd->nlv++] = cd->level;
            cd->pathc = 1;
        }
    }
    /* minimisation: drop the literals whose reasons' literals are all in the nogood (MiniSat's
     * local minimisation, Sorensson and Biere, SAT 2009) */
    cd->checking = 1;
    int kept = 0;
    for (int i = 0; i < cd->nlearnt; i++) {
        int s = cd->learnt[i];
        cd->redundant = s >= 0;
        if (s >= 0) explain(C, cd->tr_reason[s], cd->tr_lit[s], s);
        if (!cd->redundant) cd->learnt[kept++] = s;
    }
    cd->checking = 0;
    cd->nlearnt = kept;
    int len = 0, best = 0;
    lits[len++] = item_lit(cd, uip);
    *to = 0;
    cd->lvl_tick++;
    int levels = 1;
    cd->lvl_stamp[cd->level] = cd->lvl_tick;
    for (int i = 0; i < cd->nlearnt; i++) {
        int L = item_level(cd, cd->learnt[i]);
        lits[len] = item_lit(cd, cd->learnt[i]);
        if (L > *to) { *to = L; best = len; }
        if (cd->lvl_stamp[L] != cd->lvl_tick) { cd->lvl_stamp[L] = cd->lvl_tick; levels++; }
        len++;
    }
    if (best > 1) { int x = lits[1]; lits[1] = lits[best]; lits[best] = x; }
    for (int i = 0; i < cd->nmarked; i++) cd->tr_seen[cd->marked[i]] = 0;
    for (int i = 0; i < cd->nlv; i++) cd->dec_seen[cd->lv_marked[i]] = 0;
    *lbd = levels;
    return len;
}

/* make lits[0] of nogood id false (the levels above were just undone) and propagate */
static int assert_nogood(Core *C, int id) {
    Cdcl *cd = C->cd;
    uint32_t *doms = (uint32_t *)cd->cur;
    int lit = cd->cl_lits[cd->cl_start[id]], k = LIT_CELL(lit), v = LIT_VAL(lit);
    uint32_t nd = lit & 1 ? doms[k] & ~(1u << v) : 1u << v;
    C->why = WHY(R_CLAUSE, (uint64_t)lit | (uint64_t)id << 16);
    if (!(doms[k] >> v & 1) || nd == doms[k]) { cd->bad++; return 1; } /* cannot happen */
    record(C, k, doms[k] & ~nd, nd);
    doms[k] = nd;
    cd->nodes++;
    return propagate(C, doms, (uint64_t *)(cd->cur + C->doms_bytes), &k, 1);
}

static int choose_cell(Core *C, const uint32_t *doms);

static const int *sort_lbd;
static int worse_first(const void *a, const void *b) { /* larger distance first, then the older */
    int x = *(const int *)a, y = *(const int *)b;
    if (sort_lbd[x] != sort_lbd[y]) return sort_lbd[y] - sort_lbd[x];
    return x - y;
}

/* remove the worse half of the learned nogoods by literal block distance (at level 0: no nogood
 * is a reason that may be explained) */
static int reduce(Core *C) {
    Cdcl *cd = C->cd;
    int *ids = PyMem_Malloc(((size_t)cd->cl_n + 1) * sizeof(int)), m = 0;
    if (!ids) return 0;
    for (int id = 0; id < cd->cl_n; id++)
        if (!cd->cl_dead[id] && cd->cl_lbd[id] > 2) ids[m++] = id;
    sort_lbd = cd->cl_lbd;
    qsort(ids, (size_t)m, sizeof(int), worse_first);
    for (int i = 0; i < m / 2; i++) { cd->cl_dead[ids[i]] = 1; cd->learnts--; }
    PyMem_Free(ids);
    /* compact: new ids in order, the watch lists rebuilt on the same two literals */
    int nid = 0;
    size_t used = 0;
    for (int id = 0; id < cd->cl_n; id++) {
        if (cd->cl_dead[id]) continue;
        size_t a = cd->cl_start[id], b = cd->cl_start[id + 1];
        memmove(cd->cl_lits + used, cd->cl_lits + a, (b - a) * sizeof(int));
        cd->cl_start[nid] = used;
        cd->cl_lbd[nid] = cd->cl_lbd[id];
        cd->cl_dead[nid] = 0;
        used += b - a;
        nid++;
    }
    cd->cl_n = nid;
    cd->cl_used = used;
    cd->cl_start[nid] = used;
    for (int l = 0; l < cd->nlits; l++) cd->cw_n[l] = 0;
    for (int id = 0; id < nid; id++) {
        const int *lits = cd->cl_lits + cd->cl_start[id];
        if (cd->cl_start[id + 1] - cd->cl_start[id] >= 2)
            if (!watch_add(cd, lits[0], id, lits[1]) || !watch_add(cd, lits[1], id, lits[0])) return 0;
    }
    return 1; /* level-0 reasons on the trail name old ids, but level 0 is never explained */
}

static int luby(int i) {
    int k = 1;
    while ((1 << k) - 1 < i) k++;
    while ((1 << k) - 1 != i) {
        i -= (1 << (k - 1)) - 1;
        k = 1;
        while ((1 << k) - 1 < i) k++;
    }
    return 1 << (k - 1);
}

/* cdcl_begin(core, root_state): a conflict-driven search from the propagated root state */
static PyObject *py_cdcl_begin(PyObject *self, PyObject *args) {
    PyObject *cap, *state;
    if (!PyArg_ParseTuple(args, "OO", &cap, &state)) return NULL;
    Core *C = get_core(cap);
    if (!C) return NULL;
    const uint32_t *doms = state_doms(C, state);
    if (!doms) return NULL;
    cdcl_free(C->cd);
    C->cd = cdcl_new(C);
    if (!C->cd) return PyErr_NoMemory();
    Cdcl *cd = C->cd;
    memcpy(cd->cur, doms, C->state_bytes);
    memcpy(cd->stk, doms, C->state_bytes);
    for (int l = 0; l < cd->nlits; l++) cd->stamp[l] = INT_MAX;
    for (int k = 0; k < C->ncells; k++)
        for (int v = 1; v <= C->n; v++) {
            if (!(doms[k] >> v & 1)) cd->stamp[LIT(k, v, 0)] = -1;
            else if (doms[k] == 1u << v) cd->stamp[LIT(k, v, 1)] = -1;
        }
    cd->luby_i = 1;
    cd->next_restart = CDCL_RESTART_UNIT;
    cd->max_learnts = CDCL_FIRST_LEARNTS;
    Py_RETURN_NONE;
}

/* cdcl_run(core, nodes, want) -> (status, solutions, nodes, conflicts, faults, learned literals):
 * run for about `nodes` propagations or until `want` solutions; status 0 paused, 1 complete (no
 * further solution), 2 out of memory. Solutions are states; faults counts explanations that were
 * not found (a bug). */
static PyObject *py_cdcl_run(PyObject *self, PyObject *args) {
    PyObject *cap;
    long budget;
    int want;
    if (!PyArg_ParseTuple(args, "Oli", &cap, &budget, &want)) return NULL;
    Core *C = get_core(cap);
    if (!C) return NULL;
    Cdcl *cd = C->cd;
    if (!cd) { PyErr_SetString(PyExc_RuntimeError, "cdcl_begin first"); return NULL; }
    PyObject *sols = PyList_New(0);
    if (!sols) return NULL;
    int status = 0;
    long start_nodes = cd->nodes, start_conf = cd->conflicts;
    int *lits = PyMem_Malloc(((size_t)cd->cap + C->ncells + 2) * sizeof(int));
    if (!lits) { Py_DECREF(sols); return PyErr_NoMemory(); }
    C->rec = 1;
    uint32_t *doms = (uint32_t *)cd->cur;
    /* cur is propagated, at level cd->level, and stk holds it for that level */
    while (!cd->complete) {
        if (cd->nodes - start_nodes >= budget) break;
        int k = choose_cell(C, doms);
        int ok, id;
        if (k < 0) { /* a solution */
            PyObject *sol = PyBytes_FromStringAndSize(cd->cur, (Py_ssize_t)C->state_bytes);
            if (!sol || PyList_Append(sols, sol) < 0) { Py_XDECREF(sol); Py_DECREF(sols); sols = NULL; break; }
            Py_DECREF(sol);
            if (cd->level == 0) { cd->complete = 1; break; }
            int len = 0;
            for (int L = cd->level; L >= 1; L--) lits[len++] = LIT(cd->dec_cell[L], cd->dec_val[L], 1);
            id = add_nogood(cd, lits, len, 0);
            if (id < 0) { status = 2; break; }
            backjump(C, cd->level - 1);
            ok = assert_nogood(C, id);
            want--;
        } else { /* a decision: the smallest candidate */
            int v = lowbit(doms[k]);
            cd->level++;
            cd->lim[cd->level] = cd->tr_n;
            cd->dec_cell[cd->level] = k; cd->dec_val[cd->level] = v;
            C->why = R_DEC;
            record(C, k, doms[k] & ~(1u << v), 1u << v);
            doms[k] = 1u << v;
            cd->nodes++;
            ok = propagate(C, doms, (uint64_t *)(cd->cur + C->doms_bytes), &k, 1);
        }
        while (!ok) { /* a failure: learn, jump back, assert */
            cd->conflicts++;
            C->weight[C->failed] += 1.0;
            if (cd->level == 0) { cd->complete = 1; break; }
            C->conflict = cd->dec_cell[cd->level];
            int to, lbd, len = analyze(C, lits, &to, &lbd);
            cd->learned_lits += len;
            id = add_nogood(cd, lits, len, lbd);
            if (id < 0) { status = 2; break; }
            backjump(C, to);
            ok = assert_nogood(C, id);
        }
        if (status || cd->complete) break;
        memcpy(cd->stk + (size_t)cd->level * C->state_bytes, cd->cur, C->state_bytes);
        if (want <= 0) break;
        if (cd->conflicts >= cd->next_restart && cd->level > 0) {
            cd->luby_i++;
            cd->next_restart = cd->conflicts + (long)CDCL_RESTART_UNIT * luby(cd->luby_i);
            backjump(C, 0);
            if (cd->learnts > cd->max_learnts) {
                if (!reduce(C)) { status = 2; break; }
                cd->max_learnts += cd->max_learnts / 10;
            }
        }
    }
    C->rec = 0;
    PyMem_Free(lits);
    if (!sols) return NULL;
    if (cd->complete) status = 1;
    PyObject *out = Py_BuildValue("(iOllil)", status, sols, cd->nodes - start_nodes, cd->conflicts - start_conf, cd->bad, cd->learned_lits);
    Py_DECREF(sols);
    return out;
}

/* root(core, doms) -> state bytes or None */
static PyObject *py_root(PyObject *self, PyObject *args) {
    PyObject *cap, *list;
    if (!PyArg_ParseTuple(args, "OO!", &cap, &PyList_Type, &list)) return NULL;
    Core *C = get_core(cap);
    if (!C) return NULL;
    if (PyList_GET_SIZE(list) != C->ncells) { PyErr_SetString(PyExc_ValueError, "one bitset per cell"); return NULL; }
    PyObject *state = PyBytes_FromStringAndSize(NULL, (Py_ssize_t)C->state_bytes);
    if (!state) return NULL;
    char *buf = PyBytes_AS_STRING(state);
    memset(buf, 0, C->state_bytes);
    uint32_t *doms = (uint32_t *)buf;
    uint64_t *surv = (uint64_t *)(buf + C->doms_bytes);
    for (int k = 0; k < C->ncells; k++) {
        long v = PyLong_AsLong(PyList_GET_ITEM(list, k));
        if (v == -1 && PyErr_Occurred()) { Py_DECREF(state); return NULL; }
        doms[k] = (uint32_t)v & C->full;
        if (!doms[k]) { Py_DECREF(state); Py_RETURN_NONE; }
    }
    for (int c = 0; c < C->ncages; c++) {
        Cage *g = &C->cages[c];
        if (g->kind != BY_TABLE) continue;
        if (!g->ntuples) { Py_DECREF(state); Py_RETURN_NONE; }
        for (int t = 0; t < g->ntuples; t++) surv[g->soff + t / 64] |= (uint64_t)1 << (t % 64);
    }
    if (!propagate(C, doms, surv, NULL, -1)) { Py_DECREF(state); Py_RETURN_NONE; }
    return state;
}

/* child(core, state, cell, value) -> state bytes or None (a wipe-out weighs its cause) */
static PyObject *py_child(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 4) { PyErr_SetString(PyExc_TypeError, "child(core, state, cell, value)"); return NULL; }
    Core *C = get_core(args[0]);
    if (!C || !state_doms(C, args[1])) return NULL;
    long k = PyLong_AsLong(args[2]), v = PyLong_AsLong(args[3]);
    if (PyErr_Occurred()) return NULL;
    int removal = v < 0; /* -v: take v out of the cell instead of setting it */
    if (removal) v = -v;
    if (k < 0 || k >= C->ncells || v < 1 || v > C->n) { PyErr_SetString(PyExc_ValueError, "bad choice"); return NULL; }
    PyObject *state = PyBytes_FromStringAndSize(PyBytes_AS_STRING(args[1]), (Py_ssize_t)C->state_bytes);
    if (!state) return NULL;
    char *buf = PyBytes_AS_STRING(state);
    uint32_t *doms = (uint32_t *)buf;
    if (!(doms[k] >> v & 1)) { Py_DECREF(state); Py_RETURN_NONE; }
    if (removal) doms[k] &= ~(1u << v);
    else doms[k] = 1u << v;
    int start = (int)k;
    if (!propagate(C, doms, (uint64_t *)(buf + C->doms_bytes), &start, 1)) {
        C->weight[C->failed] += 1.0;
        C->conflict = (int)k;
        Py_DECREF(state);
        Py_RETURN_NONE;
    }
    return state;
}

/* branch(core, state) -> ((cell, v), (cell, w)) or None when every cell is fixed: v the cell's
 * smallest candidate, w its other one, or -v (take v out) when it has more than two */
static PyObject *py_branch(PyObject *self, PyObject *const *args, Py_ssize_t nargs) {
    if (nargs != 2) { PyErr_SetString(PyExc_TypeError, "branch(core, state)"); return NULL; }
    Core *C = get_core(args[0]);
    if (!C) return NULL;
    const uint32_t *doms = state_doms(C, args[1]);
    if (!doms) return NULL;
    int best = choose_cell(C, doms);
    if (best < 0) Py_RETURN_NONE;
    uint32_t d = doms[best];
    int v = lowbit(d); /* binary branching: the smallest candidate, then without it (or the other one) */
    int other = pop32(d) > 2 ? -v : highbit(d);
    return Py_BuildValue("((ii)(ii))", best, v, best, other);
}

/* the cell to branch on: the last failed decision's while open, else the least candidates per
 * weight; -1 when every cell is fixed */
static int choose_cell(Core *C, const uint32_t *doms) {
    int best = -1;
    double best_score = 0;
    /* last-conflict reasoning (Lecoutre et al., "Reasoning from last conflict(s) in constraint
     * programming", AIJ 2009): the cell whose decision last failed goes first while it is open */
    if (C->conflict >= 0 && (doms[C->conflict] & (doms[C->conflict] - 1))) best = C->conflict;
    else for (int k = 0; k < C->ncells; k++) {
        uint32_t d = doms[k];
        if (!(d & (d - 1))) continue;
        double w = C->weight[C->cage_of[k]];
        for (int q = C->rel_start[k]; q < C->rel_start[k + 1]; q++) w += C->weight[C->rel_c[q]];
        for (int h = 0; h < C->nline_of[k]; h++) w += C->weight[C->ncages + C->line_of[k][h]];
        double score = pop32(d) / w;
        if (best < 0 || score < best_score) { best = k; best_score = score; }
    }
    return best;
}


/* doms(core, state) -> list of candidate bitsets */
static PyObject *py_doms(PyObject *self, PyObject *args) {
    PyObject *cap, *state;
    if (!PyArg_ParseTuple(args, "OO", &cap, &state)) return NULL;
    Core *C = get_core(cap);
    if (!C) return NULL;
    const uint32_t *doms = state_doms(C, state);
    if (!doms) return NULL;
    PyObject *out = PyList_New(C->ncells);
    if (!out) return NULL;
    for (int k = 0; k < C->ncells; k++) PyList_SET_ITEM(out, k, PyLong_FromUnsignedLong(doms[k]));
    return out;
}

static PyMethodDef methods[] = {
    {"new", py_new, METH_VARARGS, "new(n, cages, linears, cage_lines, alldiff, units=[], relations=[]) -> core"},
    {"root", py_root, METH_VARARGS, "root(core, doms) -> state or None"},
    {"child", (PyCFunction)(void (*)(void))py_child, METH_FASTCALL, "child(core, state, cell, value) -> state or None"},
    {"branch", (PyCFunction)(void (*)(void))py_branch, METH_FASTCALL, "branch(core, state) -> the two choices, or None"},
    {"doms", py_doms, METH_VARARGS, "doms(core, state) -> candidate bitsets"},
    {"cdcl_begin", py_cdcl_begin, METH_VARARGS, "cdcl_begin(core, root_state): start a conflict-driven search"},
    {"cdcl_run", py_cdcl_run, METH_VARARGS, "cdcl_run(core, nodes, want) -> (status, solutions, nodes, conflicts, faults, learned literals)"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_core", "Native KenKen propagation.", -1, methods};

PyMODINIT_FUNC PyInit__core(void) {
    PyObject *m = PyModule_Create(&module);
    if (m) {
        PyModule_AddIntConstant(m, "BY_TABLE", BY_TABLE);
        PyModule_AddIntConstant(m, "BY_SUM", BY_SUM);
        PyModule_AddIntConstant(m, "BY_PRODUCT", BY_PRODUCT);
        PyModule_AddIntConstant(m, "BY_EITHER", BY_EITHER);
        PyModule_AddIntConstant(m, "BY_SEEN", BY_SEEN);
        PyModule_AddIntConstant(m, "MAXUNITS", MAXUNITS);
        PyModule_AddIntConstant(m, "MAXOF", MAXOF);
    }
    return m;
}
