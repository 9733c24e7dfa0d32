/* Keen's grading ladder in C (gridcraft.kenken.ladder._ladder); optional: without a C compiler the
 * package uses the Python reference, gridcraft.kenken.ladder.deduce and .grade, which this file
 * follows step for step: the same deductions, tried in the same order, each finding the same first
 * step, so that the candidates left and the number of steps of each kind are the same as Python's
 * (tests/kenken/ladder/test_native_ladder.py compares them on random puzzles and Keen's corpus).
 *
 * climb(n, cages, givens, highest) runs the grades Easy .. min(highest, Extreme) in turn on one
 * board, each until the grid is full or none of its deductions applies, and says where it stopped.
 *
 * The board: one uint32 candidate bitset per cell (bit v: digit v), the placed digit per cell, and
 * per cage its table of combinations stored column-wise as bitsets over combination indices
 * (masks[pos][v]: the combinations that put v at position pos). Candidates only shrink during a
 * climb, so a cage's live combinations are kept and filtered again only when one of its cells lost
 * a candidate; and a cage rule that has been applied to a cage since its cells last changed removes
 * nothing there again, so it is skipped (each grade's cage rule starts on every cage afresh).
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

enum { OP_ANY = 0, OP_ADD = 1, OP_SUB = 2, OP_MUL = 3, OP_DIV = 4, OP_EQ = 5 };
enum { EASY = 0, NORMAL = 1, HARD = 2, EXTREME = 3, UNREASONABLE = 4 };
enum { D_CAGE_DIGITS, D_HIDDEN, D_NAKED, D_COMBINATIONS, D_CAGE_LINE, D_SUBSET, D_FISH, D_CHAIN, ND };
enum { SOLVED = 0, STUCK = 1, CONTRADICTION = 2 };
#define FAIL (-1)

typedef struct {
    int k, *cells;
    int T, W;        /* combinations, 64-bit words per bitset */
    uint64_t *masks; /* [k][n + 1][W] */
    uint64_t *alive; /* [W]: combinations every cell's candidates still allow */
    int changed;     /* bumped when a cell of the cage loses a candidate */
    int alive_at;    /* value of changed when alive was last filtered */
    int rule_at;     /* value of changed after the cage rule was last applied (-1: not at this grade) */
} Cage;

typedef struct {
    int n, N;
    uint32_t cand[MAXCELLS];
    int value[MAXCELLS];
    int cage_of[MAXCELLS];
    int ncages;
    Cage *cages;
    long counts[ND];
    double deadline; /* count() gives up (-1) once CLOCK_MONOTONIC passes it (seconds); 0: never */
} Board;

static inline int popcount32(uint32_t x) { return __builtin_popcount(x); }

/* ---- combinations ---------------------------------------------------------------------------- */

typedef struct {
    int k, n, op;
    long long target;
    const int *cells;
    uint32_t clash[MAXCELLS]; /* per position: earlier positions sharing a row or column (k <= 32) */
    int *clash_list;          /* for k > 32: [k][k] flags */
    int vals[MAXCELLS];
    unsigned char *buf;
    size_t len, cap; /* combinations stored, capacity (in combinations) */
    int oom;
} Enum;

static int clashes(const Enum *e, int i, int j) {
    int a = e->cells[i], b = e->cells[j];
    return a / e->n == b / e->n || a % e->n == b % e->n;
}

static int meets(const Enum *e) {
    int k = e->k;
    long long t = e->target;
    if (k == 1)
        return e->vals[0] == t;
    int ops = e->op;
    int add = ops == OP_ADD || ops == OP_ANY, mul = ops == OP_MUL || ops == OP_ANY;
    int sub = ops == OP_SUB || (ops == OP_ANY && k == 2), div = ops == OP_DIV || (ops == OP_ANY && k == 2);
    if (add) {
        long long s = 0;
        for (int i = 0; i < k; i++) s += e->vals[i];
        if (s == t) return 1;
    }
    if (mul) {
        long long p = 1;
        for (int i = 0; i < k && p <= t; i++) p *= e->vals[i];
        if (p == t) return 1;
    }
    if (k == 2) {
        int hi = e->vals[0] > e->vals[1] ? e->vals[0] : e->vals[1];
        int lo = e->vals[0] + e->vals[1] - hi;
        if (sub && hi - lo == t) return 1;
        if (div && t > 1 && hi == lo * t) return 1;
    }
    return 0;
}

static void keep(Enum *e) {
    if (e->len == e->cap) {
        size_t cap = e->cap ? 2 * e->cap : 64;
        unsigned char *b = realloc(e->buf, cap * (size_t)e->k);
        if (!b) { e->oom = 1; return; }
        e->buf = b;
        e->cap = cap;
    }
    for (int i = 0; i < e->k; i++) e->buf[e->len * e->k + i] = (unsigned char)e->vals[i];
    e->len++;
}

/* positions 0..i-1 placed with sum s and product p (p divides the target when only x is meant) */
static void extend(Enum *e, int i, long long s, long long p) {
    if (e->oom) return;
    if (i == e->k) {
        if (meets(e)) keep(e);
        return;
    }
    int n = e->n, left = e->k - 1 - i;
    int add = e->op == OP_ADD || e->op == OP_ANY || e->op == OP_EQ;
    int mul = e->op == OP_MUL || e->op == OP_ANY;
    int other = e->k == 2 && (e->op == OP_SUB || e->op == OP_DIV || e->op == OP_ANY);
    for (int v = 1; v <= n; v++) {
        int bad = 0;
        if (e->k <= 32) {
            uint32_t c = e->clash[i];
            while (c) {
                int j = __builtin_ctz(c);
                c &= c - 1;
                if (e->vals[j] == v) { bad = 1; break; }
            }
        } else {
            for (int j = 0; j < i && !bad; j++)
                if (e->clash_list[i * e->k + j] && e->vals[j] == v) bad = 1;
        }
        if (bad) continue;
        if (!other) {
            int fits = 0;
            if (add) {
                long long rest = e->target - s - v;
                if (rest >= left && rest <= (long long)left * n) fits = 1;
            }
            if (!fits && mul) {
                long long q = p * v;
                if (q <= e->target && e->target % q == 0) fits = 1;
            }
            if (!fits) continue;
        }
        e->vals[i] = v;
        extend(e, i + 1, s + v, p * v <= e->target ? p * v : e->target + 1);
    }
}

/* fill cage c's table; 0, or FAIL with a Python error set */
static int build_table(Cage *c, int n, int op, long long target) {
    Enum e;
    memset(&e, 0, sizeof e);
    e.k = c->k;
    e.n = n;
    e.op = op;
    e.target = target;
    e.cells = c->cells;
    if (c->k > 32) {
        e.clash_list = calloc((size_t)c->k * c->k, sizeof(int));
        if (!e.clash_list) { PyErr_NoMemory(); return FAIL; }
    }
    for (int i = 0; i < c->k; i++)
        for (int j = 0; j < i; j++)
            if (clashes(&e, i, j)) {
                if (c->k <= 32) e.clash[i] |= 1u << j;
                else e.clash_list[i * c->k + j] = 1;
            }
    if (c->k == 1) {
        if (target >= 1 && target <= n) { e.vals[0] = (int)target; keep(&e); }
    } else if (target >= 1) {
        extend(&e, 0, 0, 1);
    }
    free(e.clash_list);
    if (e.oom) { free(e.buf); PyErr_NoMemory(); return FAIL; }
    c->T = (int)e.len;
    c->W = (c->T + 63) / 64;
    int W = c->W ? c->W : 1;
    c->masks = calloc((size_t)c->k * (n + 1) * W, sizeof(uint64_t));
    c->alive = calloc((size_t)W, sizeof(uint64_t));
    if (!c->masks || !c->alive) { free(e.buf); PyErr_NoMemory(); return FAIL; }
    for (size_t t = 0; t < e.len; t++) {
        for (int pos = 0; pos < c->k; pos++) {
            int v = e.buf[t * c->k + pos];
            c->masks[((size_t)pos * (n + 1) + v) * W + t / 64] |= 1ULL << (t % 64);
        }
        c->alive[t / 64] |= 1ULL << (t % 64);
    }
    free(e.buf);
    c->changed = 0;
    c->alive_at = 0;
    c->rule_at = -1;
    return 0;
}

/* ---- tables kept between a maker's candidates -------------------------------------------------- */

/* A cage's table depends only on n and its cells, operation and target: the maker's repair moves
 * change one or two groups at a time, so most cages of its next candidate have a table already, and
 * small grids' cages recur from square to square and from puzzle to puzzle. Each entry owns its
 * masks and its cage's live combinations (a board holds each entry's cells in one cage at most, so
 * one alive per entry serves). */
#define TABLE_SLOTS 4096
#define TABLE_MOST_BYTES (16u << 20) /* kept before the maker starts afresh (between candidates) */

typedef struct Entry {
    int n, k, op, T, W;
    long long target;
    int *cells;
    uint64_t *masks, *alive;
    struct Entry *next, *older; /* in its slot; among all entries, the one kept before it */
    unsigned slot;
} Entry;

typedef struct Tables {
    Entry *slot[TABLE_SLOTS];
    Entry *newest;
    size_t bytes;
} Tables;

static void tables_clear(Tables *tc) {
    for (Entry *e = tc->newest, *older; e; e = older) {
        older = e->older;
        tc->slot[e->slot] = NULL;
        free(e->cells);
        free(e->masks);
        free(e->alive);
        free(e);
    }
    tc->newest = NULL;
    tc->bytes = 0;
}

/* cage c's table from the cache, or built and kept there; 0, or FAIL with a Python error set. The
 * cage then borrows the entry's masks and alive (all its combinations live again). */
static int cached_table(Tables *tc, Cage *c, int n, int op, long long target) {
    uint64_t h = 1469598103934665603ULL ^ (uint64_t)target * 31 ^ (uint64_t)op * 7919 ^ (uint64_t)n << 40;
    for (int j = 0; j < c->k; j++) h = (h ^ (uint64_t)c->cells[j]) * 1099511628211ULL;
    unsigned slot = (unsigned)(h % TABLE_SLOTS);
    Entry **at = &tc->slot[slot], *e = *at;
    while (e && !(e->n == n && e->k == c->k && e->op == op && e->target == target &&
                  !memcmp(e->cells, c->cells, sizeof(int) * (size_t)c->k)))
        e = e->next;
    if (!e) {
        e = calloc(1, sizeof(Entry));
        int *cells = malloc(sizeof(int) * (size_t)c->k);
        if (!e || !cells) { free(e); free(cells); PyErr_NoMemory(); return FAIL; }
        if (build_table(c, n, op, target) == FAIL) { free(e); free(cells); return FAIL; }
        memcpy(cells, c->cells, sizeof(int) * (size_t)c->k);
        *e = (Entry){n, c->k, op, c->T, c->W, target, cells, c->masks, c->alive, *at, tc->newest, slot};
        *at = e;
        tc->newest = e;
        tc->bytes += sizeof(Entry) + sizeof(int) * (size_t)c->k +
                     sizeof(uint64_t) * (size_t)(c->W ? c->W : 1) * ((size_t)c->k * (n + 1) + 1);
        return 0;
    }
    c->T = e->T;
    c->W = e->W;
    c->masks = e->masks;
    c->alive = e->alive;
    for (int w = 0; w < c->W; w++) c->alive[w] = ~0ULL;
    if (c->T % 64) c->alive[c->W - 1] = (1ULL << (c->T % 64)) - 1;
    c->changed = 0;
    c->alive_at = 0;
    c->rule_at = -1;
    return 0;
}

/* ---- the board ------------------------------------------------------------------------------- */

static inline void touch(Board *b, int k) { b->cages[b->cage_of[k]].changed++; }

/* cell k keeps only the candidates in keep: 1 if some left, 0 if none did, FAIL if none is left */
static int restrict_to(Board *b, int k, uint32_t keep) {
    uint32_t old = b->cand[k];
    if (!(old & ~keep)) return 0;
    b->cand[k] = old & keep;
    touch(b, k);
    return b->cand[k] ? 1 : FAIL;
}

static void place(Board *b, int k, int v) {
    int n = b->n, r = k / n, c = k % n;
    uint32_t bit = 1u << v;
    b->value[k] = v;
    if (b->cand[k] != bit) { b->cand[k] = bit; touch(b, k); }
    for (int i = 0; i < n; i++) {
        int j = r * n + i;
        if (j != k && (b->cand[j] & bit)) { b->cand[j] &= ~bit; touch(b, j); }
        j = i * n + c;
        if (j != k && (b->cand[j] & bit)) { b->cand[j] &= ~bit; touch(b, j); }
    }
}

static int solved(const Board *b) {
    for (int k = 0; k < b->N; k++)
        if (!b->value[k]) return 0;
    return 1;
}

/* cell i (0..n-1) of line (rows 0..n-1, then columns) */
static inline int line_cell(int n, int line, int i) { return line < n ? line * n + i : i * n + (line - n); }

/* the live combinations of cage c, filtered again if its cells changed; 0 when none is left */
static int alive(Board *b, Cage *c) {
    int W = c->W, n = b->n;
    if (!W) return 0;
    if (c->alive_at != c->changed) {
        uint64_t some[W > 0 ? W : 1];
        for (int pos = 0; pos < c->k; pos++) {
            memset(some, 0, sizeof(uint64_t) * W);
            uint32_t bits = b->cand[c->cells[pos]];
            while (bits) {
                int v = __builtin_ctz(bits);
                bits &= bits - 1;
                if (v > n) continue;
                const uint64_t *m = c->masks + ((size_t)pos * (n + 1) + v) * W;
                for (int w = 0; w < W; w++) some[w] |= m[w];
            }
            for (int w = 0; w < W; w++) c->alive[w] &= some[w];
        }
        c->alive_at = c->changed;
    }
    for (int w = 0; w < W; w++)
        if (c->alive[w]) return 1;
    return 0;
}

/* the digits that live combinations put at position pos */
static uint32_t keeps(const Board *b, const Cage *c, int pos) {
    int n = b->n, W = c->W;
    uint32_t keep = 0;
    for (int v = 1; v <= n; v++) {
        const uint64_t *m = c->masks + ((size_t)pos * (n + 1) + v) * W;
        for (int w = 0; w < W; w++)
            if (m[w] & c->alive[w]) { keep |= 1u << v; break; }
    }
    return keep;
}

/* ---- the deductions: 1 a step was made, 0 none applies, FAIL a contradiction ------------------ */

static int cage_rule(Board *b, int union_of_cells) {
    int any = 0;
    for (int i = 0; i < b->ncages; i++) {
        Cage *c = &b->cages[i];
        if (c->rule_at == c->changed) continue; /* applied since its cells last changed */
        if (!alive(b, c)) return FAIL;
        uint32_t keep[MAXCELLS], all = 0;
        for (int pos = 0; pos < c->k; pos++) all |= keep[pos] = keeps(b, c, pos);
        for (int pos = 0; pos < c->k; pos++) {
            int k = c->cells[pos];
            if (b->value[k]) continue;
            int r = restrict_to(b, k, union_of_cells ? all : keep[pos]);
            if (r == FAIL) return FAIL;
            any |= r;
        }
        c->rule_at = c->changed; /* the removals left every live combination alive */
        c->alive_at = c->changed;
    }
    return any;
}

static int cage_line(Board *b) {
    int n = b->n;
    for (int i = 0; i < b->ncages; i++) {
        Cage *c = &b->cages[i];
        if (c->k < 2) continue;
        if (!alive(b, c)) return FAIL;
        int W = c->W, any = 0;
        uint64_t having[W];
        for (int line = 0; line < 2 * n; line++) {
            int inside[MAXCELLS], m = 0;
            for (int pos = 0; pos < c->k; pos++) {
                int k = c->cells[pos];
                if ((line < n && k / n == line) || (line >= n && k % n == line - n)) inside[m++] = pos;
            }
            if (!m || m == n) continue; /* the cage misses the line, or fills it */
            for (int v = 1; v <= n; v++) {
                memset(having, 0, sizeof having);
                for (int j = 0; j < m; j++) {
                    const uint64_t *mk = c->masks + ((size_t)inside[j] * (n + 1) + v) * W;
                    for (int w = 0; w < W; w++) having[w] |= mk[w];
                }
                int every = 1;
                for (int w = 0; w < W; w++)
                    if (c->alive[w] & ~having[w]) { every = 0; break; }
                if (!every) continue;
                for (int x = 0; x < n; x++) {
                    int k = line_cell(n, line, x);
                    if (b->cage_of[k] == i || !(b->cand[k] >> v & 1)) continue;
                    int r = restrict_to(b, k, ~(1u << v));
                    if (r == FAIL) return FAIL;
                    any |= r;
                }
            }
        }
        if (any) return 1;
    }
    return 0;
}

static int hidden_single(Board *b) {
    int n = b->n;
    uint32_t full = (1u << (n + 1)) - 2;
    for (int line = 0; line < 2 * n; line++) {
        uint32_t placed = 0, once = 0, twice = 0;
        for (int x = 0; x < n; x++) {
            int k = line_cell(n, line, x);
            if (b->value[k]) placed |= 1u << b->value[k];
            twice |= once & b->cand[k];
            once |= b->cand[k];
        }
        /* the first digit not placed in the line with no place or one place left */
        uint32_t none = full & ~once & ~placed, one = once & ~twice & ~placed;
        if (!(none | one)) continue;
        int v = __builtin_ctz(none | one);
        if (none >> v & 1) return FAIL;
        for (int x = 0; x < n; x++) {
            int k = line_cell(n, line, x);
            if (b->cand[k] >> v & 1) { place(b, k, v); return 1; }
        }
    }
    return 0;
}

static int naked_single(Board *b) {
    for (int k = 0; k < b->N; k++) {
        if (b->value[k]) continue;
        uint32_t bits = b->cand[k];
        if (!bits) return FAIL;
        if (!(bits & (bits - 1))) { place(b, k, __builtin_ctz(bits)); return 1; }
    }
    return 0;
}

/* Groups of `size` items among sets[0..m-1] whose sets hold exactly `size` bits together, in the
 * order of Python's hall_groups (sizes from 2 up, combinations of the small items in lexicographic
 * order); each is handed to `apply`, which returns 1 (a step: stop), 0 (go on) or FAIL. */
typedef int (*Apply)(Board *b, void *ctx, const int *group, int size, uint32_t uni);

static int hall_groups(Board *b, const uint32_t *sets, int m, Apply apply, void *ctx) {
    for (int size = 2; size <= m / 2; size++) {
        int small[MAXN], s = 0;
        for (int i = 0; i < m; i++)
            if (popcount32(sets[i]) <= size) small[s++] = i;
        if (s < size) continue;
        int idx[MAXN];
        for (int j = 0; j < size; j++) idx[j] = j;
        for (;;) {
            uint32_t uni = 0;
            int group[MAXN];
            for (int j = 0; j < size; j++) { group[j] = small[idx[j]]; uni |= sets[group[j]]; }
            int count = popcount32(uni);
            if (count < size) return FAIL;
            if (count == size) {
                int r = apply(b, ctx, group, size, uni);
                if (r) return r;
            }
            int j = size - 1;
            while (j >= 0 && idx[j] == s - size + j) j--;
            if (j < 0) break;
            idx[j]++;
            for (int x = j + 1; x < size; x++) idx[x] = idx[x - 1] + 1;
        }
    }
    return 0;
}

static int in_group(const int *group, int size, int j) {
    for (int g = 0; g < size; g++)
        if (group[g] == j) return 1;
    return 0;
}

typedef struct { const int *open; int m; const int *missing; } SubsetCtx;

static int naked_apply(Board *b, void *ctx, const int *group, int size, uint32_t uni) {
    SubsetCtx *s = ctx;
    int any = 0;
    for (int j = 0; j < s->m; j++) {
        int k = s->open[j];
        if (in_group(group, size, j) || !(b->cand[k] & uni)) continue;
        int r = restrict_to(b, k, ~uni);
        if (r == FAIL) return FAIL;
        any |= r;
    }
    return any;
}

static int hidden_apply(Board *b, void *ctx, const int *group, int size, uint32_t where) {
    SubsetCtx *s = ctx;
    uint32_t keep = 0;
    int any = 0;
    for (int g = 0; g < size; g++) keep |= 1u << s->missing[group[g]];
    for (int j = 0; j < s->m; j++) {
        int k = s->open[j];
        if (!(where >> j & 1) || !(b->cand[k] & ~keep)) continue;
        int r = restrict_to(b, k, keep);
        if (r == FAIL) return FAIL;
        any |= r;
    }
    return any;
}

static int subset(Board *b) {
    int n = b->n;
    for (int line = 0; line < 2 * n; line++) {
        int open[MAXN], m = 0;
        for (int x = 0; x < n; x++) {
            int k = line_cell(n, line, x);
            if (!b->value[k]) open[m++] = k;
        }
        if (m < 4) continue;
        uint32_t sets[MAXN];
        for (int j = 0; j < m; j++) sets[j] = b->cand[open[j]];
        SubsetCtx ctx = {open, m, NULL};
        int r = hall_groups(b, sets, m, naked_apply, &ctx);
        if (r) return r;
        int missing[MAXN], dm = 0;
        uint32_t places[MAXN];
        for (int v = 1; v <= n; v++) {
            uint32_t where = 0;
            for (int j = 0; j < m; j++)
                if (b->cand[open[j]] >> v & 1) where |= 1u << j;
            if (where) { missing[dm] = v; places[dm++] = where; }
        }
        ctx.missing = missing;
        r = hall_groups(b, places, dm, hidden_apply, &ctx);
        if (r) return r;
    }
    return 0;
}

typedef struct { int v, across, nb; const int *bases; } FishCtx;

static inline int at(int n, int across, int base, int cover) { return across ? base * n + cover : cover * n + base; }

static int fish_apply(Board *b, void *ctx, const int *group, int size, uint32_t uni) {
    FishCtx *f = ctx;
    int n = b->n, any = 0;
    uint32_t bit = 1u << f->v;
    for (int j = 0; j < f->nb; j++) {
        if (in_group(group, size, j)) continue;
        for (int c = 0; c < n; c++) {
            int k = at(n, f->across, f->bases[j], c);
            if (!(uni >> c & 1) || !(b->cand[k] & bit)) continue;
            int r = restrict_to(b, k, ~bit);
            if (r == FAIL) return FAIL;
            any |= r;
        }
    }
    return any;
}

static int fish(Board *b) {
    int n = b->n;
    for (int v = 1; v <= n; v++) {
        for (int across = 1; across >= 0; across--) {
            int bases[MAXN], nb = 0;
            for (int base = 0; base < n; base++) {
                int has = 0;
                for (int c = 0; c < n; c++)
                    if (b->value[at(n, across, base, c)] == v) { has = 1; break; }
                if (!has) bases[nb++] = base;
            }
            if (nb < 4) continue;
            uint32_t places[MAXN];
            for (int j = 0; j < nb; j++) {
                places[j] = 0;
                for (int c = 0; c < n; c++)
                    if (b->cand[at(n, across, bases[j], c)] >> v & 1) places[j] |= 1u << c;
            }
            FishCtx ctx = {v, across, nb, bases};
            int r = hall_groups(b, places, nb, fish_apply, &ctx);
            if (r) return r;
        }
    }
    return 0;
}

static int shares_line(int n, int a, int b) { return a / n == b / n || a % n == b % n; }

static int forcing_chain(Board *b) {
    int n = b->n, N = b->N;
    static unsigned seen[MAXCELLS][MAXN + 1]; /* == stamp: reached in this search */
    static unsigned stamp = 0;
    static int queue[MAXCELLS * (MAXN + 1)][2];
    for (int s = 0; s < N; s++) {
        uint32_t bits = b->cand[s];
        if (b->value[s] || popcount32(bits) != 2) continue;
        int lo = __builtin_ctz(bits), hi = 31 - __builtin_clz(bits);
        for (int turn = 0; turn < 2; turn++) {
            int a = turn ? hi : lo, bb = turn ? lo : hi;
            if (++stamp == 0) { memset(seen, 0, sizeof seen); stamp = 1; }
            seen[s][bb] = stamp;
            int head = 0, tail = 0;
            queue[tail][0] = s;
            queue[tail++][1] = bb;
            while (head < tail) {
                int k = queue[head][0], w = queue[head++][1];
                for (int side = 0; side < 2; side++) {
                    int line = side ? n + k % n : k / n;
                    for (int x = 0; x < n; x++) {
                        int d = line_cell(n, line, x);
                        if (d == k || b->value[d] || !(b->cand[d] >> w & 1) || popcount32(b->cand[d]) != 2)
                            continue;
                        int other = __builtin_ctz(b->cand[d] & ~(1u << w));
                        if (seen[d][other] == stamp) continue;
                        seen[d][other] = stamp;
                        queue[tail][0] = d;
                        queue[tail++][1] = other;
                        if (other != a || d == s) continue;
                        int any = 0;
                        for (int e = 0; e < N; e++) {
                            if (e == s || e == d || b->value[e] || !shares_line(n, e, s) || !shares_line(n, e, d))
                                continue;
                            if (b->cand[e] >> a & 1) {
                                int r = restrict_to(b, e, ~(1u << a));
                                if (r == FAIL) return FAIL;
                                any |= r;
                            }
                        }
                        if (any) return 1;
                    }
                }
            }
        }
    }
    return 0;
}

/* ---- the ladder ------------------------------------------------------------------------------ */

/* one step of the deductions of grade `level` (tried easiest first): the deduction made, -1 none,
 * or -2 a contradiction */
static int step(Board *b, int level) {
    int r;
#define TRY(call, d) \
    do { r = (call); if (r == FAIL) return -2; if (r) return (d); } while (0)
    if (level == EASY) TRY(cage_rule(b, 1), D_CAGE_DIGITS);
    TRY(hidden_single(b), D_HIDDEN);
    TRY(naked_single(b), D_NAKED);
    if (level >= NORMAL) TRY(cage_rule(b, 0), D_COMBINATIONS);
    if (level >= HARD) {
        TRY(cage_line(b), D_CAGE_LINE);
        TRY(subset(b), D_SUBSET);
    }
    if (level >= EXTREME) {
        TRY(fish(b), D_FISH);
        TRY(forcing_chain(b), D_CHAIN);
    }
#undef TRY
    return -1;
}

static int run(Board *b, int highest, int *level_out) {
    for (int level = EASY; level <= highest && level <= EXTREME; level++) {
        *level_out = level;
        for (int i = 0; i < b->ncages; i++) b->cages[i].rule_at = -1; /* a new grade's cage rule */
        while (!solved(b)) {
            int d = step(b, level);
            if (d == -2) return CONTRADICTION;
            if (d == -1) break;
            b->counts[d]++;
        }
        if (solved(b)) return SOLVED;
    }
    return STUCK;
}

/* ---- counting solutions ---------------------------------------------------------------------- */

/* every cage's live combinations again from all of its table (after candidates came back) */
static void reset_alive(Board *b) {
    for (int i = 0; i < b->ncages; i++) {
        Cage *c = &b->cages[i];
        for (int w = 0; w < c->W; w++) c->alive[w] = ~0ULL;
        if (c->T % 64) c->alive[c->W - 1] = (1ULL << (c->T % 64)) - 1;
        c->changed++;
        c->alive_at = c->changed - 1;
    }
}

/* Solutions below the board, up to `limit`, by a complete search: Normal's deductions (singles and
 * the cage rule, each sound on its own) to a fixpoint, then each candidate of an open cell with the
 * fewest in turn. -1 when more than *nodes_left nodes would be needed. */
static int count(Board *b, int limit, long *nodes_left) {
    if (--*nodes_left < 0) return -1;
    if (b->deadline > 0 && (*nodes_left & 255) == 0 && gc_now() >= b->deadline) { /* a budget's end */
        *nodes_left = -1;
        return -1;
    }
    while (!solved(b)) {
        int d = step(b, NORMAL);
        if (d == -2) return 0;
        if (d == -1) break;
    }
    if (solved(b)) {
        for (int i = 0; i < b->ncages; i++)
            if (!alive(b, &b->cages[i])) return 0; /* the last placements broke a cage */
        return 1;
    }
    int best = -1;
    for (int k = 0; k < b->N; k++)
        if (!b->value[k] && (best < 0 || popcount32(b->cand[k]) < popcount32(b->cand[best]))) best = k;
    uint32_t *saved = malloc(sizeof(uint32_t) * b->N * 2);
    if (!saved) return -1;
    memcpy(saved, b->cand, sizeof(uint32_t) * b->N);
    for (int k = 0; k < b->N; k++) saved[b->N + k] = (uint32_t)b->value[k];
    int found = 0;
    uint32_t bits = b->cand[best];
    while (bits && found < limit) {
        int v = __builtin_ctz(bits);
        bits &= bits - 1;
        place(b, best, v);
        int r = count(b, limit - found, nodes_left);
        memcpy(b->cand, saved, sizeof(uint32_t) * b->N);
        for (int k = 0; k < b->N; k++) b->value[k] = (int)saved[b->N + k];
        reset_alive(b);
        if (r < 0) { found = -1; break; }
        found += r;
    }
    free(saved);
    return found;
}

static void free_board(Board *b) {
    if (!b->cages) return;
    for (int i = 0; i < b->ncages; i++) {
        free(b->cages[i].cells);
        free(b->cages[i].masks);
        free(b->cages[i].alive);
    }
    free(b->cages);
    b->cages = NULL;
}

/* a board of the puzzle given as Python objects; NULL with an error set, or *contradiction set
 * when the givens clash */
static Board *new_board(int n, PyObject *cages_in, PyObject *givens_in, int *contradiction) {
    if (n < 1 || n > MAXN) {
        PyErr_Format(PyExc_ValueError, "size %d is outside 1..%d", n, MAXN);
        return NULL;
    }
    Board *b = calloc(1, sizeof(Board));
    if (!b) { PyErr_NoMemory(); return NULL; }
    b->n = n;
    b->N = n * n;
    *contradiction = 0;
    for (int k = 0; k < b->N; k++) { b->cand[k] = ((1u << (n + 1)) - 2); b->cage_of[k] = -1; }
    PyObject *cages = PySequence_Fast(cages_in, "cages must be a sequence"), *givens = NULL;
    if (!cages) goto fail;
    b->ncages = (int)PySequence_Fast_GET_SIZE(cages);
    b->cages = calloc(b->ncages ? b->ncages : 1, sizeof(Cage));
    if (!b->cages) { PyErr_NoMemory(); goto fail; }
    for (int i = 0; i < b->ncages; i++) {
        PyObject *cells;
        int op;
        long long target;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(cages, i), "OiL", &cells, &op, &target)) goto fail;
        PyObject *seq = PySequence_Fast(cells, "a cage's cells must be a sequence");
        if (!seq) goto fail;
        Cage *c = &b->cages[i];
        c->k = (int)PySequence_Fast_GET_SIZE(seq);
        c->cells = malloc(sizeof(int) * (c->k ? c->k : 1));
        if (!c->cells) { Py_DECREF(seq); PyErr_NoMemory(); goto fail; }
        for (int j = 0; j < c->k; j++) {
            long k = PyLong_AsLong(PySequence_Fast_GET_ITEM(seq, j));
            if (k < 0 || k >= b->N || b->cage_of[k] >= 0) {
                Py_DECREF(seq);
                if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a cell outside the grid or in two cages");
                goto fail;
            }
            c->cells[j] = (int)k;
            b->cage_of[k] = i;
        }
        Py_DECREF(seq);
        if (c->k < 1 || op < OP_ANY || op > OP_EQ) { PyErr_SetString(PyExc_ValueError, "a bad cage"); goto fail; }
        if (build_table(c, n, op, target) == FAIL) goto fail;
    }
    for (int k = 0; k < b->N; k++)
        if (b->cage_of[k] < 0) { PyErr_SetString(PyExc_ValueError, "a cell in no cage"); goto fail; }
    givens = PySequence_Fast(givens_in, "givens must be a sequence");
    if (!givens) goto fail;
    for (Py_ssize_t g = 0; g < PySequence_Fast_GET_SIZE(givens); g++) {
        int k, v;
        if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(givens, g), "ii", &k, &v)) goto fail;
        if (k < 0 || k >= b->N) { PyErr_SetString(PyExc_ValueError, "a given outside the grid"); goto fail; }
        if (v < 1 || v > n || !(b->cand[k] >> v & 1)) { *contradiction = 1; break; }
        place(b, k, v);
    }
    Py_DECREF(cages);
    Py_DECREF(givens);
    return b;
fail:
    Py_XDECREF(cages);
    Py_XDECREF(givens);
    free_board(b);
    free(b);
    return NULL;
}

static PyObject *ladder_climb(PyObject *self, PyObject *args) {
    int n, highest, contradiction;
    PyObject *cages, *givens;
    if (!PyArg_ParseTuple(args, "iOOi", &n, &cages, &givens, &highest)) return NULL;
    Board *b = new_board(n, cages, givens, &contradiction);
    if (!b) return NULL;
    int level = EASY, outcome = contradiction ? CONTRADICTION : run(b, highest, &level);
    PyObject *out = NULL, *cand = PyList_New(b->N), *value = PyList_New(b->N), *counts = PyList_New(ND);
    if (cand && value && counts) {
        for (int k = 0; k < b->N; k++) {
            PyList_SET_ITEM(cand, k, PyLong_FromUnsignedLong(b->cand[k]));
            PyList_SET_ITEM(value, k, PyLong_FromLong(b->value[k]));
        }
        for (int d = 0; d < ND; d++) PyList_SET_ITEM(counts, d, PyLong_FromLong(b->counts[d]));
        out = Py_BuildValue("iiNNN", outcome, level, cand, value, counts);
    } else {
        Py_XDECREF(cand);
        Py_XDECREF(value);
        Py_XDECREF(counts);
    }
    free_board(b);
    free(b);
    return out;
}

static PyObject *ladder_count(PyObject *self, PyObject *args) {
    int n, limit, contradiction;
    long nodes;
    PyObject *cages, *givens;
    double deadline = 0;
    if (!PyArg_ParseTuple(args, "iOOil|d", &n, &cages, &givens, &limit, &nodes, &deadline)) return NULL;
    Board *b = new_board(n, cages, givens, &contradiction);
    if (!b) return NULL;
    b->deadline = deadline;
    int found = contradiction ? 0 : count(b, limit, &nodes);
    free_board(b);
    free(b);
    return PyLong_FromLong(found);
}

/* ---- the maker's candidate ------------------------------------------------------------------- */

/* How well an operation suits a cage holding vals[0..k-1] on an n x n square: 0 not at all, 1 if
 * nothing better, 2 well; above: the puzzle is graded above Normal. The rules of the maker's _fit
 * (gridcraft.kenken.make), which this follows. */
static int fit(int op, const int *vals, int k, int n, int above) {
    if (k == 1) return 0;
    if (op == OP_SUB || op == OP_DIV) {
        if (k != 2) return 0;
        int hi = vals[0] > vals[1] ? vals[0] : vals[1], lo = vals[0] + vals[1] - hi;
        if (op == OP_SUB) return hi - lo < n - 1 ? 2 : 0;
        return hi % lo == 0 && hi / lo <= n / 2 ? 2 : 0;
    }
    if (k > 2) return 2;
    if (op == OP_ADD) {
        int sum = vals[0] + vals[1];
        return sum <= 4 || sum >= 2 * n - 2 ? 1 : 2;
    }
    int product = vals[0] * vals[1], pairs = 0;
    for (int a = 1; a <= n; a++)
        for (int c = a + 1; c <= n; c++)
            if (a * c == product) pairs++;
    return above && pairs == 1 ? 1 : 2;
}

static long long target_of(int op, const int *vals, int k) {
    long long t = 0;
    switch (op) {
    case OP_ADD: for (int i = 0; i < k; i++) t += vals[i]; return t;
    case OP_MUL: t = 1; for (int i = 0; i < k; i++) t *= vals[i]; return t;
    case OP_SUB: return vals[0] > vals[1] ? vals[0] - vals[1] : vals[1] - vals[0];
    case OP_DIV: return vals[0] > vals[1] ? vals[0] / vals[1] : vals[1] / vals[0];
    default: return vals[0];
    }
}

/* The operations of a candidate's groups (the cages of board b: cells and cage_of set, no tables
 * yet), chosen in turn as make._choose chooses them with the groups taken in `ord`; targets from the
 * flat square `digit`; the tables (mode 2: without operations), and the ladder up to min(level,
 * Extreme); with a cache tc the cages borrow its tables, else each builds its own. Writes the
 * operation per group to chosen[] and the last grade tried to *reached;
 * returns the outcome, or FAIL (a Python error set) when memory ran out. */
static int grade_board(Board *b, const int *digit, const int *ord, int level, int mode, int *chosen, int *reached,
                       Tables *tc) {
    int n = b->n, G = b->ncages, fits[4 * MAXCELLS], open_[MAXCELLS];
    /* the operations, chosen in turn as make.choose_ops chooses them */
    static const int all_ops[4] = {OP_DIV, OP_SUB, OP_MUL, OP_ADD};
    int wanted[4], nw = 0;
    if (mode == 1) { wanted[0] = OP_MUL; wanted[1] = OP_ADD; nw = 2; }
    else for (int j = 0; j < 4; j++) wanted[nw++] = all_ops[j];
    int left = 0, above = level > NORMAL;
    for (int i = 0; i < G; i++) {
        Cage *c = &b->cages[ord[i]];
        int vals[MAXCELLS];
        for (int j = 0; j < c->k; j++) vals[j] = digit[c->cells[j]];
        for (int w = 0; w < nw; w++) fits[i * 4 + w] = fit(wanted[w], vals, c->k, n, above);
        open_[i] = c->k > 1;
        left += open_[i];
        chosen[ord[i]] = 0;
    }
    int read[4][2] = {{0, 0}, {0, 0}, {0, 0}, {0, 0}}, turn = 0, give_up = 4 * G + 8;
    while (left) {
        int w = turn % nw, best = -1;
        turn++;
        for (int q = 0; q < 2 && best < 0; q++) { /* the first open group it suits well, else suits */
            int want = q ? 1 : 2, i = read[w][q];
            while (i < G && (fits[i * 4 + w] != want || !open_[i])) i++;
            read[w][q] = i;
            if (i < G) best = i;
        }
        if (best >= 0) {
            chosen[ord[best]] = wanted[w];
            open_[best] = 0;
            left--;
        } else if (turn > give_up) {
            break;
        }
    }
    for (int g = 0; g < G; g++) {
        Cage *c = &b->cages[g];
        int vals[MAXCELLS];
        for (int j = 0; j < c->k; j++) vals[j] = digit[c->cells[j]];
        int op = c->k == 1 ? OP_EQ : chosen[g] ? chosen[g] : OP_ADD;
        chosen[g] = op;
        int shown = mode == 2 && c->k > 1 ? OP_ANY : op;
        long long target = target_of(op, vals, c->k);
        if ((tc ? cached_table(tc, c, n, shown, target) : build_table(c, n, shown, target)) == FAIL) return FAIL;
    }
    *reached = EASY;
    return run(b, level, reached);
}

/* candidate(square, groups, order, level, ops, count): one candidate of the maker, as
 * make.choose_ops, make._cages and grade.deductions do it in Python: operations chosen in turn
 * (the groups taken in `order`), targets from the square (a flat list of n * n digits), the
 * cages written without operations when ops is 2 (hidden; 1: add and multiply only), and the
 * ladder up to min(level, Extreme); when it gets stuck and `count` is set, the count of
 * solutions from the start (as count(), at most 2; -1: it gave up after `count` nodes).
 * Returns (operation per group, outcome, last grade tried, candidates, values, solutions or -2). */
static PyObject *ladder_candidate(PyObject *self, PyObject *args) {
    PyObject *square_in, *groups_in, *order_in;
    int level, mode;
    long count_nodes;
    double deadline = 0;
    if (!PyArg_ParseTuple(args, "OOOiil|d", &square_in, &groups_in, &order_in, &level, &mode, &count_nodes, &deadline))
        return NULL;
    PyObject *square = PySequence_Fast(square_in, "square must be a sequence");
    if (!square) return NULL;
    int N = (int)PySequence_Fast_GET_SIZE(square), n = 0;
    while (n * n < N) n++;
    if (n < 1 || n > MAXN || n * n != N) {
        Py_DECREF(square);
        return PyErr_Format(PyExc_ValueError, "a square of %d cells", N);
    }
    int digit[MAXCELLS];
    for (int k = 0; k < N; k++) digit[k] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(square, k));
    Py_DECREF(square);
    if (PyErr_Occurred()) return NULL;
    PyObject *groups = PySequence_Fast(groups_in, "groups must be a sequence");
    if (!groups) return NULL;
    PyObject *out = NULL, *order = NULL;
    int G = (int)PySequence_Fast_GET_SIZE(groups);
    Board *b = calloc(1, sizeof(Board));
    int *chosen = calloc(G ? G : 1, sizeof(int)), *ord = calloc(G ? G : 1, sizeof(int));
    if (!b || !chosen || !ord) { PyErr_NoMemory(); goto done; }
    b->n = n;
    b->N = N;
    for (int k = 0; k < N; k++) { b->cand[k] = (1u << (n + 1)) - 2; b->cage_of[k] = -1; }
    b->ncages = G;
    b->cages = calloc(G ? G : 1, sizeof(Cage));
    if (!b->cages) { PyErr_NoMemory(); goto done; }
    for (int g = 0; g < G; g++) {
        PyObject *cells = PySequence_Fast(PySequence_Fast_GET_ITEM(groups, g), "a group must be a sequence");
        if (!cells) goto done;
        Cage *c = &b->cages[g];
        c->k = (int)PySequence_Fast_GET_SIZE(cells);
        c->cells = malloc(sizeof(int) * (c->k ? c->k : 1));
        if (!c->cells) { Py_DECREF(cells); PyErr_NoMemory(); goto done; }
        for (int j = 0; j < c->k; j++) {
            int r, col;
            if (!PyArg_ParseTuple(PySequence_Fast_GET_ITEM(cells, j), "ii", &r, &col)) { Py_DECREF(cells); goto done; }
            int k = r * n + col;
            if (r < 0 || r >= n || col < 0 || col >= n || b->cage_of[k] >= 0) {
                Py_DECREF(cells);
                PyErr_SetString(PyExc_ValueError, "a cell outside the grid or in two groups");
                goto done;
            }
            c->cells[j] = k;
            b->cage_of[k] = g;
        }
        Py_DECREF(cells);
        if (c->k < 1) { PyErr_SetString(PyExc_ValueError, "an empty group"); goto done; }
    }
    for (int k = 0; k < N; k++)
        if (b->cage_of[k] < 0) { PyErr_SetString(PyExc_ValueError, "a cell in no group"); goto done; }
    order = PySequence_Fast(order_in, "order must be a sequence");
    if (!order) goto done;
    if ((int)PySequence_Fast_GET_SIZE(order) != G) { PyErr_SetString(PyExc_ValueError, "order is not of the groups"); goto done; }
    for (int i = 0; i < G; i++) {
        ord[i] = (int)PyLong_AsLong(PySequence_Fast_GET_ITEM(order, i));
        if (ord[i] < 0 || ord[i] >= G) { if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "order is not of the groups"); goto done; }
    }
    int reached = EASY, outcome = grade_board(b, digit, ord, level, mode, chosen, &reached, NULL), solutions = -2;
    if (outcome == FAIL) goto done;
    PyObject *cand = PyList_New(N), *value = PyList_New(N), *ops = PyList_New(G);
    if (!cand || !value || !ops) { Py_XDECREF(cand); Py_XDECREF(value); Py_XDECREF(ops); goto done; }
    for (int k = 0; k < N; k++) {
        PyList_SET_ITEM(cand, k, PyLong_FromUnsignedLong(b->cand[k]));
        PyList_SET_ITEM(value, k, PyLong_FromLong(b->value[k]));
    }
    for (int g = 0; g < G; g++) PyList_SET_ITEM(ops, g, PyLong_FromLong(chosen[g]));
    if (outcome == STUCK && count_nodes > 0) { /* count from the start */
        for (int k = 0; k < N; k++) { b->cand[k] = (1u << (n + 1)) - 2; b->value[k] = 0; }
        reset_alive(b);
        long nodes = count_nodes;
        b->deadline = deadline;
        solutions = count(b, 2, &nodes);
    }
    out = Py_BuildValue("NiiNNi", ops, outcome, reached, cand, value, solutions);
done:
    Py_XDECREF(groups);
    Py_XDECREF(order);
    if (b) { free_board(b); free(b); }
    free(chosen);
    free(ord);
    return out;
}

#include "_maker.c"

static PyMethodDef methods[] = {
    {"climb", ladder_climb, METH_VARARGS,
     "climb(n, cages, givens, highest) -> (outcome, level, candidates, values, counts)"},
    {"candidate", ladder_candidate, METH_VARARGS,
     "candidate(square, groups, order, level, ops, count) -> (ops, outcome, level, candidates, values, solutions)"},
    {"make", ladder_make, METH_VARARGS,
     "make(n, level, mode, max_cage, max_givens, pairing, moves, steps, key, deadline) -> (status, squares, "
     "moves, steps, puzzle, square)"},
    {"set_model", ladder_set_model, METH_VARARGS,
     "set_model(Cage, KenKenPuzzle, operations by code) -> None: the classes make() builds its puzzle of"},
    {"count", ladder_count, METH_VARARGS, "count(n, cages, givens, limit, nodes) -> solutions up to limit, or -1"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_ladder", "Keen's grading ladder in C.", -1, methods};

PyMODINIT_FUNC PyInit__ladder(void) {
    if (maker_init() < 0) return NULL;
    PyObject *m = PyModule_Create(&module);
    if (!m) return NULL;
    if (PyModule_AddIntConstant(m, "SOLVED", SOLVED) || PyModule_AddIntConstant(m, "STUCK", STUCK) ||
        PyModule_AddIntConstant(m, "CONTRADICTION", CONTRADICTION)) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
