/* The killer sudoku maker's loop in C, included by _solo.c (it grades with solve_board and count_from).
 *
 * make(n, rows, cols, level, strict, max_cage, moves, attempts, key, deadline) follows make.make of
 * gridcraft.killer.make draw for draw: the same random numbers, taken from a Mersenne Twister seeded
 * as random.Random(text) seeds it (key: the text's bytes and their SHA-512, see native.h), in the same
 * order, for the same cages, grids, moves and scores. Every draw of the Python loop is
 * random.Random._randbelow(m) (randrange, randint, choice and shuffle all come down to it):
 * gc_mt_below here. So a seed gives the same puzzle with and without this loop
 * (tests/latin/solo/test_native_maker.py).
 *
 * Returns (status, grids, graded, cages, solution, counts, killer): status MADE (the cages as (cell
 * indices, total), sorted by their first cell, the solution as n * n digits, and the whole ladder's
 * steps per deduction and killer level on the puzzle), LATE (the deadline, time.monotonic()
 * seconds, came first), GAVE_UP (no puzzle in `attempts` grids) or PYTHON (a cage drawn beyond this
 * loop's arrays, which cannot happen: the Python loop runs instead); without a puzzle the last
 * four are None, None, None, 0.
 */

enum { MADE = 0, LATE = 1, GAVE_UP = 2, PYTHON = 3 };

/* a list of cages in the loop's order, each its cells ascending (cells r * n + c) */
typedef struct {
    int count;
    int size[MAXCELLS];
    unsigned char cell[MAXCELLS][MAXN];
} Cages;

typedef struct {
    int n, N, level, strict, max_cage;
    GcMt rng;
    Shape *shape;    /* the grid's shape; its cages are set for each grade */
    Board *board;    /* the grader's board */
    int owner[MAXCELLS];
    unsigned char digit[MAXCELLS]; /* the solution */
    int stamp[MAXCELLS], mark;
    /* filled_grid: each cell's peers (row, column, box, cage, each once), what they hold */
    int npeer[MAXCELLS], peer[MAXCELLS][4 * MAXN];
    unsigned char count[MAXCELLS][MAXN + 1];
    uint32_t taken[MAXCELLS];
    long budget;
    long counts[ND]; /* the last whole-ladder grade: steps per deduction, killer level */
    int killer;
} Maker;

static inline int below(Maker *m, int k) { return gc_mt_below(&m->rng, k); }

static void owners(Maker *m, const Cages *c) {
    for (int k = 0; k < c->count; k++)
        for (int j = 0; j < c->size[k]; j++) m->owner[c->cell[k][j]] = k;
}

static void sort_cells(unsigned char *cells, int size) {
    for (int i = 1; i < size; i++) {
        unsigned char x = cells[i];
        int j = i;
        for (; j > 0 && cells[j - 1] > x; j--) cells[j] = cells[j - 1];
        cells[j] = x;
    }
}

/* make.solo_cages; 0, or PYTHON when a cage grew beyond MAXN cells (a lone cell joins a cage of one
 * or two cells: at most 8). A cage of more than n cells (4 x 4, 6 x 6) is kept, as in Python: no
 * grid fills it, and the search for one spends its nodes and draws as Python's does. */
static int solo_cages(Maker *m, Cages *out) {
    int n = m->n, N = m->N;
    Cages c;
    c.count = 0;
    for (int x = 0; x < N; x++) m->owner[x] = -1;
    for (int x = 0; x < N; x++) {
        if (m->owner[x] >= 0) continue;
        int r = x / n, col = x % n, k = c.count++;
        m->owner[x] = k;
        c.size[k] = 1;
        c.cell[k][0] = (unsigned char)x;
        if (below(m, 16) >= 4) {
            int right = col + 1 < n && m->owner[x + 1] < 0, other;
            if (right && (r + 1 == n || below(m, 2))) other = x + 1;
            else if (r + 1 < n) other = x + n;
            else continue;
            m->owner[other] = k;
            c.cell[k][c.size[k]++] = (unsigned char)other;
        }
    }
    for (int k = 0; k < c.count; k++) {
        if (c.size[k] != 1) continue;
        int x = c.cell[k][0], r = x / n, col = x % n, other;
        if (col + 1 < n && (r + 1 == n || below(m, 2))) other = x + 1;
        else if (r + 1 < n) other = x + n;
        else other = col ? x - 1 : x - n; /* n >= 2: the last cell takes its left neighbour */
        int t = m->owner[other];
        if (c.size[t] >= MAXN) return PYTHON;
        c.cell[t][c.size[t]++] = (unsigned char)x;
        m->owner[x] = t;
        c.size[k] = 0;
    }
    out->count = 0;
    for (int k = 0; k < c.count; k++) {
        if (!c.size[k]) continue;
        int o = out->count++;
        out->size[o] = c.size[k];
        memcpy(out->cell[o], c.cell[k], (size_t)c.size[k]);
        sort_cells(out->cell[o], c.size[k]);
    }
    return 0;
}

/* ---- make.filled_grid ------------------------------------------------------------------------ */

static void peers_of(Maker *m, const Cages *c) {
    const Shape *s = m->shape;
    int n = m->n, N = m->N;
    owners(m, c);
    for (int x = 0; x < N; x++) {
        int mark = ++m->mark, k = 0;
        m->stamp[x] = mark;
        for (int t = 0; t < s->npeer[x]; t++) {
            int y = s->peer[x][t];
            if (m->stamp[y] != mark) { m->stamp[y] = mark; m->peer[x][k++] = y; }
        }
        int g = m->owner[x];
        for (int j = 0; j < c->size[g]; j++) {
            int y = c->cell[g][j];
            if (m->stamp[y] != mark) { m->stamp[y] = mark; m->peer[x][k++] = y; }
        }
        m->npeer[x] = k;
        m->taken[x] = 0;
        memset(m->count[x], 0, (size_t)n + 1);
    }
}

static void put(Maker *m, int x, int d) {
    m->digit[x] = (unsigned char)d;
    for (int t = 0; t < m->npeer[x]; t++) {
        int y = m->peer[x][t];
        if (!m->count[y][d]++) m->taken[y] |= 1u << d;
    }
}

static void take_back(Maker *m, int x) {
    int d = m->digit[x];
    m->digit[x] = 0;
    for (int t = 0; t < m->npeer[x]; t++) {
        int y = m->peer[x][t];
        if (!--m->count[y][d]) m->taken[y] &= ~(1u << d);
    }
}

/* filled_grid's search(): the open cell with the fewest free digits (the first such), its digits
 * ascending and shuffled as random.shuffle does, depth first within the node budget */
static int fill(Maker *m) {
    if (--m->budget < 0) return 0;
    int best = -1, fewest = 0;
    for (int x = 0; x < m->N; x++) {
        if (m->digit[x]) continue;
        int k = popcount32(m->shape->full & ~m->taken[x]);
        if (best < 0 || k < fewest) {
            best = x;
            fewest = k;
            if (k <= 1) break;
        }
    }
    if (best < 0) return 1;
    int options[MAXN], k = 0;
    for (uint32_t free = m->shape->full & ~m->taken[best]; free; free &= free - 1) options[k++] = __builtin_ctz(free);
    for (int i = k - 1; i >= 1; i--) {
        int j = below(m, i + 1), t = options[i];
        options[i] = options[j];
        options[j] = t;
    }
    for (int i = 0; i < k; i++) {
        put(m, best, options[i]);
        if (fill(m)) return 1;
        take_back(m, best);
    }
    return 0;
}

/* make.filled_grid into m->digit: 1, or 0 when the node budget ran out */
static int filled_grid(Maker *m, const Cages *c) {
    peers_of(m, c);
    memset(m->digit, 0, (size_t)m->N);
    m->budget = 20L * m->n * m->n * m->n;
    return fill(m);
}

/* ---- make._moves ----------------------------------------------------------------------------- */

static int adjacent(int a, int b, int n) {
    int dr = a / n - b / n, dc = a % n - b % n;
    return (dr == 0 && (dc == 1 || dc == -1)) || (dc == 0 && (dr == 1 || dr == -1));
}

/* len(components(cells)) == 1 */
static int connected(Maker *m, const unsigned char *cells, int size) {
    if (size <= 1) return size == 1;
    int in = ++m->mark, seen = ++m->mark, stack[MAXN], top = 0, reached = 1, n = m->n;
    for (int i = 0; i < size; i++) m->stamp[cells[i]] = in;
    m->stamp[cells[0]] = seen;
    stack[top++] = cells[0];
    while (top) {
        int x = stack[--top], r = x / n, c = x % n, around[4], k = 0;
        if (r > 0) around[k++] = x - n;
        if (r + 1 < n) around[k++] = x + n;
        if (c > 0) around[k++] = x - 1;
        if (c + 1 < n) around[k++] = x + 1;
        for (int i = 0; i < k; i++)
            if (m->stamp[around[i]] == in) { m->stamp[around[i]] = seen; reached++; stack[top++] = around[i]; }
    }
    return reached == size;
}

/* the cages but k and j (k == j: but k), then up to two new ones */
static void rebuilt(const Cages *c, int k, int j, Cages *out) {
    out->count = 0;
    for (int i = 0; i < c->count; i++) {
        if (i == k || i == j) continue;
        out->size[out->count] = c->size[i];
        memcpy(out->cell[out->count++], c->cell[i], (size_t)c->size[i]);
    }
}

static void append(Cages *out, const unsigned char *cells, int size) {
    out->size[out->count] = size;
    memcpy(out->cell[out->count], cells, (size_t)size);
    sort_cells(out->cell[out->count++], size);
}

static uint32_t digits_of(const Maker *m, const unsigned char *cells, int size) {
    uint32_t seen = 0;
    for (int i = 0; i < size; i++) seen |= 1u << m->digit[cells[i]];
    return seen;
}

/* make._moves: 1 with the moved cages in *out, 0 when the move drawn cannot be made */
static int moved(Maker *m, const Cages *c, Cages *out) {
    int n = m->n;
    if (!c->count) return 0; /* nothing to move (1 x 1: not run here), nothing drawn */
    owners(m, c);
    int k = below(m, c->count), size = c->size[k], kind = below(m, 3);
    const unsigned char *cells = c->cell[k];
    if (kind == 2) { /* split */
        if (size < 4) return 0;
        unsigned char part[MAXN], rest[MAXN], grow[MAXN];
        int in_part = ++m->mark, np = 0, nr = 0;
        part[np++] = cells[below(m, size)];
        m->stamp[part[0]] = in_part;
        int want = 2 + below(m, size - 3);
        while (np < want) {
            int ng = 0;
            for (int i = 0; i < size; i++) {
                if (m->stamp[cells[i]] == in_part) continue;
                for (int p = 0; p < np; p++)
                    if (adjacent(cells[i], part[p], n)) { grow[ng++] = cells[i]; break; }
            }
            part[np] = grow[below(m, ng)];
            m->stamp[part[np++]] = in_part;
        }
        for (int i = 0; i < size; i++)
            if (m->stamp[cells[i]] != in_part) rest[nr++] = cells[i];
        if (!connected(m, rest, nr)) return 0;
        rebuilt(c, k, k, out);
        append(out, part, np);
        append(out, rest, nr);
        return 1;
    }
    int bcell[4 * MAXN], bowner[4 * MAXN], nb = 0;
    for (int i = 0; i < size; i++) {
        int x = cells[i], r = x / n, col = x % n, around[4], ok[4];
        around[0] = x + n; ok[0] = r + 1 < n;     /* (r + 1, c), (r, c + 1), (r - 1, c), (r, c - 1) */
        around[1] = x + 1; ok[1] = col + 1 < n;
        around[2] = x - n; ok[2] = r > 0;
        around[3] = x - 1; ok[3] = col > 0;
        for (int t = 0; t < 4; t++)
            if (ok[t] && m->owner[around[t]] != k) { bcell[nb] = x; bowner[nb++] = m->owner[around[t]]; }
    }
    if (!nb) return 0;
    int pick = below(m, nb), cell = bcell[pick], j = bowner[pick];
    const unsigned char *other = c->cell[j];
    int osize = c->size[j];
    if (kind == 0) { /* merge */
        if (size + osize > m->max_cage) return 0;
        if (digits_of(m, cells, size) & digits_of(m, other, osize)) return 0;
        unsigned char both[2 * MAXN];
        memcpy(both, cells, (size_t)size);
        memcpy(both + size, other, (size_t)osize);
        rebuilt(c, k, j, out);
        append(out, both, size + osize);
        return 1;
    }
    unsigned char rest[MAXN], grown[MAXN + 1]; /* move `cell` to the neighbouring cage */
    int nr = 0;
    for (int i = 0; i < size; i++)
        if (cells[i] != cell) rest[nr++] = cells[i];
    if (nr < 2 || osize >= m->max_cage || (digits_of(m, other, osize) >> m->digit[cell] & 1)) return 0;
    if (!connected(m, rest, nr)) return 0;
    memcpy(grown, other, (size_t)osize);
    grown[osize] = (unsigned char)cell;
    rebuilt(c, k, j, out);
    append(out, rest, nr);
    append(out, grown, osize + 1);
    return 1;
}

/* ---- make._score ----------------------------------------------------------------------------- */

/* the shape's cages: c's, sorted by their first cell (the model's order), totals from the solution */
static void set_cages(Maker *m, const Cages *c) {
    Shape *s = m->shape;
    owners(m, c);
    s->ncages = 0;
    for (int x = 0; x < m->N; x++) {
        int k = m->owner[x];
        if (c->cell[k][0] != x) continue;
        int o = s->ncages++, total = 0;
        s->csize[o] = c->size[k];
        for (int j = 0; j < c->size[k]; j++) {
            s->ccell[o][j] = c->cell[k][j];
            total += m->digit[c->cell[k][j]];
        }
        s->cclue[o] = total;
    }
}

/* make._score of the cages in the shape: 0 at the level, the levels short when easier (half a level
 * more for a killer level below Solo's, when strict), above 10 when the deductions up to the level
 * do not solve it; -1 when memory ran out */
static double score(Maker *m) {
    Shape *s = m->shape;
    Board *b = m->board;
    unsigned char grid[MAXCELLS], zero[MAXCELLS] = {0};
    long counts[ND] = {0};
    int killer, target = m->level, n3 = m->n * m->n * m->n;
    int level = solve_board(s, b, zero, target < EXTREME ? target : EXTREME, counts, &killer, grid);
    long left = 0;
    for (int i = 0; i < s->N; i++)
        if (!b->grid[i]) left += popcount32(b->cand[i]);
    double stuck = 10.0 + (double)left / (double)n3;
    if (target == UNREASONABLE && level > EXTREME) {
        if (b->broken) return stuck;
        long found = count_from(s, b, zero, 2);
        if (found < 0) return -1;
        if (found != 1) return stuck;
        return m->strict && killer != K_INTERSECT ? 0.5 : 0.0;
    }
    if (level > target) return stuck;
    double shortfall = (double)(target - level);
    if (m->strict && killer != K_INTERSECT) shortfall += 0.5;
    return shortfall;
}

/* grade.grade's verdict on the cages in the shape: graded at the level and its grid valid (its
 * killer level and steps per deduction kept in the maker) */
static int graded_at(Maker *m) {
    unsigned char grid[MAXCELLS], zero[MAXCELLS] = {0};
    memset(m->counts, 0, sizeof m->counts);
    int level = solve_board(m->shape, m->board, zero, UNREASONABLE, m->counts, &m->killer, grid);
    if (level == -2) return -1;
    return level == m->level && valid(m->shape, grid);
}

/* ---- the loop -------------------------------------------------------------------------------- */

/* make.make's loop: MADE with the puzzle in the shape and the solution in m->digit, LATE, GAVE_UP,
 * PYTHON, or -1 when memory ran out */
static int make_loop(Maker *m, int moves, int attempts, double deadline, long *grids, long *graded) {
    Cages *cages = malloc(sizeof(Cages)), *next = malloc(sizeof(Cages));
    int status = GAVE_UP;
    if (!cages || !next) { status = -1; goto done; }
    *graded = 0;
    for (int attempt = 1; attempt <= attempts; attempt++) {
        *grids = attempt;
        if (gc_now() >= deadline) { status = LATE; goto done; }
        if (solo_cages(m, cages)) { status = PYTHON; goto done; }
        if (!filled_grid(m, cages)) continue;
        set_cages(m, cages);
        double now = score(m);
        if (now < 0) { status = -1; goto done; }
        ++*graded;
        for (int stale = 0; now != 0 && stale < moves;) {
            if (gc_now() >= deadline) { status = LATE; goto done; }
            stale++;
            if (!moved(m, cages, next)) continue;
            set_cages(m, next);
            double then = score(m);
            if (then < 0) { status = -1; goto done; }
            ++*graded;
            if (then <= now) {
                if (then < now) stale = 0;
                Cages *t = cages;
                cages = next;
                next = t;
                now = then;
            }
        }
        if (now == 0) {
            set_cages(m, cages);
            int ok = graded_at(m);
            if (ok < 0) { status = -1; goto done; }
            if (ok) { status = MADE; goto done; }
        }
    }
done:
    free(cages);
    free(next);
    return status;
}

static PyObject *solo_make(PyObject *self, PyObject *args) {
    int n, rows, cols, level, strict, max_cage, moves, attempts;
    PyObject *key;
    double deadline;
    if (!PyArg_ParseTuple(args, "iiiipiiiOd", &n, &rows, &cols, &level, &strict, &max_cage, &moves, &attempts, &key,
                          &deadline))
        return NULL;
    if (n < 2 || n > MAXN || rows * cols != n || rows < 1 || max_cage < 2 || max_cage > n || level < TRIVIAL ||
        level > UNREASONABLE)
        return PyErr_Format(PyExc_ValueError, "no killer maker in C for side %d, boxes %d x %d, cages up to %d",
                            n, rows, cols, max_cage);
    Maker *m = malloc(sizeof(Maker));
    Shape *s = malloc(sizeof(Shape));
    Board *b = malloc(sizeof(Board));
    PyObject *out = NULL;
    if (!m || !s || !b) { PyErr_NoMemory(); goto done; }
    if (!gc_mt_seed_bytes(&m->rng, key)) goto done;
    int box[MAXCELLS];
    regular_boxes(n, rows, cols, box);
    shape_init(s, n, box, 0);
    m->n = n;
    m->N = n * n;
    m->level = level;
    m->strict = strict;
    m->max_cage = max_cage;
    m->shape = s;
    m->board = b;
    m->mark = 0;
    memset(m->stamp, 0, sizeof m->stamp);
    long grids = 0, graded = 0;
    int status = make_loop(m, moves, attempts, deadline, &grids, &graded);
    if (status < 0) { PyErr_NoMemory(); goto done; }
    if (status != MADE) {
        out = Py_BuildValue("illOOOi", status, grids, graded, Py_None, Py_None, Py_None, 0);
        goto done;
    }
    PyObject *cages = PyList_New(s->ncages), *solution = list_of(m->digit, s->N), *counts = PyList_New(ND);
    if (!cages || !solution || !counts) { Py_XDECREF(cages); Py_XDECREF(solution); Py_XDECREF(counts); goto done; }
    for (int d = 0; d < ND; d++) PyList_SET_ITEM(counts, d, PyLong_FromLong(m->counts[d]));
    for (int k = 0; k < s->ncages; k++) {
        PyObject *cells = PyTuple_New(s->csize[k]);
        if (!cells) { Py_DECREF(cages); Py_DECREF(solution); Py_DECREF(counts); goto done; }
        for (int j = 0; j < s->csize[k]; j++) PyTuple_SET_ITEM(cells, j, PyLong_FromLong(s->ccell[k][j]));
        PyObject *cage = Py_BuildValue("Ni", cells, s->cclue[k]);
        if (!cage) { Py_DECREF(cages); Py_DECREF(solution); Py_DECREF(counts); goto done; }
        PyList_SET_ITEM(cages, k, cage);
    }
    out = Py_BuildValue("illNNNi", status, grids, graded, cages, solution, counts, m->killer);
done:
    free(m);
    free(s);
    free(b);
    return out;
}
