/* The KenKen maker's loop in C, included by _ladder.c (it uses the board, grade_board and count).
 *
 * make(n, level, mode, max_cage, max_givens, pairing, moves, steps, key, deadline) follows make.make of
 * gridcraft.kenken.make draw for draw: the same random numbers, taken from a Mersenne Twister seeded
 * as random.Random(text) seeds it (key: text's bytes and their SHA-512, the integer that
 * random.Random makes of them, big-endian), in the same order, for the same Latin squares,
 * partitions, repairs and candidates. random() is CPython's genrand_res53; make._below(n) is
 * getrandbits(bit_length(n)) drawn again while >= n, as here; a shuffle is one random() per item,
 * sorted by (key, place). So a seed gives the same puzzle with and without this loop
 * (tests/kenken/ladder/test_native_ladder.py).
 *
 * At Unreasonable a candidate stuck at Extreme is counted to the end (the Python loop counts it in C
 * within a number of nodes, then by the solver with no limit but the deadline: the same answer; so
 * the Python side sends only grids of up to 9 x 9 here, whose counts are quick).
 *
 * Returns (status, squares, moves, steps, puzzle, square): status 0 made (the model's KenKenPuzzle,
 * built as set_model() named it, and the square as rows), 1 the deadline (time.monotonic() seconds)
 * came first, 2 the steps ran out (then the last two are None). A step is a candidate graded or a
 * partition drawn again for its one-cell cages, counted as make.make counts them; steps 0: no limit.
 * The deadline is only an outer limit: below it, what is made does not depend on the clock.
 */

typedef struct {
    double key;
    int place;
} Keyed;

static int by_key(const void *pa, const void *pb) {
    const Keyed *a = pa, *b = pb;
    if (a->key != b->key) return a->key < b->key ? -1 : 1;
    return a->place - b->place;
}

/* make._shuffled of m items: perm[i] = the place of the item that comes i-th */
static void shuffled(GcMt *r, int m, int *perm, Keyed *keyed) {
    for (int i = 0; i < m; i++) { keyed[i].key = gc_mt_random(r); keyed[i].place = i; }
    if (m > 24) qsort(keyed, (size_t)m, sizeof(Keyed), by_key);
    else /* few: an insertion sort, without qsort's calls */
        for (int i = 1; i < m; i++) {
            Keyed x = keyed[i];
            int j = i;
            for (; j > 0 && by_key(&keyed[j - 1], &x) > 0; j--) keyed[j] = keyed[j - 1];
            keyed[j] = x;
        }
    for (int i = 0; i < m; i++) perm[i] = keyed[i].place;
}

/* ---- groups of cells ------------------------------------------------------------------------- */

typedef struct {
    int n, N, count;
    int size[MAXCELLS];
    int cells[MAXCELLS][MAXCELLS]; /* per group, its cells (r * n + c) in order */
    int nb[MAXCELLS][4], nnb[MAXCELLS]; /* per cell, its neighbours: up, down, left, right */
    Keyed keyed[4 * MAXCELLS * 2];
    int perm[4 * MAXCELLS * 2];
    int stamp[MAXCELLS], mark; /* for flood fills and membership */
} Groups;

static void neighbours_init(Groups *gs, int n) {
    static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
    gs->n = n;
    gs->N = n * n;
    for (int k = 0; k < gs->N; k++) {
        int r = k / n, c = k % n, m = 0;
        for (int d = 0; d < 4; d++) {
            int rr = r + dr[d], cc = c + dc[d];
            if (rr >= 0 && rr < n && cc >= 0 && cc < n) gs->nb[k][m++] = rr * n + cc;
        }
        gs->nnb[k] = m;
    }
}

/* len(components(cells)) == 1 for cells[0..m-1], m >= 1 */
static int connected(Groups *gs, const int *cells, int m) {
    int in = ++gs->mark, seen = ++gs->mark;
    int stack[MAXCELLS], top = 0, reached = 1;
    for (int i = 0; i < m; i++) gs->stamp[cells[i]] = in;
    gs->stamp[cells[0]] = seen;
    stack[top++] = cells[0];
    while (top) {
        int k = stack[--top];
        for (int d = 0; d < gs->nnb[k]; d++) {
            int x = gs->nb[k][d];
            if (gs->stamp[x] == in) { gs->stamp[x] = seen; reached++; stack[top++] = x; }
        }
    }
    return reached == m;
}

static void cage_of_groups(const Groups *gs, int *cage_of) {
    for (int g = 0; g < gs->count; g++)
        for (int j = 0; j < gs->size[g]; j++) cage_of[gs->cells[g][j]] = g;
}

/* the list without its first x (list.remove) */
static void remove_cell(int *cells, int *size, int x) {
    int j = 0;
    while (j < *size && cells[j] != x) j++;
    for (; j + 1 < *size; j++) cells[j] = cells[j + 1];
    (*size)--;
}

/* make.latin_square: digit[r * n + c] */
static void latin_square_c(GcMt *r, Groups *gs, int *digit);

static int augment(int col, unsigned char (*missing)[MAXN + 1], int *owner, unsigned char *seen, const int *prefer,
                   int n) {
    for (int i = 0; i < n; i++) {
        int d = prefer[i];
        if (seen[d] || !missing[col][d]) continue;
        seen[d] = 1;
        if (owner[d] < 0 || augment(owner[d], missing, owner, seen, prefer, n)) {
            owner[d] = col;
            return 1;
        }
    }
    return 0;
}

static void latin_square_c(GcMt *r, Groups *gs, int *digit) {
    int n = gs->n;
    unsigned char missing[MAXN][MAXN + 1];
    memset(missing, 1, sizeof missing);
    for (int row = 0; row < n; row++) {
        int owner[MAXN + 1], prefer[MAXN], cols[MAXN];
        for (int d = 0; d <= n; d++) owner[d] = -1;
        shuffled(r, n, prefer, gs->keyed);
        for (int i = 0; i < n; i++) prefer[i] += 1;
        shuffled(r, n, cols, gs->keyed);
        for (int i = 0; i < n; i++) {
            unsigned char seen[MAXN + 1] = {0};
            augment(cols[i], missing, owner, seen, prefer, n);
        }
        for (int d = 1; d <= n; d++) {
            digit[row * n + owner[d]] = d;
            missing[owner[d]][d] = 0;
        }
    }
}

/* make.partition */
static void partition_c(GcMt *r, Groups *gs, int max_cage, int pair_singles, double pairing) {
    int N = gs->N, cage_of[MAXCELLS], order[MAXCELLS];
    for (int k = 0; k < N; k++) cage_of[k] = -1;
    gs->count = 0;
    shuffled(r, N, order, gs->keyed);
    if (max_cage >= 2) {
        for (int i = 0; i < N; i++) {
            int cell = order[i], free_[4], nf = 0;
            if (cage_of[cell] >= 0) continue;
            for (int d = 0; d < gs->nnb[cell]; d++)
                if (cage_of[gs->nb[cell][d]] < 0) free_[nf++] = gs->nb[cell][d];
            if (nf && gc_mt_random(r) < pairing) {
                int other = free_[gc_mt_below(r, nf)], g = gs->count++;
                cage_of[cell] = cage_of[other] = g;
                gs->size[g] = 2;
                gs->cells[g][0] = cell;
                gs->cells[g][1] = other;
            }
        }
    }
    for (int i = 0; i < N; i++) {
        int cell = order[i], best = -1, best_len = 0;
        double best_key = 0;
        if (cage_of[cell] >= 0) continue;
        for (int d = 0; d < gs->nnb[cell]; d++) { /* min(roomy, key=(len, random())) */
            int m = gs->nb[cell][d], g = cage_of[m];
            if (g < 0 || gs->size[g] >= max_cage) continue;
            double key = gc_mt_random(r);
            if (best < 0 || gs->size[g] < best_len || (gs->size[g] == best_len && key < best_key)) {
                best = g;
                best_len = gs->size[g];
                best_key = key;
            }
        }
        if (best < 0) {
            best = gs->count++;
            gs->size[best] = 0;
        }
        gs->cells[best][gs->size[best]++] = cell;
        cage_of[cell] = best;
    }
    if (!pair_singles) return;
    for (int g = 0; g < gs->count; g++) { /* a cell alone takes a neighbour its cage can spare */
        if (gs->size[g] != 1) continue;
        int alone = gs->cells[g][0], m = gs->nnb[alone], perm[4];
        shuffled(r, m, perm, gs->keyed);
        for (int i = 0; i < m; i++) {
            int x = gs->nb[alone][perm[i]], donor = cage_of[x], rest[MAXCELLS], nr = 0;
            for (int j = 0; j < gs->size[donor]; j++)
                if (gs->cells[donor][j] != x) rest[nr++] = gs->cells[donor][j];
            if (nr >= 2 && connected(gs, rest, nr)) {
                remove_cell(gs->cells[donor], &gs->size[donor], x);
                gs->cells[g][gs->size[g]++] = x;
                cage_of[x] = g;
                break;
            }
        }
    }
}

static int singles(const Groups *gs) {
    int s = 0;
    for (int g = 0; g < gs->count; g++) s += gs->size[g] == 1;
    return s;
}

static int by_int(const void *pa, const void *pb) {
    int a = *(const int *)pa, b = *(const int *)pb;
    return (a > b) - (a < b);
}

/* make.merge */
static int merge_c(GcMt *r, Groups *gs, int max_cage) {
    int cage_of[MAXCELLS], G = gs->count, np = 0;
    int *pairs = gs->perm; /* at most 4 per cell */
    cage_of_groups(gs, cage_of);
    for (int i = 0; i < G; i++)
        for (int j = 0; j < gs->size[i]; j++) {
            int cell = gs->cells[i][j];
            for (int d = 0; d < gs->nnb[cell]; d++) {
                int o = cage_of[gs->nb[cell][d]];
                if (o != i && gs->size[i] + gs->size[o] <= max_cage)
                    pairs[np++] = (i < o ? i : o) * MAXCELLS + (i < o ? o : i);
            }
        }
    if (!np) return 0;
    qsort(pairs, (size_t)np, sizeof(int), by_int);
    int u = 0;
    for (int i = 0; i < np; i++)
        if (!u || pairs[i] != pairs[u - 1]) pairs[u++] = pairs[i];
    int pick = pairs[gc_mt_below(r, u)], a = pick / MAXCELLS, b = pick % MAXCELLS;
    for (int j = 0; j < gs->size[b]; j++) gs->cells[a][gs->size[a]++] = gs->cells[b][j];
    for (int g = b; g + 1 < G; g++) {
        gs->size[g] = gs->size[g + 1];
        memcpy(gs->cells[g], gs->cells[g + 1], sizeof(int) * (size_t)gs->size[g + 1]);
    }
    gs->count--;
    return 1;
}

/* make.split (spare: the one-cell cages still allowed) */
static int split_c(GcMt *r, Groups *gs, int cell, int spare) {
    if (cell < 0) return 0;
    int g = 0;
    for (;; g++) {
        int j = 0;
        while (j < gs->size[g] && gs->cells[g][j] != cell) j++;
        if (j < gs->size[g]) break;
    }
    int *group = gs->cells[g], len = gs->size[g];
    int least = spare >= 2 || (spare == 1 && len > 2) ? 1 : 2;
    if (len < 2 * least) return 0;
    int in_group = ++gs->mark;
    for (int j = 0; j < len; j++) gs->stamp[group[j]] = in_group;
    for (int attempt = 0; attempt < 20; attempt++) {
        int size = least == 2 ? 2 + gc_mt_below(r, len - 3) : len > 3 ? 1 + gc_mt_below(r, len - 1) : 1;
        int part[MAXCELLS], np = 0, in_part[MAXCELLS] = {0};
        part[np++] = group[gc_mt_below(r, len)];
        in_part[part[0]] = 1;
        while (np < size) {
            int edge[4 * MAXCELLS], ne = 0;
            for (int p = 0; p < np; p++)
                for (int d = 0; d < gs->nnb[part[p]]; d++) {
                    int m = gs->nb[part[p]][d];
                    if (gs->stamp[m] == in_group && !in_part[m]) edge[ne++] = m;
                }
            if (!ne) break;
            part[np] = edge[gc_mt_below(r, ne)];
            in_part[part[np++]] = 1;
        }
        int rest[MAXCELLS], nr = 0;
        for (int j = 0; j < len; j++)
            if (!in_part[group[j]]) rest[nr++] = group[j];
        int ok = nr && connected(gs, rest, nr) && connected(gs, part, np);
        if (ok) {
            memcpy(gs->cells[g], part, sizeof(int) * (size_t)np);
            gs->size[g] = np;
            memcpy(gs->cells[gs->count], rest, sizeof(int) * (size_t)nr);
            gs->size[gs->count++] = nr;
            return 1;
        }
        in_group = ++gs->mark; /* connected() moved the stamps on */
        for (int j = 0; j < len; j++) gs->stamp[group[j]] = in_group;
    }
    return 0;
}

/* make.shift */
static int shift_c(GcMt *r, Groups *gs, int cell, int max_cage) {
    if (cell < 0) return 0;
    int cage_of[MAXCELLS], nm = 0;
    int (*moves)[3] = (int (*)[3])malloc(sizeof(int) * 3 * 8 * MAXCELLS);
    if (!moves) return 0;
    cage_of_groups(gs, cage_of);
    int here = cage_of[cell];
    for (int j = 0; j < gs->size[here]; j++) {
        int x = gs->cells[here][j];
        for (int d = 0; d < gs->nnb[x]; d++) {
            int m = gs->nb[x][d], there = cage_of[m];
            if (there == here) continue;
            moves[nm][0] = x; moves[nm][1] = here; moves[nm][2] = there; nm++;
            moves[nm][0] = m; moves[nm][1] = there; moves[nm][2] = here; nm++;
        }
    }
    shuffled(r, nm, gs->perm, gs->keyed);
    int done = 0;
    for (int i = 0; i < nm && !done; i++) {
        int x = moves[gs->perm[i]][0], a = moves[gs->perm[i]][1], b = moves[gs->perm[i]][2];
        int rest[MAXCELLS], nr = 0;
        for (int j = 0; j < gs->size[a]; j++)
            if (gs->cells[a][j] != x) rest[nr++] = gs->cells[a][j];
        if (nr >= 2 && gs->size[b] < max_cage && connected(gs, rest, nr)) {
            remove_cell(gs->cells[a], &gs->size[a], x);
            gs->cells[b][gs->size[b]++] = x;
            done = 1;
        }
    }
    free(moves);
    return done;
}

/* make._open_cell: a cell with the most candidates left, in a cage of two or more cells; -1 none */
static int open_cell(GcMt *r, const Groups *gs, const Board *b) {
    int big[MAXCELLS] = {0}, any = 0, best = -1, best_count = 0, open_ = 0;
    double best_key = 0;
    for (int g = 0; g < gs->count; g++)
        if (gs->size[g] > 1)
            for (int j = 0; j < gs->size[g]; j++) big[gs->cells[g][j]] = any = 1;
    if (!any) return -1;
    for (int k = 0; k < gs->N; k++) open_ |= big[k] && !b->value[k];
    for (int k = 0; k < gs->N; k++) { /* max over (candidates, random(), k) */
        if (!big[k] || (open_ && b->value[k])) continue;
        int c = open_ ? popcount32(b->cand[k]) : 0;
        double key = gc_mt_random(r);
        if (best < 0 || c > best_count || (c == best_count && key >= best_key)) {
            best = k;
            best_count = c;
            best_key = key;
        }
    }
    return best;
}

/* board b (its cages array holding MAXCELLS) set to the groups' cells, every candidate open; the
 * cages borrow their cells from gs and (in grade_board) their tables from the maker's cache */
static void groups_board(Board *b, const Groups *gs) {
    b->n = gs->n;
    b->N = gs->N;
    for (int k = 0; k < b->N; k++) { b->cand[k] = (1u << (b->n + 1)) - 2; b->value[k] = 0; }
    memset(b->counts, 0, sizeof b->counts);
    b->deadline = 0;
    b->ncages = gs->count;
    for (int g = 0; g < gs->count; g++) {
        Cage *c = &b->cages[g];
        memset(c, 0, sizeof *c);
        c->k = gs->size[g];
        c->cells = (int *)gs->cells[g];
        for (int j = 0; j < c->k; j++) b->cage_of[c->cells[j]] = g;
    }
}

/* ---- the made puzzle, built as the model's objects ---------------------------------------------- */

/* set once by set_model(): the model's Cage and KenKenPuzzle classes (frozen, slotted dataclasses),
 * the operation of each code (None for code 0: no operation shown), the empty tuple, and the field
 * names; the made puzzle is built without the model's checks, as Cage.unchecked does */
static PyTypeObject *model_cage, *model_puzzle;
static PyObject *model_ops[OP_EQ + 1], *model_empty, *name_target, *name_op, *name_cells, *name_size, *name_cages,
    *name_givens;

static PyObject *ladder_set_model(PyObject *self, PyObject *args) {
    PyObject *cage, *puzzle, *ops;
    if (!PyArg_ParseTuple(args, "O!O!O!", &PyType_Type, &cage, &PyType_Type, &puzzle, &PyTuple_Type, &ops))
        return NULL;
    if (PyTuple_GET_SIZE(ops) != OP_EQ + 1)
        return PyErr_Format(PyExc_ValueError, "set_model: %d operations, not %d", (int)PyTuple_GET_SIZE(ops),
                            OP_EQ + 1);
    Py_INCREF(cage);
    Py_XSETREF(model_cage, (PyTypeObject *)cage);
    Py_INCREF(puzzle);
    Py_XSETREF(model_puzzle, (PyTypeObject *)puzzle);
    for (int i = 0; i <= OP_EQ; i++) {
        PyObject *op = PyTuple_GET_ITEM(ops, i);
        Py_INCREF(op);
        Py_XSETREF(model_ops[i], op);
    }
    Py_RETURN_NONE;
}

/* the field names and the empty tuple, made once as the module is imported: -1 (an error set) when
   memory ran out */
static int maker_init(void) {
    name_target = PyUnicode_InternFromString("target");
    name_op = PyUnicode_InternFromString("op");
    name_cells = PyUnicode_InternFromString("cells");
    name_size = PyUnicode_InternFromString("size");
    name_cages = PyUnicode_InternFromString("cages");
    name_givens = PyUnicode_InternFromString("givens");
    model_empty = PyTuple_New(0);
    return name_target && name_op && name_cells && name_size && name_cages && name_givens && model_empty ? 0 : -1;
}

/* an instance of the model's class `type` with its fields names[i] set to values[i] (references
   stolen; a NULL value fails), as object.__new__ and object.__setattr__ make it */
static PyObject *model_object(PyTypeObject *type, PyObject **names, PyObject **values, int m) {
    PyObject *obj = type->tp_alloc(type, 0);
    for (int i = 0; i < m; i++) {
        if (obj && (!values[i] || PyObject_GenericSetAttr(obj, names[i], values[i]) < 0)) Py_CLEAR(obj);
        Py_XDECREF(values[i]);
    }
    return obj;
}

static PyObject *pair(long a, long b) {
    PyObject *t = PyTuple_New(2), *x = PyLong_FromLong(a), *y = PyLong_FromLong(b);
    if (!t || !x || !y) { Py_XDECREF(t); Py_XDECREF(x); Py_XDECREF(y); return NULL; }
    PyTuple_SET_ITEM(t, 0, x);
    PyTuple_SET_ITEM(t, 1, y);
    return t;
}

/* the KenKenPuzzle of the groups with the operations chosen[] (shown unless mode is 2, hidden, on
   more than one cell), targets from the flat square digit[], each cage's cells as (row, col) in
   row-major order and the cages in the order of their first cells; *square_out: the square as rows */
static PyObject *made_value(const Groups *gs, const int *digit, const int *chosen, int mode, PyObject **square_out) {
    int n = gs->n, first[MAXCELLS], order[MAXCELLS], m = 0;
    if (!model_cage || !model_puzzle) return PyErr_Format(PyExc_RuntimeError, "make: set_model() was not called");
    for (int k = 0; k < gs->N; k++) first[k] = -1;
    for (int g = 0; g < gs->count; g++) {
        int low = gs->cells[g][0];
        for (int j = 1; j < gs->size[g]; j++) if (gs->cells[g][j] < low) low = gs->cells[g][j];
        first[low] = g; /* cells are distinct: one group per first cell */
    }
    for (int k = 0; k < gs->N; k++) if (first[k] >= 0) order[m++] = first[k];
    PyObject *cages = PyTuple_New(m), *square = PyTuple_New(n);
    if (!cages || !square) goto fail;
    for (int i = 0; i < m; i++) {
        int g = order[i], k = gs->size[g], sorted[MAXCELLS], vals[MAXCELLS];
        memcpy(sorted, gs->cells[g], sizeof(int) * (size_t)k);
        qsort(sorted, (size_t)k, sizeof(int), by_int);
        PyObject *cells = PyTuple_New(k);
        if (!cells) goto fail;
        for (int j = 0; j < k; j++) {
            vals[j] = digit[sorted[j]];
            PyObject *rc = pair(sorted[j] / n, sorted[j] % n);
            if (!rc) { Py_DECREF(cells); goto fail; }
            PyTuple_SET_ITEM(cells, j, rc);
        }
        PyObject *op = model_ops[mode == 2 && k > 1 ? 0 : chosen[g]];
        Py_INCREF(op);
        PyObject *names[3] = {name_target, name_op, name_cells};
        PyObject *values[3] = {PyLong_FromLongLong(target_of(chosen[g], vals, k)), op, cells};
        PyObject *cage = model_object(model_cage, names, values, 3);
        if (!cage) goto fail;
        PyTuple_SET_ITEM(cages, i, cage);
    }
    for (int row = 0; row < n; row++) {
        PyObject *t = PyTuple_New(n);
        if (!t) goto fail;
        PyTuple_SET_ITEM(square, row, t);
        for (int c = 0; c < n; c++) {
            PyObject *d = PyLong_FromLong(digit[row * n + c]);
            if (!d) goto fail;
            PyTuple_SET_ITEM(t, c, d);
        }
    }
    Py_INCREF(model_empty);
    PyObject *names[3] = {name_size, name_cages, name_givens};
    PyObject *values[3] = {PyLong_FromLong(n), cages, model_empty};
    PyObject *puzzle = model_object(model_puzzle, names, values, 3); /* cages stolen */
    if (!puzzle) { Py_DECREF(square); return NULL; }
    *square_out = square;
    return puzzle;
fail:
    Py_XDECREF(cages);
    Py_XDECREF(square);
    return NULL;
}

static Tables maker_tables;

static PyObject *ladder_make(PyObject *self, PyObject *args) {
    int n, level, mode, max_cage, max_givens, moves_cap;
    long max_steps;
    double pairing, deadline;
    PyObject *key;
    if (!PyArg_ParseTuple(args, "iiiiidilOd", &n, &level, &mode, &max_cage, &max_givens, &pairing, &moves_cap,
                          &max_steps, &key, &deadline))
        return NULL;
    if (n < 1 || n > MAXN || level < EASY || level > UNREASONABLE || max_cage < 1)
        return PyErr_Format(PyExc_ValueError, "make: size %d, grade %d or largest cage %d out of range", n, level,
                            max_cage);
    GcMt rng;
    if (!gc_mt_seed_bytes(&rng, key)) return NULL;
    Groups *gs = malloc(sizeof(Groups)); /* every field is written before it is read */
    Board *b = malloc(sizeof(Board));           /* groups_board writes what grading reads */
    Cage *cages = malloc(MAXCELLS * sizeof(Cage)); /* and each cage it uses */
    Tables *tc = &maker_tables; /* kept from call to call; the GIL is held throughout */
    if (!gs || !b || !cages) { free(gs); free(b); free(cages); return PyErr_NoMemory(); }
    b->cages = cages;
    gs->count = gs->mark = 0;
    memset(gs->stamp, 0, sizeof gs->stamp);
    neighbours_init(gs, n);
    int N = n * n, digit[MAXCELLS], chosen[MAXCELLS], ord[MAXCELLS];
    long squares = 0, moves = 0, steps = 0;
    PyObject *out = NULL, *made = NULL, *square = NULL;
    int status = 1, pair_singles = max_givens < N;
    while (status == 1) {
        if (gc_now() >= deadline) break;
        partition_c(&rng, gs, max_cage, pair_singles, pairing);
        if (singles(gs) > max_givens) {
            if (max_steps > 0 && steps >= max_steps) { status = 2; break; }
            steps++;
            continue;
        }
        squares++;
        latin_square_c(&rng, gs, digit);
        for (int t = 0; t < moves_cap; t++) {
            if (gc_now() >= deadline) goto finish;
            if (max_steps > 0 && steps >= max_steps) { status = 2; goto finish; }
            steps++;
            if (PyErr_CheckSignals()) goto fail;
            shuffled(&rng, gs->count, ord, gs->keyed);
            if (tc->bytes > TABLE_MOST_BYTES) tables_clear(tc);
            groups_board(b, gs);
            int reached = EASY, outcome = grade_board(b, digit, ord, level, mode, chosen, &reached, tc);
            if (outcome == FAIL) goto fail;
            /* Easy to Extreme: filled at the grade asked for; Unreasonable: stuck at Extreme (a guess
               needed), either way proven to have one solution by a complete count */
            if ((outcome == SOLVED && reached == level) || (outcome == STUCK && level == UNREASONABLE)) {
                uint32_t cand[MAXCELLS];
                int value[MAXCELLS];
                memcpy(cand, b->cand, sizeof cand);
                memcpy(value, b->value, sizeof value);
                for (int k = 0; k < N; k++) { b->cand[k] = (1u << (n + 1)) - 2; b->value[k] = 0; }
                reset_alive(b);
                long nodes = LONG_MAX;
                b->deadline = isfinite(deadline) ? deadline : 0;
                int found = count(b, 2, &nodes);
                memcpy(b->cand, cand, sizeof cand); /* the repair reads where the deductions stopped */
                memcpy(b->value, value, sizeof value);
                if (found < 0) goto finish; /* the deadline came in the count */
                if (found == 1) {
                    made = made_value(gs, digit, chosen, mode, &square);
                    if (!made) goto fail;
                    status = 0;
                    goto finish;
                }
            }
            moves++;
            int changed;
            if (outcome == SOLVED && reached < level) {
                changed = merge_c(&rng, gs, max_cage);
            } else {
                int cell = outcome == CONTRADICTION ? -1 : open_cell(&rng, gs, b);
                int spare = max_givens - singles(gs);
                changed = split_c(&rng, gs, cell, spare) ||
                          ((level > EASY || max_givens == 0) && shift_c(&rng, gs, cell, max_cage));
            }
            if (!changed) break;
        }
    }
finish:
    if (made) out = Py_BuildValue("illlNN", status, squares, moves, steps, made, square);
    else out = Py_BuildValue("illlOO", status, squares, moves, steps, Py_None, Py_None);
finish_free:
    free(cages);
    free(b);
    free(gs);
    return out;
fail:
    out = NULL; /* a Python error is set */
    goto finish_free;
}
