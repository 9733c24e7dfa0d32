/* Native propagation for the KenKen solver (gridcraft.kenken.native); optional: without a C compiler
 * the package uses the pure Python propagation of gridcraft.kenken.solver, which follows the same rules.
 *
 * A search state is an immutable bytes object: one uint32 candidate bitset per cell (bit v: value v
 * is possible; cells indexed row * n + col), padded to 8 bytes, then the surviving-tuple bitsets of
 * every cage that has a table (uint64 words). The rules, run to a fixpoint:
 *   1. naked singles: a fixed cell's value leaves its row and column;
 *   2. cage tables, generalised arc consistency as in Compact-Table (Demeulenaere et al., CP 2016):
 *      incremental when fewer values left a cell than stay, with residual supports;
 *      cages too large for a table prune by the bounds of sums and products instead;
 *   3. Keen's cage-line rule: when every surviving tuple of a cage puts v in its part of a line,
 *      v leaves the rest of the line;
 *   4. per row and column: hidden singles, then generalised arc consistency of the all-different
 *      constraint through a perfect matching and the strongly connected components of the value
 *      graph (Regin, "A filtering algorithm for constraints of difference in CSPs", AAAI 1994);
 *   5. per row and column, the line's sum n(n+1)/2 less its sum cages: sum(A) - sum(B) == R with A
 *      the line's cells outside sum cages and B the cells of its sum cages outside the line,
 *      propagated on bounds (A's cells are distinct, so A's sum lies between the sums of the |A|
 *      smallest and largest values they may take).
 * A wipe-out adds one to the weight of the constraint that caused it; branching picks the cell whose
 * decision last failed while it is open (last-conflict reasoning), else the open cell with the
 * smallest ratio of candidates to the weights of its cage, row and column (dom/wdeg of Boussemart
 * et al., ECAI 2004), the first in reading order on ties; it sets the cell's smallest candidate or
 * takes it out (both values in turn for a cell with two).
 *   5b. with primes, per row and column and prime p <= n/2, the same on the exponents of p, with
 *      product cages in the place of sum cages.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

#define MAXN 16
#define MAXCELLS (MAXN * MAXN)

enum { BY_TABLE = 0, BY_SUM = 1, BY_PRODUCT = 2, BY_EITHER = 3 };

typedef struct {
    int k;          /* cells */
    int *cells;     /* k cell indices */
    int kind;       /* BY_TABLE or the bounds rule */
    long long target;
    int ntuples, W; /* tuples and 64-bit words of the table */
    int soff;       /* offset of the surviving words in the state's word array */
    uint64_t *masks; /* [k][n + 1][W]: tuples putting value v at position pos */
    int nparts;      /* lines holding 2+ cells of the cage and cells outside it */
    int *part_line;  /* [nparts] */
    int *part_start; /* [nparts + 1] offsets into part_pos */
    int *part_pos;   /* positions of the cage's cells in that line */
    uint64_t *having; /* [nparts][n + 1][W]: tuples putting v in the cage's part of that line */
    int *residue;     /* [k][n + 1]: a word index where value v at position pos last had support */
} Cage;

typedef struct {
    int n, ncells, ncages, nlin;
    uint32_t full;
    Cage *cages;
    int cage_of[MAXCELLS];
    int lines[2 * MAXN][MAXN];
    int line_of[MAXCELLS][2];
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
    int mates[2 * MAXN][MAXN]; /* per line, the value each cell had in the last matching (a warm start) */
    int *cell_lin_start, *cell_lin;
    double *weight; /* ncages, then 2n lines, then nlin linears */
    int failed;
    int cage_lines, alldiff;
    int conflict; /* the cell of the last decision that failed, or -1 */
    /* nogoods: sets of (cell = value) decisions that no solution extends, two watched literals each
     * (literal = cell * (n + 1) + value, watched in positions 0 and 1) */
    int *ng_lits; size_t ng_used, ng_cap;
    size_t *ng_start; int ng_count, ng_max;
    int **watch; int *watch_n, *watch_cap;
    int *root_out; int root_n, root_cap; /* nogoods of one decision: values out of cells from the root */
    size_t doms_bytes;  /* candidate bitsets, then the same as their cage's table last saw them */
    size_t state_bytes;
    /* scratch */
    int queue[MAXCELLS * 4 + 16];
    char inq[MAXCELLS];
    char touched[MAXCELLS]; /* candidates changed since its cage last filtered its table */
    /* cells whose linears are marked only when the linears' turn comes (in the order the cells
     * were taken off the queue, so the linears run in the same order): a propagation that fails
     * before then marks none */
    int pend[MAXCELLS]; char pending[MAXCELLS];
    int *cq; char *cdirty; char *fresh;
    int lq[2 * MAXN]; char ldirty[2 * MAXN];
    int *jq; char *jdirty;
    uint64_t *tmp, *sup;
    int maxW;
} Core;

static void core_free(Core *C) {
    if (!C) return;
    if (C->cages) {
        for (int c = 0; c < C->ncages; c++) {
            Cage *g = &C->cages[c];
            PyMem_Free(g->cells); PyMem_Free(g->masks);
            PyMem_Free(g->part_line); PyMem_Free(g->part_start); PyMem_Free(g->part_pos); PyMem_Free(g->having); PyMem_Free(g->residue);
        }
        PyMem_Free(C->cages);
    }
    PyMem_Free(C->lin_start); PyMem_Free(C->lin_na); PyMem_Free(C->lin_cells); PyMem_Free(C->lin_r);
    PyMem_Free(C->lin_fun); PyMem_Free(C->fmin); PyMem_Free(C->fmax); PyMem_Free(C->fle); PyMem_Free(C->nlvl); PyMem_Free(C->lvl_mask); PyMem_Free(C->lvl_f);
    PyMem_Free(C->lin_f); PyMem_Free(C->lin_distinct); PyMem_Free(C->lin_line);
    PyMem_Free(C->cell_lin_start); PyMem_Free(C->cell_lin); PyMem_Free(C->weight);
    if (C->watch) for (int l = 0; l < C->ncells * (C->n + 1); l++) PyMem_Free(C->watch[l]);
    PyMem_Free(C->watch); PyMem_Free(C->watch_n); PyMem_Free(C->watch_cap);
    PyMem_Free(C->ng_lits); PyMem_Free(C->ng_start); PyMem_Free(C->root_out);
    PyMem_Free(C->cq); PyMem_Free(C->cdirty); PyMem_Free(C->fresh); PyMem_Free(C->jq); PyMem_Free(C->jdirty);
    PyMem_Free(C->tmp); PyMem_Free(C->sup);
    PyMem_Free(C);
}

static void capsule_free(PyObject *cap) { core_free((Core *)PyCapsule_GetPointer(cap, "gridcraft.kenken.core")); }

static Core *get_core(PyObject *cap) { return (Core *)PyCapsule_GetPointer(cap, "gridcraft.kenken.core"); }

static int as_int(PyObject *o, int *out) {
    long v = PyLong_AsLong(o);
    if (v == -1 && PyErr_Occurred()) return 0;
    *out = (int)v;
    return 1;
}

/* new(n, cages, linears, cage_lines, alldiff) -> capsule
 * cages: list of (cells tuple, kind, target, tuples list or None); linears: list of (A, B, R). */
static PyObject *py_new(PyObject *self, PyObject *args) {
    int n, cage_lines, alldiff;
    PyObject *cages, *linears;
    if (!PyArg_ParseTuple(args, "iO!O!pp", &n, &PyList_Type, &cages, &PyList_Type, &linears, &cage_lines, &alldiff))
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
        }
    C->ncages = (int)PyList_GET_SIZE(cages);
    C->cages = PyMem_Calloc(C->ncages ? C->ncages : 1, sizeof(Cage));
    if (!C->cages) goto nomem;
    for (int k = 0; k < C->ncells; k++) C->cage_of[k] = -1;
    int words = 0;
    for (int c = 0; c < C->ncages; c++) {
        Cage *g = &C->cages[c];
        PyObject *item = PyList_GET_ITEM(cages, c);
        PyObject *cells, *tuples;
        if (!PyArg_ParseTuple(item, "O!iLO", &PyTuple_Type, &cells, &g->kind, &g->target, &tuples)) goto fail;
        g->k = (int)PyTuple_GET_SIZE(cells);
        g->cells = PyMem_Calloc(g->k ? g->k : 1, sizeof(int));
        if (!g->cells) goto nomem;
        for (int i = 0; i < g->k; i++) {
            if (!as_int(PyTuple_GET_ITEM(cells, i), &g->cells[i])) goto fail;
            if (g->cells[i] < 0 || g->cells[i] >= C->ncells || C->cage_of[g->cells[i]] >= 0) {
                PyErr_SetString(PyExc_ValueError, "bad cage cell");
                goto fail;
            }
            C->cage_of[g->cells[i]] = c;
        }
        if (g->kind != BY_TABLE) continue;
        if (!PyList_Check(tuples)) { PyErr_SetString(PyExc_TypeError, "tuples must be a list"); goto fail; }
        g->ntuples = (int)PyList_GET_SIZE(tuples);
        g->W = (g->ntuples + 63) / 64;
        if (g->W == 0) g->W = 1;
        g->soff = words;
        words += g->W;
        if (g->W > C->maxW) C->maxW = g->W;
        g->masks = PyMem_Calloc((size_t)g->k * (n + 1) * g->W, sizeof(uint64_t));
        g->residue = PyMem_Calloc((size_t)g->k * (n + 1), sizeof(int));
        if (!g->masks || !g->residue) goto nomem;
        for (int t = 0; t < g->ntuples; t++) {
            PyObject *tup = PyList_GET_ITEM(tuples, t);
            if (!PyTuple_Check(tup) || PyTuple_GET_SIZE(tup) != g->k) { PyErr_SetString(PyExc_ValueError, "bad tuple"); goto fail; }
            for (int pos = 0; pos < g->k; pos++) {
                int v;
                if (!as_int(PyTuple_GET_ITEM(tup, pos), &v)) goto fail;
                if (v < 1 || v > n) { PyErr_SetString(PyExc_ValueError, "bad tuple value"); goto fail; }
                g->masks[((size_t)pos * (n + 1) + v) * g->W + t / 64] |= (uint64_t)1 << (t % 64);
            }
        }
        /* the lines holding 2+ of its cells with cells outside the cage (rule 3) */
        g->part_line = PyMem_Calloc(2 * n, sizeof(int));
        g->part_start = PyMem_Calloc(2 * n + 1, sizeof(int));
        g->part_pos = PyMem_Calloc((size_t)2 * g->k + 1, sizeof(int));
        if (!g->part_line || !g->part_start || !g->part_pos) goto nomem;
        int np = 0, used = 0;
        for (int line = 0; line < 2 * n; line++) {
            int inside = 0;
            for (int pos = 0; pos < g->k; pos++)
                if (C->line_of[g->cells[pos]][0] == line || C->line_of[g->cells[pos]][1] == line) inside++;
            if (inside < 2 || inside == n) continue;
            g->part_line[np] = line;
            g->part_start[np] = used;
            for (int pos = 0; pos < g->k; pos++)
                if (C->line_of[g->cells[pos]][0] == line || C->line_of[g->cells[pos]][1] == line) g->part_pos[used++] = pos;
            np++;
        }
        g->part_start[np] = used;
        g->nparts = np;
        g->having = PyMem_Calloc((size_t)(np ? np : 1) * (n + 1) * g->W, sizeof(uint64_t));
        if (!g->having) goto nomem;
        for (int p = 0; p < np; p++)
            for (int v = 1; v <= n; v++)
                for (int i = g->part_start[p]; i < g->part_start[p + 1]; i++)
                    for (int w = 0; w < g->W; w++)
                        g->having[((size_t)p * (n + 1) + v) * g->W + w] |= g->masks[((size_t)g->part_pos[i] * (n + 1) + v) * g->W + w];
    }
    for (int k = 0; k < C->ncells; k++)
        if (C->cage_of[k] < 0) { PyErr_SetString(PyExc_ValueError, "a cell in no cage"); goto fail; }
    C->conflict = -1;
    C->doms_bytes = ((size_t)C->ncells * 8 + 7) / 8 * 8; /* candidates, then as each cage last saw them */
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
        if (PyTuple_GET_SIZE(f) != n + 1 || line < 0 || line >= 2 * n) {
            PyErr_SetString(PyExc_ValueError, "a linear needs f(0..n) and a line");
            goto fail;
        }
        for (int v = 0; v <= n; v++)
            if (!as_int(PyTuple_GET_ITEM(f, v), &C->lin_f[j * (MAXN + 1) + v])) goto fail;
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
        if (!as_int(PyTuple_GET_ITEM(PyList_GET_ITEM(linears, j), 2), &r)) goto fail;
        C->lin_start[j] = at;
        C->lin_na[j] = (int)PyTuple_GET_SIZE(a);
        C->lin_r[j] = r;
        for (int half = 0; half < 2; half++) {
            PyObject *side = half ? b : a;
            for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(side); i++) {
                int k;
                if (!as_int(PyTuple_GET_ITEM(side, i), &k)) goto fail;
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
    int nw = C->ncages + 2 * n + C->nlin;
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

    PyObject *cap = PyCapsule_New(C, "gridcraft.kenken.core", capsule_free);
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
static inline int narrow(Run *R, int k, uint32_t nd, int cause) {
    if (nd == R->doms[k]) return 1;
    if (!nd) { R->C->failed = cause; return 0; }
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

static int bounds_cage(Run *R, int c) {
    Core *C = R->C;
    Cage *g = &C->cages[c];
    uint32_t *doms = R->doms;
    long long t = g->target;
    int n = C->n;
    long lo_sum = 0, hi_sum = 0;
    long double lo_prod = 1, hi_prod = 1; /* 16^256 fits a long double's range; exact below 2^64 */
    int lows[MAXCELLS], highs[MAXCELLS];
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
    uint32_t *last = R->doms + C->ncells; /* candidates as this table last saw them */
    int moved = 0, only = -1; /* positions that lost values, and the last of them */
    int changed = 0;          /* tuples were dropped */
    for (int pos = 0; pos < g->k; pos++) {
        int k = g->cells[pos];
        if (!fresh && !C->touched[k]) continue; /* the surviving tuples already fit it */
        C->touched[k] = 0;
        uint32_t d = R->doms[k], gone = last[k] & ~d;
        last[k] = d;
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
    if (!any) { C->failed = c; return 0; }
    C->fresh[c] = 0;
    memcpy(s, ns, W * 8);
    /* when one position alone lost values, the tuples gone held only values it lost: its other
     * values keep every support (Compact-Table skips that variable too) */
    int skip = !fresh && moved == 1 ? only : -1;
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
            for (int i = 0; i < n; i++) {
                int k = C->lines[line][i];
                if (C->cage_of[k] != c && (R->doms[k] >> v & 1))
                    if (!narrow(R, k, R->doms[k] & ~(1u << v), c)) return 0;
            }
        }
    }
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
    int n = C->n, cause = C->ncages + line;
    const int *cells = C->lines[line];
    uint32_t once = 0, twice = 0;
    for (int i = 0; i < n; i++) {
        uint32_t d = R->doms[cells[i]];
        twice |= once & d;
        once |= d;
    }
    if (once != C->full) { C->failed = cause; return 0; }
    uint32_t single = once & ~twice;
    while (single) {
        uint32_t bit = single & -single;
        single ^= bit;
        for (int i = 0; i < n; i++)
            if (R->doms[cells[i]] & bit) {
                if (!narrow(R, cells[i], bit, cause)) return 0;
                break;
            }
    }
    if (!C->alldiff) return 1;
    int freec[MAXN], pos[MAXN], m = 0; /* the open cells, and their places in the line */
    uint32_t dom[MAXN], fixed = 0, uni = 0;
    for (int i = 0; i < n; i++) {
        uint32_t d = R->doms[cells[i]];
        if (d & (d - 1)) { freec[m] = cells[i]; pos[m] = i; dom[m] = d; uni |= d; m++; }
        else fixed |= d;
    }
    if (m < 3) return 1;
    if (uni & fixed) return 1; /* singles still pending: the queue will come back here */
    int values = pop32(uni);
    if (values < m) { C->failed = cause; return 0; }
    if (values != m) return 1;
    int owner[MAXN + 1], mate[MAXN];
    for (int v = 0; v <= n; v++) owner[v] = -1;
    for (int i = 0; i < m; i++) { /* keep the last matching's edges that are still there */
        int v = C->mates[line][pos[i]];
        mate[i] = -1;
        if (v > 0 && (dom[i] >> v & 1) && owner[v] < 0) { owner[v] = i; mate[i] = v; }
    }
    for (int i = 0; i < m; i++) {
        if (mate[i] >= 0) continue;
        uint32_t seen = 0;
        if (!augment(i, dom, owner, mate, &seen)) { C->failed = cause; return 0; }
    }
    for (int i = 0; i < m; i++) C->mates[line][pos[i]] = mate[i];
    /* value graph: mate(i) -> the other candidates of cell i; an edge of cell i survives when its
     * value lies in the strongly connected component of mate(i). Components by bitset reachability:
     * the forward and backward closures of one value meet in its component. */
    uint32_t adj[MAXN + 1], comp[MAXN + 1];
    for (int i = 0; i < m; i++) adj[mate[i]] = dom[i] & ~(1u << mate[i]);
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
    for (int i = 0; i < m; i++)
        if (!narrow(R, freec[i], R->doms[freec[i]] & comp[mate[i]], cause)) return 0;
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
        if (m < na) { C->failed = cause; return 0; }
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
    if (low - hi_b > r || high - lo_b < r) { C->failed = cause; return 0; }
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
        if (mx < 0 || mn > MAXN) { C->failed = cause; return 0; }
        if (mn < 0) mn = 0;
        if (mx > MAXN) mx = MAXN;
        if (!narrow(R, k, d & le[mx + 1] & ~le[mn], cause)) return 0;
    }
    return 1;
}


/* literal lit = cell * (n + 1) + value just became true: visit the nogoods watching it */
static int nogoods(Run *R, int lit) {
    Core *C = R->C;
    int n1 = C->n + 1;
    int *list = C->watch[lit];
    for (int i = 0; i < C->watch_n[lit];) {
        int id = list[i];
        int *lits = C->ng_lits + C->ng_start[id];
        int len = (int)(C->ng_start[id + 1] - C->ng_start[id]);
        if (lits[0] != lit) { lits[1] = lits[0]; lits[0] = lit; }
        int moved = 0;
        for (int q = 2; q < len; q++) {
            int c = lits[q] / n1, v = lits[q] % n1;
            if (R->doms[c] != (1u << v)) { /* not true: watch it instead */
                int nl = lits[q];
                lits[q] = lits[0];
                lits[0] = nl;
                if (C->watch_n[nl] == C->watch_cap[nl]) {
                    int cap = C->watch_cap[nl] ? 2 * C->watch_cap[nl] : 4;
                    int *grown = PyMem_Realloc(C->watch[nl], (size_t)cap * sizeof(int));
                    if (!grown) return 1; /* out of memory: keep watching here (weaker, still sound) */
                    C->watch[nl] = grown; C->watch_cap[nl] = cap;
                    if (nl == lit) list = grown;
                }
                C->watch[nl][C->watch_n[nl]++] = id;
                list[i] = list[--C->watch_n[lit]];
                moved = 1;
                break;
            }
        }
        if (moved) continue;
        /* every literal but lits[1] is true: lits[1] must be false */
        int c = lits[1] / n1, v = lits[1] % n1;
        if (R->doms[c] >> v & 1)
            if (!narrow(R, c, R->doms[c] & ~(1u << v), C->cage_of[c])) return 0;
        i++;
    }
    return 1;
}

/* start: the cells whose candidates changed (count nstart); nstart < 0: everything, once (the root) */
static int propagate(Core *C, uint32_t *doms, uint64_t *surv, const int *start, int nstart) {
    Run R = {C, doms, surv, 0, 0, 0, 0, 0};
    int n = C->n;
    memset(C->inq, 0, C->ncells);
    memset(C->touched, 0, C->ncells);
    memset(C->pending, 0, C->ncells);
    memset(C->cdirty, 0, C->ncages);
    memset(C->ldirty, 0, 2 * n);
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
            for (int h = 0; h < 2; h++) {
                int line = C->line_of[k][h];
                if (!C->ldirty[line]) { C->ldirty[line] = 1; C->lq[R.ln++] = line; }
            }
            if (!C->pending[k]) { C->pending[k] = 1; C->pend[R.pn++] = k; }
            if (d & (d - 1)) continue;
            for (int h = 0; h < 2; h++) {
                int line = C->line_of[k][h];
                for (int i = 0; i < n; i++) {
                    int p = C->lines[line][i];
                    if (p != k && (doms[p] & d))
                        if (!narrow(&R, p, doms[p] & ~d, C->ncages + line)) return 0;
                }
            }
            if (C->watch && !nogoods(&R, k * (n + 1) + lowbit(d))) return 0;
        }
        if (R.cn) {
            int c = C->cq[--R.cn];
            C->cdirty[c] = 0;
            if (!(C->cages[c].kind == BY_TABLE ? table_cage(&R, c) : bounds_cage(&R, c))) return 0;
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
    for (int i = 0; i < C->root_n; i++) {
        int c = C->root_out[i] / (C->n + 1), v = C->root_out[i] % (C->n + 1);
        doms[c] &= ~(1u << v);
        if (!doms[c]) { Py_DECREF(state); Py_RETURN_NONE; }
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
    int best = -1;
    double best_score = 0;
    /* last-conflict reasoning (Lecoutre et al., "Reasoning from last conflict(s) in constraint
     * programming", AIJ 2009): the cell whose decision last failed goes first while it is open */
    if (C->conflict >= 0 && (doms[C->conflict] & (doms[C->conflict] - 1))) best = C->conflict;
    else for (int k = 0; k < C->ncells; k++) {
        uint32_t d = doms[k];
        if (!(d & (d - 1))) continue;
        double w = C->weight[C->cage_of[k]] + C->weight[C->ncages + C->line_of[k][0]] + C->weight[C->ncages + C->line_of[k][1]];
        double score = pop32(d) / w;
        if (best < 0 || score < best_score) { best = k; best_score = score; }
    }
    if (best < 0) Py_RETURN_NONE;
    uint32_t d = doms[best];
    int v = lowbit(d); /* binary branching: the smallest candidate, then without it (or the other one) */
    int other = pop32(d) > 2 ? -v : highbit(d);
    return Py_BuildValue("((ii)(ii))", best, v, best, other);
}


/* learn(core, nogoods): each nogood a tuple of (cell, value) decisions that no further solution
 * extends; a nogood of one decision takes the value out from the root on */
static PyObject *py_learn(PyObject *self, PyObject *args) {
    PyObject *cap, *list;
    if (!PyArg_ParseTuple(args, "OO!", &cap, &PyList_Type, &list)) return NULL;
    Core *C = get_core(cap);
    if (!C) return NULL;
    int n1 = C->n + 1, nl = C->ncells * n1;
    if (!C->watch) {
        C->watch = PyMem_Calloc(nl, sizeof(int *));
        C->watch_n = PyMem_Calloc(nl, sizeof(int));
        C->watch_cap = PyMem_Calloc(nl, sizeof(int));
        C->ng_start = PyMem_Calloc(1, sizeof(size_t));
        if (!C->watch || !C->watch_n || !C->watch_cap || !C->ng_start) return PyErr_NoMemory();
    }
    for (Py_ssize_t i = 0; i < PyList_GET_SIZE(list); i++) {
        PyObject *good = PyList_GET_ITEM(list, i);
        if (!PyTuple_Check(good) || PyTuple_GET_SIZE(good) < 1) { PyErr_SetString(PyExc_ValueError, "a nogood is a tuple of decisions"); return NULL; }
        Py_ssize_t len = PyTuple_GET_SIZE(good);
        int lits[MAXCELLS];
        if (len > MAXCELLS) continue;
        for (Py_ssize_t q = 0; q < len; q++) {
            int c, v;
            if (!PyArg_ParseTuple(PyTuple_GET_ITEM(good, q), "ii", &c, &v)) return NULL;
            if (c < 0 || c >= C->ncells || v < 1 || v > C->n) { PyErr_SetString(PyExc_ValueError, "bad decision"); return NULL; }
            lits[q] = c * n1 + v;
        }
        if (len == 1) {
            if (C->root_n == C->root_cap) {
                int rc = C->root_cap ? 2 * C->root_cap : 16;
                int *grown = PyMem_Realloc(C->root_out, (size_t)rc * sizeof(int));
                if (!grown) return PyErr_NoMemory();
                C->root_out = grown; C->root_cap = rc;
            }
            C->root_out[C->root_n++] = lits[0];
            continue;
        }
        if (C->ng_used + (size_t)len > C->ng_cap) {
            size_t nc = C->ng_cap ? 2 * C->ng_cap : 1024;
            while (nc < C->ng_used + (size_t)len) nc *= 2;
            int *grown = PyMem_Realloc(C->ng_lits, nc * sizeof(int));
            if (!grown) return PyErr_NoMemory();
            C->ng_lits = grown; C->ng_cap = nc;
        }
        if (C->ng_count + 2 > C->ng_max) {
            int nm = C->ng_max ? 2 * C->ng_max : 256;
            size_t *grown = PyMem_Realloc(C->ng_start, (size_t)(nm + 2) * sizeof(size_t));
            if (!grown) return PyErr_NoMemory();
            C->ng_start = grown; C->ng_max = nm;
        }
        int id = C->ng_count++;
        C->ng_start[id] = C->ng_used;
        memcpy(C->ng_lits + C->ng_used, lits, (size_t)len * sizeof(int));
        C->ng_used += (size_t)len;
        C->ng_start[id + 1] = C->ng_used;
        for (int w = 0; w < 2; w++) {
            int l = lits[w];
            if (C->watch_n[l] == C->watch_cap[l]) {
                int wc = C->watch_cap[l] ? 2 * C->watch_cap[l] : 4;
                int *grown = PyMem_Realloc(C->watch[l], (size_t)wc * sizeof(int));
                if (!grown) return PyErr_NoMemory();
                C->watch[l] = grown; C->watch_cap[l] = wc;
            }
            C->watch[l][C->watch_n[l]++] = id;
        }
    }
    Py_RETURN_NONE;
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
    {"new", py_new, METH_VARARGS, "new(n, cages, linears, cage_lines, alldiff) -> core"},
    {"root", py_root, METH_VARARGS, "root(core, doms) -> state or None"},
    {"child", (PyCFunction)(void (*)(void))py_child, METH_FASTCALL, "child(core, state, cell, value) -> state or None"},
    {"branch", (PyCFunction)(void (*)(void))py_branch, METH_FASTCALL, "branch(core, state) -> the two choices, or None"},
    {"doms", py_doms, METH_VARARGS, "doms(core, state) -> candidate bitsets"},
    {"learn", py_learn, METH_VARARGS, "learn(core, nogoods): tuples of (cell, value) decisions no solution extends"},
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
    }
    return m;
}
