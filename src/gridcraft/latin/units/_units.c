/* The exact solver of grids of units in C (gridcraft.latin.units._units); optional: without a C
 * compiler the package uses the Python reference, gridcraft.latin.units.search, which gives the same
 * counts and the same first solution (tests/latin/units/ compares them).
 *
 * A grid of side n <= 25 whose units (rows, columns, boxes, regions, diagonals: n cells each) hold
 * 1..n once. The state is flat: one uint32 candidate bitset per cell (bit d - 1: digit d) and a flag
 * per cell saying that its digit has been taken out of its peers. Propagation runs to a fixed point:
 * naked singles through a queue (a cell left with one candidate removes it from its peers), hidden
 * singles per unit (the digits that appear in exactly one cell of a unit, found with the
 * once / twice bit trick), and, when the topology asks for it, unit intersections (a digit of unit A
 * whose candidates all lie where A meets B leaves the rest of B: pointing and claiming). Every rule
 * only removes candidates and removes more from fewer, so the fixed point does not depend on the order
 * the rules run in: the Python reference reaches the same one. The search branches on the cell with
 * fewest candidates (the lowest index among equals), trying its digits in increasing order, each
 * branch on a copy of the state one level down a stack of states (copy on branch: no trail).
 *
 * topology(n, units, intersections) -> capsule: the units of a geometry, their peers and their
 * intersections, made once per geometry. solve(topology, grid, limit) and solve_lines(topology, data,
 * limit, first_line) are search.solve and search.solve_lines.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "native.h" /* gridcraft/engine/native.h: the shared helpers */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define MAXN 25
#define CAPSULE "gridcraft.latin.units.topology"

typedef struct {
    int n, cells, nunits;
    uint32_t full;         /* the n digits */
    int16_t *units;        /* nunits * n cell indices */
    int32_t *peer_start;   /* cells + 1 offsets into peers */
    int16_t *peers;        /* each cell's peers: the other cells of its units, once each */
    int32_t *cu_start;     /* cells + 1 offsets into cu */
    int16_t *cu;           /* each cell's units */
    int npairs;            /* pairs of units meeting in two cells or more */
    int32_t *pair_start;   /* 3 * npairs + 1 offsets into pair_cells: A and B, A only, B only */
    int16_t *pair_cells;
    int16_t *pair_units;   /* 2 * npairs: the units A and B of each pair */
} Topo;

static void topo_free(Topo *t) {
    if (!t) return;
    free(t->units);
    free(t->peer_start);
    free(t->peers);
    free(t->pair_start);
    free(t->pair_cells);
    free(t->pair_units);
    free(t->cu_start);
    free(t->cu);
    free(t);
}

static void capsule_free(PyObject *capsule) { topo_free(PyCapsule_GetPointer(capsule, CAPSULE)); }

/* the pairs of units meeting in two cells or more, as (A and B, A only, B only) cell lists */
static int topo_pairs(Topo *t) {
    int n = t->n, u = t->nunits;
    size_t most = (size_t)u * (size_t)u;
    t->pair_start = malloc((3 * most + 1) * sizeof(int32_t));
    t->pair_cells = malloc(most * 2 * (size_t)n * sizeof(int16_t));
    t->pair_units = malloc(most * 2 * sizeof(int16_t));
    uint8_t *in_a = calloc((size_t)t->cells, 1), *in_b = calloc((size_t)t->cells, 1);
    if (!t->pair_start || !t->pair_cells || !t->pair_units || !in_a || !in_b) {
        free(in_a);
        free(in_b);
        return 0;
    }
    int32_t at = 0;
    int k = 0;
    t->pair_start[0] = 0;
    for (int a = 0; a < u; a++) {
        const int16_t *ua = t->units + a * n;
        for (int i = 0; i < n; i++) in_a[ua[i]] = 1;
        for (int b = a + 1; b < u; b++) {
            const int16_t *ub = t->units + b * n;
            int common = 0;
            for (int i = 0; i < n; i++) common += in_a[ub[i]];
            if (common < 2 || common == n) continue;
            for (int i = 0; i < n; i++) in_b[ub[i]] = 1;
            for (int i = 0; i < n; i++)
                if (in_b[ua[i]]) t->pair_cells[at++] = ua[i];
            t->pair_start[3 * k + 1] = at;
            for (int i = 0; i < n; i++)
                if (!in_b[ua[i]]) t->pair_cells[at++] = ua[i];
            t->pair_start[3 * k + 2] = at;
            for (int i = 0; i < n; i++)
                if (!in_a[ub[i]]) t->pair_cells[at++] = ub[i];
            t->pair_start[3 * k + 3] = at;
            for (int i = 0; i < n; i++) in_b[ub[i]] = 0;
            t->pair_units[2 * k] = (int16_t)a;
            t->pair_units[2 * k + 1] = (int16_t)b;
            k++;
        }
        for (int i = 0; i < n; i++) in_a[ua[i]] = 0;
    }
    t->npairs = k;
    free(in_a);
    free(in_b);
    return 1;
}

/* each cell's peers, in increasing order of their first unit's position */
static int topo_peers(Topo *t) {
    int n = t->n, cells = t->cells;
    t->peer_start = malloc(((size_t)cells + 1) * sizeof(int32_t));
    t->peers = malloc((size_t)cells * (size_t)t->nunits * (size_t)n * sizeof(int16_t));
    t->cu_start = malloc(((size_t)cells + 1) * sizeof(int32_t));
    t->cu = malloc(((size_t)t->nunits * (size_t)n + 1) * sizeof(int16_t));
    int *mark = calloc((size_t)cells, sizeof(int));
    if (!t->peer_start || !t->peers || !t->cu_start || !t->cu || !mark) {
        free(mark);
        return 0;
    }
    int32_t at = 0, at_u = 0;
    for (int c = 0; c < cells; c++) {
        t->peer_start[c] = at;
        t->cu_start[c] = at_u;
        mark[c] = c + 1;
        for (int u = 0; u < t->nunits; u++) {
            const int16_t *unit = t->units + u * n;
            int has = 0;
            for (int i = 0; i < n; i++) has |= unit[i] == c;
            if (!has) continue;
            t->cu[at_u++] = (int16_t)u;
            for (int i = 0; i < n; i++)
                if (mark[unit[i]] != c + 1) {
                    mark[unit[i]] = c + 1;
                    t->peers[at++] = unit[i];
                }
        }
    }
    t->peer_start[cells] = at;
    t->cu_start[cells] = at_u;
    free(mark);
    return 1;
}

/* topology(n, units, intersections): units a sequence of sequences of n cell indices each */
static PyObject *units_topology(PyObject *self, PyObject *args) {
    int n, intersections;
    PyObject *units;
    if (!PyArg_ParseTuple(args, "iOp", &n, &units, &intersections)) return NULL;
    if (n < 1 || n > MAXN) return PyErr_Format(PyExc_ValueError, "a side of 1 to %d, not %d", MAXN, n);
    PyObject *seq = PySequence_Fast(units, "units must be a sequence");
    if (!seq) return NULL;
    Topo *t = calloc(1, sizeof(Topo));
    if (!t) {
        Py_DECREF(seq);
        return PyErr_NoMemory();
    }
    t->n = n;
    t->cells = n * n;
    t->full = n == 32 ? 0xffffffffU : (1U << n) - 1;
    t->nunits = (int)PySequence_Fast_GET_SIZE(seq);
    t->units = malloc(((size_t)t->nunits * (size_t)n + 1) * sizeof(int16_t));
    if (!t->units) goto nomem;
    for (int u = 0; u < t->nunits; u++) {
        PyObject *unit = PySequence_Fast(PySequence_Fast_GET_ITEM(seq, u), "a unit must be a sequence");
        if (!unit) goto fail;
        if (PySequence_Fast_GET_SIZE(unit) != n) {
            Py_DECREF(unit);
            PyErr_Format(PyExc_ValueError, "unit %d does not have %d cells", u, n);
            goto fail;
        }
        for (int i = 0; i < n; i++) {
            int c;
            if (!gc_as_int(PySequence_Fast_GET_ITEM(unit, i), &c)) {
                Py_DECREF(unit);
                goto fail;
            }
            if (c < 0 || c >= t->cells) {
                Py_DECREF(unit);
                PyErr_Format(PyExc_ValueError, "unit %d has cell %d, outside the grid", u, c);
                goto fail;
            }
            t->units[u * n + i] = (int16_t)c;
        }
        Py_DECREF(unit);
    }
    if (!topo_peers(t)) goto nomem;
    if (intersections) {
        if (!topo_pairs(t)) goto nomem;
    } else {
        t->pair_start = calloc(1, sizeof(int32_t));
        if (!t->pair_start) goto nomem;
    }
    Py_DECREF(seq);
    PyObject *capsule = PyCapsule_New(t, CAPSULE, capsule_free);
    if (!capsule) topo_free(t);
    return capsule;
nomem:
    PyErr_NoMemory();
fail:
    Py_DECREF(seq);
    topo_free(t);
    return NULL;
}

/* ---- the search ------------------------------------------------------------------------------- */

typedef struct {
    const Topo *t;
    uint32_t *cand;  /* (cells + 1) states of the cells' candidate sets, one per depth */
    uint8_t *done;   /* (cells + 1) states of flags: the cell's digit is out of its peers */
    int16_t *queue;  /* cells waiting to take their digit out of their peers */
    int tail;        /* the queue's length */
    uint8_t *dirty;  /* per unit: a cell changed since its hidden singles were last sought */
    uint8_t *moved;  /* per unit: a cell changed since its intersections were last tried */
    uint8_t *now;    /* the units moved, as the intersections' pass started */
    long count, limit;
    long nodes, max_nodes; /* searched so far, and the most allowed (0: no bound) */
    double deadline;       /* CLOCK_MONOTONIC seconds to stop at (0: none), read every 1024 nodes */
    int signals;           /* run Python's signal handlers every 1024 nodes (an interrupt stops) */
    int out;               /* stopped: 1 at the node bound, 2 at the deadline, 3 by a signal (the
                              Python error set); the count is then unknown */
    uint8_t *first;  /* the first solution's digits */
} Ctx;

static int ctx_init(Ctx *x, const Topo *t, long limit) {
    size_t cells = (size_t)t->cells;
    x->t = t;
    x->limit = limit;
    x->count = 0;
    x->nodes = x->max_nodes = 0;
    x->deadline = 0;
    x->signals = 0;
    x->out = 0;
    x->tail = 0;
    x->cand = malloc((cells + 1) * cells * sizeof(uint32_t));
    x->done = malloc((cells + 1) * cells);
    x->queue = malloc(cells * sizeof(int16_t) + 1);
    x->dirty = malloc((size_t)t->nunits + 1);
    x->moved = malloc((size_t)t->nunits + 1);
    x->now = malloc((size_t)t->nunits + 1);
    x->first = malloc(cells + 1);
    return x->cand && x->done && x->queue && x->dirty && x->moved && x->now && x->first;
}

static void ctx_free(Ctx *x) {
    free(x->cand);
    free(x->done);
    free(x->queue);
    free(x->dirty);
    free(x->moved);
    free(x->now);
    free(x->first);
}

#define SINGLE(m) (((m) & ((m) - 1)) == 0)

/* cell c's candidates changed: its units are to be looked at again */
static inline void touch(Ctx *x, int c) {
    const Topo *t = x->t;
    for (int32_t i = t->cu_start[c], end = t->cu_start[c + 1]; i < end; i++) {
        x->dirty[t->cu[i]] = 1;
        x->moved[t->cu[i]] = 1;
    }
}

/* the candidates m of cell c, narrowed from more: 0 when none is left */
static inline int narrow(Ctx *x, uint32_t *cand, int c, uint32_t m) {
    if (!m) return 0;
    cand[c] = m;
    touch(x, c);
    if (SINGLE(m)) x->queue[x->tail++] = (int16_t)c;
    return 1;
}

/* the queued cells' digits out of their peers: 0 when a cell is left without candidates */
static inline int naked(Ctx *x, uint32_t *cand, uint8_t *done) {
    const Topo *t = x->t;
    int head = 0;
    while (head < x->tail) {
        int c = x->queue[head++];
        if (done[c]) continue;
        uint32_t bit = cand[c];
        done[c] = 1;
        for (int32_t i = t->peer_start[c], end = t->peer_start[c + 1]; i < end; i++) {
            int p = t->peers[i];
            if ((cand[p] & bit) && !narrow(x, cand, p, cand[p] ^ bit)) return 0;
        }
    }
    x->tail = 0;
    return 1;
}

/* hidden singles in the units changed since they were last looked at, each unit's found digits
   placed before the next unit: -1 contradiction, else whether a candidate went */
static inline int hidden(Ctx *x, uint32_t *cand, uint8_t *done) {
    const Topo *t = x->t;
    int n = t->n, changed = 0;
    for (int u = 0; u < t->nunits; u++) {
        if (!x->dirty[u]) continue;
        x->dirty[u] = 0;
        const int16_t *unit = t->units + u * n;
        uint32_t once = 0, twice = 0;
        for (int i = 0; i < n; i++) {
            uint32_t m = cand[unit[i]];
            twice |= once & m;
            once |= m;
        }
        if (once != t->full) return -1;
        uint32_t alone = once & ~twice; /* with the digits placed, skipped below */
        while (alone) {
            uint32_t bit = alone & -alone;
            alone ^= bit;
            int i = 0;
            while (i < n && !(cand[unit[i]] & bit)) i++;
            if (i == n) return -1;
            if (cand[unit[i]] != bit) {
                narrow(x, cand, unit[i], bit);
                changed = 1;
            }
        }
        if (x->tail && !naked(x, cand, done)) return -1;
    }
    return changed;
}

/* the digits out of a list of cells: -1 contradiction, else whether a candidate went */
static inline int strike(Ctx *x, uint32_t *cand, const int16_t *cells, int32_t from, int32_t to, uint32_t digits) {
    int changed = 0;
    for (int32_t i = from; i < to; i++) {
        int c = cells[i];
        if (cand[c] & digits) {
            if (!narrow(x, cand, c, cand[c] & ~digits)) return -1;
            changed = 1;
        }
    }
    return changed;
}

/* unit intersections of the units moved since they were last tried: a digit of A only where A
   meets B leaves the rest of B, and the other way: -1 contradiction, else whether one went */
static inline int crossing(Ctx *x, uint32_t *cand) {
    uint8_t *now = x->now;
    const Topo *t = x->t;
    const int32_t *s = t->pair_start;
    const int16_t *pc = t->pair_cells, *pu = t->pair_units;
    int changed = 0;
    memcpy(now, x->moved, (size_t)t->nunits);
    memset(x->moved, 0, (size_t)t->nunits);
    for (int k = 0; k < t->npairs; k++, s += 3, pu += 2) {
        if (!now[pu[0]] && !now[pu[1]]) continue;
        uint32_t both = 0, a_only = 0, b_only = 0;
        for (int32_t i = s[0]; i < s[1]; i++) both |= cand[pc[i]];
        for (int32_t i = s[1]; i < s[2]; i++) a_only |= cand[pc[i]];
        for (int32_t i = s[2]; i < s[3]; i++) b_only |= cand[pc[i]];
        uint32_t from_b = both & ~a_only & b_only, from_a = both & ~b_only & a_only;
        int r;
        if (from_b) {
            if ((r = strike(x, cand, pc, s[2], s[3], from_b)) < 0) return -1;
            changed |= r;
        }
        if (from_a) {
            if ((r = strike(x, cand, pc, s[1], s[2], from_a)) < 0) return -1;
            changed |= r;
        }
    }
    return changed;
}

/* all the rules to their fixed point from the queued cells and dirty units: 0 on a contradiction */
static int propagate(Ctx *x, uint32_t *cand, uint8_t *done) {
    for (;;) {
        if (!naked(x, cand, done)) return 0;
        int r = hidden(x, cand, done);
        if (r < 0) return 0;
        if (r) continue;
        if (!x->t->npairs) return 1;
        r = crossing(x, cand);
        if (r < 0) return 0;
        if (!r) return 1;
    }
}

/* the search below the propagated state at depth: 1 when the limit is reached */
static int search(Ctx *x, int depth) {
    const Topo *t = x->t;
    int cells = t->cells;
    uint32_t *cand = x->cand + (size_t)depth * cells;
    uint8_t *done = x->done + (size_t)depth * cells;
    x->nodes++;
    if (x->max_nodes && x->nodes > x->max_nodes) {
        x->out = 1;
        return 1;
    }
    if ((x->nodes & 1023) == 0) {
        if (x->deadline > 0 && gc_now() > x->deadline) {
            x->out = 2;
            return 1;
        }
        if (x->signals && PyErr_CheckSignals() < 0) {
            x->out = 3;
            return 1;
        }
    }
    int best = -1, fewest = 33;
    for (int c = 0; c < cells; c++) {
        if (done[c]) continue;
        int k = __builtin_popcount(cand[c]);
        if (k < fewest) {
            fewest = k;
            best = c;
            if (k == 2) break;
        }
    }
    if (best < 0) {
        if (++x->count == 1)
            for (int c = 0; c < cells; c++) x->first[c] = (uint8_t)(__builtin_ctz(cand[c]) + 1);
        return x->count >= x->limit;
    }
    uint32_t *next = cand + cells;
    uint8_t *next_done = done + cells;
    uint32_t left = cand[best];
    while (left) {
        uint32_t bit = left & -left;
        left ^= bit;
        memcpy(next, cand, (size_t)cells * sizeof(uint32_t));
        memcpy(next_done, done, (size_t)cells);
        memset(x->dirty, 0, (size_t)t->nunits);
        memset(x->moved, 0, (size_t)t->nunits);
        x->tail = 0;
        narrow(x, next, best, bit);
        if (propagate(x, next, next_done) && search(x, depth + 1)) return 1;
    }
    return 0;
}

/* the solutions of the grid (digits, 0 empty) up to the limit; the first in x->first.
   The grid's digits must be 0..n. */
static long solve_grid(Ctx *x, const uint8_t *grid) {
    const Topo *t = x->t;
    x->count = 0;
    x->tail = 0;
    x->nodes = 0;
    x->out = 0;
    memset(x->dirty, 1, (size_t)t->nunits);
    memset(x->moved, 1, (size_t)t->nunits);
    for (int c = 0; c < t->cells; c++) {
        x->done[c] = 0;
        if (grid[c]) {
            x->cand[c] = 1U << (grid[c] - 1);
            x->queue[x->tail++] = (int16_t)c;
        } else {
            x->cand[c] = t->full;
        }
    }
    if (propagate(x, x->cand, x->done)) search(x, 0);
    return x->out ? -1 : x->count;
}

static const Topo *topo_of(PyObject *capsule) { return PyCapsule_GetPointer(capsule, CAPSULE); }

/* solve(topology, grid, limit, nodes=0) -> (count, solution bytes or None); count -1: the search
   met its bound of nodes (0: none) first */
static PyObject *units_solve(PyObject *self, PyObject *args) {
    PyObject *capsule;
    Py_buffer grid;
    long limit, nodes = 0;
    if (!PyArg_ParseTuple(args, "Oy*l|l", &capsule, &grid, &limit, &nodes)) return NULL;
    const Topo *t = topo_of(capsule);
    PyObject *out = NULL;
    Ctx x = {0};
    if (!t) goto done;
    if (grid.len != t->cells || limit < 1) {
        PyErr_SetString(PyExc_ValueError, "a grid of n * n digits and a limit of 1 or more");
        goto done;
    }
    const uint8_t *g = grid.buf;
    for (int c = 0; c < t->cells; c++)
        if (g[c] > t->n) {
            PyErr_Format(PyExc_ValueError, "cell %d holds %d, not 0..%d", c, g[c], t->n);
            goto done;
        }
    if (!ctx_init(&x, t, limit)) {
        PyErr_NoMemory();
        goto done;
    }
    x.max_nodes = nodes > 0 ? nodes : 0;
    long count = solve_grid(&x, g);
    if (count > 0)
        out = Py_BuildValue("(ly#)", count, (const char *)x.first, (Py_ssize_t)t->cells);
    else
        out = Py_BuildValue("(lO)", count, Py_None);
done:
    ctx_free(&x);
    PyBuffer_Release(&grid);
    return out;
}

/* ---- lines of puzzles ------------------------------------------------------------------------- */

typedef struct {
    char *buf;
    size_t len, cap;
} Out;

static int out_put(Out *o, const char *s, size_t k) {
    if (o->len + k > o->cap) {
        size_t cap = o->cap ? o->cap : 4096;
        while (cap < o->len + k) cap *= 2;
        char *b = realloc(o->buf, cap);
        if (!b) return 0;
        o->buf = b;
        o->cap = cap;
    }
    memcpy(o->buf + o->len, s, k);
    o->len += k;
    return 1;
}

static const char SYMBOLS[] = "123456789ABCDEFGHIJKLMNOP";

/* a cell of a line: its digit, 0 empty, -1 not a cell of the grid */
static inline int cell_of(unsigned char ch, int n) {
    int v;
    if (ch == '.' || ch == '0') return 0;
    if (ch >= '1' && ch <= '9')
        v = ch - '0';
    else if (ch >= 'A' && ch <= 'P')
        v = ch - 'A' + 10;
    else if (ch >= 'a' && ch <= 'p')
        v = ch - 'a' + 10;
    else
        return -1;
    return v <= n ? v : -1;
}

/* the error of a malformed line (its message as search.line_error words it) */
static int put_error(Out *o, long line, int n, int column, int bad, size_t found) {
    char msg[256], range[64], what[32];
    if (n <= 9)
        snprintf(range, sizeof range, "1-%d", n);
    else if (n == 10)
        snprintf(range, sizeof range, "1-9, A");
    else
        snprintf(range, sizeof range, "1-9, A-%c", 'A' + n - 10);
    if (bad >= 0) {
        if (bad > 32 && bad < 127 && bad != '"' && bad != '\\')
            snprintf(what, sizeof what, "'%c'", bad);
        else
            snprintf(what, sizeof what, "byte 0x%02X", bad);
        snprintf(msg, sizeof msg, "column %d: %s is not a cell of a %d x %d grid (%s, '.' or '0')", column, what,
                 n, n, range);
    } else {
        snprintf(msg, sizeof msg, "column %d: the line has %zu cells; a %d x %d grid has %d", column, found, n, n,
                 n * n);
    }
    char text[320];
    int k = snprintf(text, sizeof text, "{\"line\": %ld, \"error\": \"%s\"}\n", line, msg);
    return out_put(o, text, (size_t)k);
}

static inline int blank(unsigned char ch) { return ch == ' ' || ch == '\t' || ch == '\r' || ch == '\f' || ch == '\v'; }

/* one line (without its line break): skipped, an error, or the puzzle's count and first solution */
static int solve_line(Ctx *x, Out *o, const unsigned char *s, size_t len, long line, uint8_t *grid) {
    const Topo *t = x->t;
    int n = t->n;
    size_t start = 0, end = len;
    while (start < end && blank(s[start])) start++;
    while (end > start && blank(s[end - 1])) end--;
    if (start == end || s[start] == '#') return 1;
    size_t size = end - start, cells = (size_t)t->cells;
    /* a byte that is no cell is named first when the length is right or the byte is not ASCII (a
       letter of another script); else a line of the wrong length is named as such (a line of
       another side's puzzle) */
    for (size_t i = 0; i < size && i < cells; i++) {
        int v = cell_of(s[start + i], n);
        if (v < 0 && (size == cells || s[start + i] >= 0x80))
            return put_error(o, line, n, (int)(start + i + 1), s[start + i], 0);
        if (v < 0) break;
        grid[i] = (uint8_t)v;
    }
    if (size != cells) return put_error(o, line, n, (int)(start + (size < cells ? size : cells) + 1), -1, size);
    long count = solve_grid(x, grid);
    if (x->out == 3) return -3;
    int cut = x->out == 2;
    if (cut) count = x->count;  /* the solutions found before the deadline */
    char head[96];
    int k = snprintf(head, sizeof head, "{\"line\": %ld, \"solutions\": %ld", line, count);
    if (!out_put(o, head, (size_t)k)) return 0;
    if (count) {
        char text[MAXN * MAXN + 1];
        for (size_t c = 0; c < cells; c++) text[c] = SYMBOLS[x->first[c] - 1];
        if (!out_put(o, ", \"solution\": \"", 15) || !out_put(o, text, cells) || !out_put(o, "\"", 1)) return 0;
    }
    if (cut) return out_put(o, ", \"complete\": false}\n", 21) ? -2 : 0;
    return out_put(o, "}\n", 2);
}

/* solve_lines(topology, data, limit, first_line, seconds=0) -> bytes, one JSON line per puzzle; a
   puzzle still searched after `seconds` (0: no bound) is answered with "complete": false; an
   interrupt raises */
static PyObject *units_solve_lines(PyObject *self, PyObject *args) {
    PyObject *capsule, *result = NULL;
    Py_buffer data;
    long limit, first_line;
    double seconds = 0;
    if (!PyArg_ParseTuple(args, "Oy*ll|d", &capsule, &data, &limit, &first_line, &seconds)) return NULL;
    const Topo *t = topo_of(capsule);
    Ctx x = {0};
    Out o = {0};
    uint8_t grid[MAXN * MAXN];
    if (!t) goto done;
    if (limit < 1) {
        PyErr_SetString(PyExc_ValueError, "a limit of 1 or more");
        goto done;
    }
    if (!ctx_init(&x, t, limit)) {
        PyErr_NoMemory();
        goto done;
    }
    const unsigned char *s = data.buf;
    size_t len = (size_t)data.len, at = 0;
    long line = first_line;
    int ok = 1;
    while (ok > 0 && at < len) {
        const unsigned char *nl = memchr(s + at, '\n', len - at);
        size_t stop = nl ? (size_t)(nl - s) : len;
        x.deadline = seconds > 0 ? gc_now() + seconds : 0;
        x.signals = 1;
        ok = solve_line(&x, &o, s + at, stop - at, line, grid);
        if (ok == -2) ok = 1; /* cut short and said so: on to the next puzzle */
        at = stop + 1;
        line++;
    }
    if (ok == -3) goto done; /* an interrupt: its Python error is set */
    if (!ok)
        PyErr_NoMemory();
    else
        result = PyBytes_FromStringAndSize(o.buf ? o.buf : "", (Py_ssize_t)o.len);
done:
    free(o.buf);
    ctx_free(&x);
    PyBuffer_Release(&data);
    return result;
}

static PyMethodDef methods[] = {
    {"topology", units_topology, METH_VARARGS,
     "topology(n, units, intersections) -> the capsule of a geometry's units, peers and intersections"},
    {"solve", units_solve, METH_VARARGS, "solve(topology, grid, limit) -> (count, first solution or None)"},
    {"solve_lines", units_solve_lines, METH_VARARGS,
     "solve_lines(topology, data, limit, first_line, seconds=0) -> one JSON line per puzzle line"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_units", "The exact solver of grids of units in C.",
                                    -1, methods};

PyMODINIT_FUNC PyInit__units(void) { return PyModule_Create(&module); }
