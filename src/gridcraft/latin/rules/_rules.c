/* Tatham's Latin ladder with Unequal's and Towers' rules in C (gridcraft.latin.rules._rules);
 * optional: without a C compiler the package uses the Python reference, gridcraft.latin.rules.top,
 * .latin, .unequal and .towers, which this file follows step for step: the same rules tried in the
 * same order, each taking the same first deduction, so that the result, the highest level used, the
 * grid reached and the candidates left are Python's (tests/latin/rules/ compares them).
 *
 * The board: one uint32 candidate bitset per cell (bit v - 1: value v), the placed value per cell,
 * the values placed per row and per column. A guess solves each trial on a fresh board from the
 * grid, as latin.c does.
 *
 * run(n, grid, kind, clues, links, marks, level) -> (result, used, grid, candidates):
 *   kind 0 Unequal (links: uint16 pairs (greater, lesser) in unequal.c's order; marks: in adjacent
 *   mode, per cell, the bits of its sides (up, right, down, left) marked as differing by 1, empty
 *   otherwise), kind 1 Towers (clues: 4 n bytes). result: the level reached, or 10 impossible,
 *   11 ambiguous, 12 unfinished; used: the highest level that made progress, -1 for none.
 *
 * unequal_make and towers_make: make.make's whole loop of tries in one call, drawing from CPython's
 * Mersenne Twister seeded as random.Random(text) is (native.h), so the puzzles are make.py's.
 */
#include "native.h"

#include <stdlib.h>

#define MAXN 31
#define MAXC (MAXN * MAXN)
#define IMPOSSIBLE 10
#define AMBIGUOUS 11
#define UNFINISHED 12

typedef struct {
    int n;
    uint32_t cand[MAXC];
    int grid[MAXC];
    uint32_t row_done[MAXN], col_done[MAXN];
    int consistent;
    /* Towers: per sightline, the values placed along it (row_done or col_done) when towers_easy last
       ran over all of it, NONE before. What that rule strikes depends on the placed values alone and
       candidates are only ever struck within a solve: run again on the same values, it strikes
       nothing, and is skipped. */
    uint32_t easy_done[4 * MAXN];
    /* Unequal's adjacent mode: per row, the placed cells (bit x) whose neighbours adjacent has
       already struck: what it strikes depends on the cell's value alone, so once is enough */
    uint32_t near_done[MAXN];
    /* and per cell, its candidates when adjacent_set last struck from its neighbours with them, NONE
       before: what it strikes depends on them alone */
    uint32_t set_from[MAXC];
} Cube;

#define NONE 0xffffffffu /* no set of values of a side up to 31 */

typedef struct {
    int kind; /* 0 Unequal, 1 Towers */
    int n;
    /* Unequal */
    int nlinks;
    const uint16_t *links;
    int adjacent;
    const unsigned char *marks;
    /* Towers */
    int clues[4 * MAXN];
    int lines[4 * MAXN][MAXN];
    int started;
} Ctx;

static const int SDX[4] = {0, 1, 0, -1}, SDY[4] = {-1, 0, 1, 0};

/* the bits set (inline: without -mpopcnt, __builtin_popcount is a call into libgcc) */
static inline int popcount(uint32_t x) {
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    return (int)((((x + (x >> 4)) & 0x0f0f0f0fu) * 0x01010101u) >> 24);
}
static int bitlen(uint32_t x) { return x ? 32 - __builtin_clz(x) : 0; }

/* value v into the cell at column x, row y */
static void place(Cube *c, int x, int y, int v) {
    int n = c->n, cell = y * n + x, i;
    uint32_t bit = 1u << (v - 1), keep = ~bit;
    for (i = y * n; i < y * n + n; i++) c->cand[i] &= keep;
    for (i = x; i < n * n; i += n) c->cand[i] &= keep;
    c->cand[cell] = bit;
    c->grid[cell] = v;
    c->row_done[y] |= bit;
    c->col_done[x] |= bit;
}

static void cube_init(Cube *c, int n, const int *grid) {
    int x, y, full = (int)((n == 32) ? 0xffffffffu : ((1u << n) - 1));
    c->n = n;
    for (x = 0; x < n * n; x++) {
        c->cand[x] = (uint32_t)full;
        c->grid[x] = 0;
        c->set_from[x] = NONE;
    }
    for (x = 0; x < n; x++) c->row_done[x] = c->col_done[x] = 0;
    for (x = 0; x < 4 * n; x++) c->easy_done[x] = NONE;
    for (x = 0; x < n; x++) c->near_done[x] = 0;
    c->consistent = 1;
    for (x = 0; x < n; x++)
        for (y = 0; y < n; y++) {
            int v = grid[y * n + x];
            if (v) {
                if (!(c->cand[y * n + x] >> (v - 1) & 1)) c->consistent = 0;
                place(c, x, y, v);
            }
        }
}

/* ---- latin.c's rules ------------------------------------------------------------------------- */

/* latin.c's single rules: per row then per column, the values in ascending order, the first that no
 * cell can take (impossible) or only one open cell can (placed); then per cell, column by column, an
 * open cell with no candidate left (impossible) or only one (placed). A line's values are counted at
 * once: once holds those in one cell at least, twice those in two. */
static int singles(Cube *c) {
    int n = c->n, x, y;
    const uint32_t full = (1u << n) - 1, *cand = c->cand;
    for (y = 0; y < n; y++) {
        const uint32_t *row = cand + y * n;
        uint32_t once = 0, twice = 0, todo;
        for (x = 0; x < n; x++) twice |= once & row[x], once |= row[x];
        todo = full & ~c->row_done[y] & ~(once & twice);
        while (todo) {
            uint32_t bit = todo & -todo;
            todo ^= bit;
            if (!(once & bit)) return -1;
            for (x = 0; !(row[x] & bit); x++) {}
            if (!c->grid[y * n + x]) {
                place(c, x, y, __builtin_ctz(bit) + 1);
                return 1;
            }
        }
    }
    for (x = 0; x < n; x++) {
        uint32_t once = 0, twice = 0, todo;
        for (y = 0; y < n; y++) twice |= once & cand[y * n + x], once |= cand[y * n + x];
        todo = full & ~c->col_done[x] & ~(once & twice);
        while (todo) {
            uint32_t bit = todo & -todo;
            todo ^= bit;
            if (!(once & bit)) return -1;
            for (y = 0; !(cand[y * n + x] & bit); y++) {}
            if (!c->grid[y * n + x]) {
                place(c, x, y, __builtin_ctz(bit) + 1);
                return 1;
            }
        }
    }
    for (x = 0; x < n; x++)
        for (y = 0; y < n; y++) {
            int i = y * n + x;
            uint32_t m;
            if (c->grid[i]) continue;
            m = cand[i];
            if (!m) return -1;
            if (!(m & (m - 1))) {
                place(c, x, y, bitlen(m));
                return 1;
            }
        }
    return 0;
}

/* latin.c's set rule on an n x n matrix of entries (i, j), given as on[i], the bits j of the entries
 * still possible in row i of the matrix; entry (i, j) is value j + 1 of cell (row, i) for a row of
 * the grid (mode 0), of cell (i, col) for a column (mode 1), value index of cell (i, j) (column i,
 * row j) for a value (mode 2) */
static int set_rule(Cube *c, const uint32_t *on, int mode, int index) {
    int n = c->n, i, j, k, r, m;
    int rows[MAXN], cols[MAXN];
    uint32_t masks[MAXN], cols_left = (1u << n) - 1;
    uint64_t chosen, total;
    for (m = 0, i = 0; i < n; i++) {
        if (!on[i]) return -1;
        if (on[i] & (on[i] - 1)) rows[m++] = i;
        else cols_left &= ~on[i];
    }
    for (k = 0, j = 0; j < n; j++)
        if (cols_left >> j & 1) cols[k++] = j;
    if (k != m) return -1;
    if (m < 4) return 0; /* no set of 2 to m - 2 entries */
    for (r = 0; r < m; r++) {
        masks[r] = 0;
        for (k = 0; k < m; k++)
            if (on[rows[r]] >> cols[k] & 1) masks[r] |= 1u << (m - 1 - k);
    }
    total = (uint64_t)1 << m;
    for (chosen = 0; chosen < total; chosen++) {
        int count = popcount((uint32_t)chosen), free = 0, progress = 0;
        uint32_t ch = (uint32_t)chosen;
        if (!(1 < count && count < m - 1)) continue;
        for (r = 0; r < m; r++)
            if (!(masks[r] & ch)) free++;
        if (free > m - count) return -1;
        if (free < m - count) continue;
        for (r = 0; r < m; r++) {
            uint32_t out;
            if (!(masks[r] & ch)) continue;
            out = masks[r] & ~ch;
            for (k = 0; k < m; k++)
                if (out >> (m - 1 - k) & 1) {
                    int a = rows[r], b = cols[k];
                    if (mode == 0) c->cand[index * n + a] &= ~(1u << b);
                    else if (mode == 1) c->cand[a * n + index] &= ~(1u << b);
                    else c->cand[b * n + a] &= ~(1u << (index - 1));
                    progress = 1;
                }
        }
        if (progress) return 1;
    }
    return 0;
}

static int subsets(Cube *c) {
    int n = c->n, x, y, ret;
    uint32_t on[MAXN];
    for (y = 0; y < n; y++) {
        for (x = 0; x < n; x++) on[x] = c->cand[y * n + x];
        if ((ret = set_rule(c, on, 0, y))) return ret;
    }
    for (x = 0; x < n; x++) {
        for (y = 0; y < n; y++) on[y] = c->cand[y * n + x];
        if ((ret = set_rule(c, on, 1, x))) return ret;
    }
    return 0;
}

static int fish(Cube *c) {
    int n = c->n, x, y, v, ret;
    uint32_t on[MAXN];
    for (v = 1; v <= n; v++) {
        for (x = 0; x < n; x++)
            for (on[x] = 0, y = 0; y < n; y++) on[x] |= (c->cand[y * n + x] >> (v - 1) & 1) << y;
        if ((ret = set_rule(c, on, 2, v))) return ret;
    }
    return 0;
}

static int forcing(Cube *c) {
    int n = c->n, x, y, unseen = n + 1;
    int number[MAXC], queue[MAXC], qx[MAXC], qy[MAXC]; /* the cells queued and their columns and rows */
    for (y = 0; y < n; y++)
        for (x = 0; x < n; x++) {
            int start = y * n + x, orig;
            uint32_t m = c->cand[start];
            if (popcount(m) != 2) continue;
            for (orig = 1; orig <= n; orig++) {
                int head = 0, tail = 0, i;
                if (!(m >> (orig - 1) & 1)) continue;
                for (i = 0; i < n * n; i++) number[i] = unseen;
                qx[tail] = x, qy[tail] = y, queue[tail++] = start;
                number[start] = bitlen(m & ~(1u << (orig - 1)));
                while (head < tail) {
                    int yy = qy[head], xx = qx[head], cur = queue[head++], currn = number[cur], t;
                    uint32_t bit = 1u << (currn - 1);
                    for (t = 0; t < 2 * n; t++) {
                        int nx = t < n ? xx : t - n, ny = t < n ? t : yy, nb = ny * n + nx; /* the column, then the row */
                        uint32_t cc;
                        if (number[nb] <= n || !(c->cand[nb] & bit) || nb == cur) continue;
                        cc = c->cand[nb];
                        if (popcount(cc) == 2) {
                            qx[tail] = nx, qy[tail] = ny, queue[tail++] = nb;
                            number[nb] = bitlen(cc & ~bit);
                        }
                        if (currn == orig && (nx == x || ny == y)) {
                            c->cand[nb] &= ~(1u << (orig - 1));
                            return 1;
                        }
                    }
                }
            }
        }
    return 0;
}

/* ---- Unequal's rules ------------------------------------------------------------------------- */

static void bounds(const Cube *c, int i, int *lo, int *hi) {
    uint32_t m;
    if (c->grid[i]) {
        *lo = *hi = c->grid[i] - 1;
        return;
    }
    m = c->cand[i];
    if (!m) {
        *lo = c->n, *hi = 0;
        return;
    }
    *lo = __builtin_ctz(m);
    *hi = bitlen(m) - 1;
}

static int links(Cube *c, const Ctx *ctx) {
    int k, changed = 0;
    for (k = 0; k < ctx->nlinks; k++) {
        int g = ctx->links[2 * k], lo = ctx->links[2 * k + 1], gmin, gmax, lmin, lmax;
        uint32_t drop_g, drop_l;
        bounds(c, g, &gmin, &gmax);
        bounds(c, lo, &lmin, &lmax);
        drop_g = c->cand[g] & (uint32_t)((lmin + 1 >= 32) ? 0xffffffffu : ((1u << (lmin + 1)) - 1));
        drop_l = c->cand[lo] & ~(uint32_t)((1u << gmax) - 1);
        if (drop_g) c->cand[g] &= ~drop_g, changed = 1;
        if (drop_l) c->cand[lo] &= ~drop_l, changed = 1;
    }
    return changed;
}

/* the values u of 1..n with |u - v| == 1 (marked) or != 1 (not) */
static uint32_t near_values(int v, int n, int marked) {
    uint32_t bit = 1u << (v - 1), full = (1u << n) - 1, near = ((bit << 1) | (bit >> 1)) & full;
    return marked ? near : full & ~near;
}

static int adjacent(Cube *c, const Ctx *ctx) {
    int n = c->n, x, y, s, changed = 0;
    for (x = 0; x < n; x++)
        for (y = 0; y < n; y++) {
            int i = y * n + x, v = c->grid[i];
            if (!v || c->near_done[y] >> x & 1) continue; /* empty, or struck nothing new */
            for (s = 0; s < 4; s++) {
                int nx = x + SDX[s], ny = y + SDY[s], j;
                uint32_t drop;
                if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
                j = ny * n + nx;
                drop = c->cand[j] & ~near_values(v, n, ctx->marks[i] >> s & 1);
                if (drop) c->cand[j] &= ~drop, changed = 1;
            }
            c->near_done[y] |= 1u << x;
        }
    return changed;
}

static int adjacent_set(Cube *c, const Ctx *ctx) {
    int n = c->n, x, y, s, changed = 0;
    uint32_t full = (1u << n) - 1, m;
    for (x = 0; x < n; x++)
        for (y = 0; y < n; y++) {
            int i = y * n + x;
            if (c->set_from[i] == c->cand[i]) continue; /* struck from these candidates: nothing new */
            c->set_from[i] = c->cand[i];
            for (s = 0; s < 4; s++) {
                int nx = x + SDX[s], ny = y + SDY[s], j, mark = ctx->marks[i] >> s & 1;
                uint32_t allowed = 0, drop;
                if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
                j = ny * n + nx;
                if (mark) allowed = ((c->cand[i] << 1) | (c->cand[i] >> 1)) & full; /* values 1 apart */
                else
                    for (m = c->cand[i]; m; m &= m - 1) { /* values 2 or more apart */
                        uint32_t bit = m & -m;
                        allowed |= full & ~(bit | bit << 1 | bit >> 1);
                    }
                drop = c->cand[j] & ~allowed;
                if (drop) c->cand[j] &= ~drop, changed = 1;
            }
        }
    return changed;
}

static int unequal_valid(const int *grid, const Ctx *ctx) {
    int n = ctx->n, x, y, s, k;
    if (ctx->adjacent) {
        for (x = 0; x < n - 1; x++)
            for (y = 0; y < n - 1; y++) {
                int i = y * n + x;
                for (s = 0; s < 4; s++) {
                    int nx = x + SDX[s], ny = y + SDY[s];
                    if (nx < 0 || ny < 0 || nx >= n || ny >= n) continue;
                    if ((abs(grid[i] - grid[ny * n + nx]) == 1) != (ctx->marks[i] >> s & 1)) return 0;
                }
            }
        return 1;
    }
    for (k = 0; k < ctx->nlinks; k++)
        if (grid[ctx->links[2 * k]] <= grid[ctx->links[2 * k + 1]]) return 0;
    return 1;
}

/* ---- Towers' rules --------------------------------------------------------------------------- */

static int towers_easy(Cube *c, Ctx *ctx) {
    int n = c->n, cc, i, v, ret = 0;
    uint32_t top = 1u << (n - 1);
    if (!ctx->started) {
        ctx->started = 1;
        for (cc = 0; cc < 3 * n; cc = (cc == n - 1 ? 2 * n : cc + 1)) {
            int a = ctx->clues[cc], b = ctx->clues[cc + n];
            if (a && b && a + b == n + 1) {
                int pos = ctx->lines[cc][a - 1];
                if (c->cand[pos] & top) {
                    place(c, pos % n, pos / n, n);
                    ret = 1;
                } else
                    ret = -1;
            }
        }
        if (ret) return ret;
    }
    for (cc = 0; cc < 4 * n; cc++) {
        int clue = ctx->clues[cc], where[MAXN], seen = 0, furthest = n, counted = 0, nearest;
        const int *cells = ctx->lines[cc];
        uint32_t placed;
        if (!clue) continue;
        placed = cc < n ? c->col_done[cc] : cc < 2 * n ? c->col_done[cc - n] : c->row_done[cc - (cc < 3 * n ? 2 : 3) * n];
        if (c->easy_done[cc] == placed) { /* would strike nothing */
            if (ret) return ret;
            continue;
        }
        for (i = 0; i < n; i++) where[i] = n;
        for (i = 0; i < n; i++)
            if (c->grid[cells[i]]) where[c->grid[cells[i]] - 1] = i;
        for (v = n; v >= 1; v--) {
            if (where[v - 1] == n) break;
            if (where[v - 1] < furthest) furthest = where[v - 1], seen++;
        }
        if (clue == seen + 1 && furthest > 1) {
            int left = furthest - 1;
            for (v = 1; v <= n && left > 0; v++) {
                if (where[v - 1] < n && where[v - 1] >= furthest) continue;
                left--;
                if (c->cand[cells[0]] >> (v - 1) & 1) {
                    c->cand[cells[0]] &= ~(1u << (v - 1));
                    ret = 1;
                }
            }
        }
        if (ret) return ret;
        for (v = n, nearest = n; v >= 1; v--) {
            int j;
            uint32_t bit = 1u << (v - 1);
            if (v + 1 < n && where[v + 1] < nearest) nearest = where[v + 1]; /* of where[v + 1 .. n - 1] */
            if (where[v - 1] < n && nearest < where[v - 1]) continue;
            for (j = 0; j < clue - counted - 1; j++)
                if (c->cand[cells[j]] & bit) {
                    c->cand[cells[j]] &= ~bit;
                    ret = 1;
                }
            counted++;
        }
        c->easy_done[cc] = placed;
    }
    return ret;
}

typedef struct {
    int n, clue;
    uint32_t masks[MAXN], possible[MAXN];
    int chosen[MAXN];
} Walk;

static void walk(Walk *w, int i, uint32_t used, int best, int seen) {
    int limit;
    uint32_t free;
    if (i == w->n) {
        if (seen == w->clue) {
            int k;
            for (k = 0; k < w->n; k++) w->possible[k] |= 1u << (w->chosen[k] - 1);
        }
        return;
    }
    limit = seen == w->clue ? best : w->n;
    free = w->masks[i] & ~used & (uint32_t)((1u << limit) - 1);
    while (free) {
        uint32_t low = free & -free;
        int v = bitlen(low);
        free ^= low;
        w->chosen[i] = v;
        if (v > best)
            walk(w, i + 1, used | low, v, seen + 1);
        else
            walk(w, i + 1, used | low, best, seen);
    }
}

static int towers_hard(Cube *c, const Ctx *ctx) {
    int n = c->n, cc, k;
    Walk w;
    w.n = n;
    for (cc = 0; cc < 4 * n; cc++) {
        const int *cells = ctx->lines[cc];
        if (!ctx->clues[cc]) continue;
        w.clue = ctx->clues[cc];
        for (k = 0; k < n; k++) w.masks[k] = c->cand[cells[k]], w.possible[k] = 0;
        walk(&w, 0, 0, 0, 0);
        for (k = 0; k < n; k++) {
            uint32_t drop = c->cand[cells[k]] & ~w.possible[k];
            if (drop) {
                c->cand[cells[k]] &= ~drop;
                return 1;
            }
        }
    }
    return 0;
}

static int towers_valid(const int *grid, const Ctx *ctx) {
    int n = ctx->n, cc, i;
    for (cc = 0; cc < 4 * n; cc++) {
        int best = 0, seen = 0;
        if (!ctx->clues[cc]) continue;
        for (i = 0; i < n; i++) {
            int h = grid[ctx->lines[cc][i]];
            if (h > best) best = h, seen++;
        }
        if (seen != ctx->clues[cc]) return 0;
    }
    return 1;
}

/* ---- the loop over the levels ---------------------------------------------------------------- */

static int levels_of(const Ctx *ctx) { return ctx->kind ? 3 : 4; } /* the recursive level */

static int rule_at(Cube *c, Ctx *ctx, int level) {
    int ret = 0;
    if (ctx->kind == 0) {
        switch (level) {
        case 0: return singles(c);
        case 1: return ctx->adjacent ? adjacent(c, ctx) : links(c, ctx);
        case 2:
            if (ctx->adjacent && (ret = adjacent_set(c, ctx))) return ret;
            return subsets(c);
        case 3:
            if ((ret = fish(c))) return ret;
            return forcing(c);
        }
        return 0;
    }
    switch (level) {
    case 0:
        if ((ret = towers_easy(c, ctx))) return ret;
        return singles(c);
    case 1:
        if ((ret = towers_hard(c, ctx))) return ret;
        return subsets(c);
    case 2:
        if ((ret = fish(c))) return ret;
        return forcing(c);
    }
    return 0;
}

static int guess(Cube *c, Ctx *ctx);

static int top(Cube *c, int max_level, Ctx *ctx, int *used_r) {
    int recursive = levels_of(ctx), topl = max_level < recursive - 1 ? max_level : recursive - 1;
    int used = -1, diff, level, i;
    for (;;) {
        int progressed = 0;
        for (level = 0; level <= topl; level++) {
            int ret = rule_at(c, ctx, level);
            if (ret < 0) {
                *used_r = used;
                return IMPOSSIBLE;
            }
            if (ret > 0) {
                if (level > used) used = level;
                progressed = 1;
                break;
            }
        }
        if (!progressed) break;
    }
    diff = used > 0 ? used : 0;
    if (max_level == recursive) {
        int found = guess(c, ctx);
        if (found < 0) {
            *used_r = used;
            return IMPOSSIBLE;
        }
        if (found == 1) diff = used = recursive;
        else if (found > 1) {
            *used_r = recursive;
            return AMBIGUOUS;
        }
    } else {
        for (i = 0; i < c->n * c->n; i++)
            if (!c->grid[i]) {
                *used_r = used;
                return UNFINISHED;
            }
    }
    *used_r = used;
    if (!(ctx->kind ? towers_valid(c->grid, ctx) : unequal_valid(c->grid, ctx))) return IMPOSSIBLE;
    return diff;
}

static int guess(Cube *c, Ctx *ctx) {
    int n = c->n, best = -1, fewest = n + 1, i, v, solutions = 0;
    int *start;
    Cube *sub;
    for (i = 0; i < n * n; i++)
        if (!c->grid[i]) {
            int count = popcount(c->cand[i]);
            if (count < fewest) best = i, fewest = count;
        }
    if (best < 0) return 0;
    sub = (Cube *)malloc(sizeof(Cube));
    start = (int *)malloc(sizeof(int) * (size_t)(n * n));
    if (!sub || !start) {
        free(sub), free(start);
        return -1;
    }
    for (i = 0; i < n * n; i++) start[i] = c->grid[i];
    for (v = 1; v <= n; v++) {
        int diff, used;
        if (!(c->cand[best] >> (v - 1) & 1)) continue;
        start[best] = v;
        cube_init(sub, n, start);
        start[best] = 0;
        if (!sub->consistent) continue;
        diff = top(sub, levels_of(ctx), ctx, &used);
        if (diff == IMPOSSIBLE) continue;
        if (solutions == 0)
            for (i = 0; i < n * n; i++) c->grid[i] = sub->grid[i];
        solutions += diff == AMBIGUOUS ? 2 : 1;
        if (solutions > 1) break;
    }
    free(sub), free(start);
    return solutions == 0 ? -1 : (solutions > 1 ? 2 : 1);
}

static void towers_lines(Ctx *ctx) {
    int n = ctx->n, cc, i;
    for (cc = 0; cc < 4 * n; cc++)
        for (i = 0; i < n; i++) {
            int cell;
            if (cc < n) cell = cc + i * n;
            else if (cc < 2 * n) cell = (n - 1) * n + (cc - n) - i * n;
            else if (cc < 3 * n) cell = n * (cc - 2 * n) + i;
            else cell = n * (cc - 3 * n) + n - 1 - i;
            ctx->lines[cc][i] = cell;
        }
}

static PyObject *rules_run(PyObject *self, PyObject *args) {
    int n, kind, level, i, diff, used;
    Py_buffer grid, clues, links, marks;
    Cube *cube;
    Ctx *ctx;
    int start[MAXC];
    PyObject *out_grid, *out_cand, *result;
    if (!PyArg_ParseTuple(args, "iy*iy*y*y*i", &n, &grid, &kind, &clues, &links, &marks, &level)) return NULL;
    if (n < 1 || n > MAXN || grid.len != n * n || (kind == 1 && clues.len != 4 * n) || links.len % 4 ||
        (marks.len && marks.len != n * n)) {
        PyBuffer_Release(&grid), PyBuffer_Release(&clues), PyBuffer_Release(&links), PyBuffer_Release(&marks);
        PyErr_SetString(PyExc_ValueError, "run: inconsistent sizes");
        return NULL;
    }
    cube = (Cube *)malloc(sizeof(Cube));
    ctx = (Ctx *)calloc(1, sizeof(Ctx));
    if (!cube || !ctx) {
        free(cube), free(ctx);
        PyBuffer_Release(&grid), PyBuffer_Release(&clues), PyBuffer_Release(&links), PyBuffer_Release(&marks);
        return PyErr_NoMemory();
    }
    ctx->kind = kind;
    ctx->n = n;
    ctx->nlinks = (int)(links.len / 4);
    ctx->links = (const uint16_t *)links.buf;
    ctx->adjacent = marks.len != 0;
    ctx->marks = (const unsigned char *)marks.buf;
    if (kind == 1) {
        for (i = 0; i < 4 * n; i++) ctx->clues[i] = ((const unsigned char *)clues.buf)[i];
        towers_lines(ctx);
    }
    for (i = 0; i < n * n; i++) start[i] = ((const unsigned char *)grid.buf)[i];
    cube_init(cube, n, start);
    if (level < 0) level = 0;
    if (level > levels_of(ctx)) level = levels_of(ctx);
    if (!cube->consistent) {
        diff = IMPOSSIBLE, used = -1;
        for (i = 0; i < n * n; i++) cube->grid[i] = start[i];
    } else {
        Py_BEGIN_ALLOW_THREADS diff = top(cube, level, ctx, &used);
        Py_END_ALLOW_THREADS
    }
    out_grid = PyBytes_FromStringAndSize(NULL, n * n);
    out_cand = PyList_New(n * n);
    if (out_grid && out_cand) {
        char *g = PyBytes_AS_STRING(out_grid);
        for (i = 0; i < n * n; i++) {
            g[i] = (char)cube->grid[i];
            PyList_SET_ITEM(out_cand, i, PyLong_FromUnsignedLong(cube->cand[i]));
        }
    }
    free(cube), free(ctx);
    PyBuffer_Release(&grid), PyBuffer_Release(&clues), PyBuffer_Release(&links), PyBuffer_Release(&marks);
    if (!out_grid || !out_cand) {
        Py_XDECREF(out_grid), Py_XDECREF(out_cand);
        return NULL;
    }
    result = Py_BuildValue("iiNN", diff, used, out_grid, out_cand);
    return result;
}

/* ---- the makers' loops (make._unequal and make._towers, one call a puzzle) -------------------- */

typedef struct {
    Ctx ctx;
    uint16_t links[2 * 4 * MAXC];
    unsigned char marks[MAXC];
    Cube cube;
    int tmp[MAXC];
} Maker;

/* unequal.c's solver_state on nums (left holding the grid reached) and flags: 1 solved, 0
 * unfinished, -1 impossible, 2 ambiguous; mk->cube holds the candidates left */
static int unequal_state(Maker *mk, int n, int *nums, const unsigned char *flags, int adjacent, int level) {
    int x, y, s, k = 0, i, diff, used;
    Ctx *ctx = &mk->ctx;
    ctx->kind = 0, ctx->n = n, ctx->adjacent = adjacent, ctx->marks = mk->marks, ctx->links = mk->links;
    for (x = 0; x < n; x++)
        for (y = 0; y < n; y++) {
            i = y * n + x;
            mk->marks[i] = adjacent ? flags[i] : 0;
            if (!adjacent)
                for (s = 0; s < 4; s++)
                    if (flags[i] >> s & 1) {
                        mk->links[2 * k] = (uint16_t)i;
                        mk->links[2 * k + 1] = (uint16_t)((y + SDY[s]) * n + x + SDX[s]);
                        k++;
                    }
        }
    ctx->nlinks = k;
    cube_init(&mk->cube, n, nums);
    if (!mk->cube.consistent) return -1;
    diff = top(&mk->cube, level, ctx, &used);
    for (i = 0; i < n * n; i++) nums[i] = mk->cube.grid[i];
    return diff == IMPOSSIBLE ? -1 : diff == AMBIGUOUS ? 2 : diff == UNFINISHED ? 0 : 1;
}

static int can_place(int n, const int *nums, const unsigned char *flags, int adjacent, int code, const int *square) {
    int loc = code / 5, which = code % 5, y = loc / n, x = loc % n;
    if (which == 4) return nums[loc] == 0;
    if (adjacent || flags[loc] >> which & 1) return 0;
    if (x + SDX[which] < 0 || x + SDX[which] >= n || y + SDY[which] < 0 || y + SDY[which] >= n) return 0;
    return square[loc] > square[(y + SDY[which]) * n + x + SDX[which]];
}

static void put(int *nums, unsigned char *flags, int code, const int *square) {
    if (code % 5 == 4) nums[code / 5] = square[code / 5];
    else flags[code / 5] |= (unsigned char)(1u << (code % 5));
}

/* game_assemble, game_strip and the check a level lower; 1 when the puzzle needs the level */
static int unequal_carve(Maker *mk, int n, const int *square, const uint16_t *codes, int adjacent, int level,
                         int *nums, unsigned char *flags) {
    int ncodes = 5 * n * n, i, cnums[MAXC], nplace, at[5 * MAXC], cell[5 * MAXC], trans[5 * MAXC];
    unsigned char cflags[MAXC];
    uint32_t bit[5 * MAXC];
    int assemble_level = level < 3 ? level : 3;
    for (i = 0; i < n * n; i++) {
        int y = i / n, x = i % n, s;
        nums[i] = 0, flags[i] = 0;
        if (adjacent)
            for (s = 0; s < 4; s++) {
                int nx = x + SDX[s], ny = y + SDY[s];
                if (nx >= 0 && ny >= 0 && nx < n && ny < n && abs(square[i] - square[ny * n + nx]) == 1)
                    flags[i] |= (unsigned char)(1u << s);
            }
        cnums[i] = nums[i], cflags[i] = flags[i];
    }
    /* the clues that can ever be placed (can_place on the empty board), last first: their places in
       codes, cells, bits (0 for a number) and transposed cells */
    for (nplace = 0, i = ncodes - 1; i >= 0; i--)
        if (can_place(n, cnums, cflags, adjacent, codes[i], square)) {
            int loc = codes[i] / 5, which = codes[i] % 5;
            at[nplace] = i, cell[nplace] = loc, bit[nplace] = which == 4 ? 0 : 1u << which;
            trans[nplace++] = loc % n * n + loc / n;
        }
    for (;;) {
        int best = -1, most = 0, fewest = 5, k;
        if (unequal_state(mk, n, cnums, cflags, adjacent, assemble_level) == 1) break;
        for (k = 0; k < nplace; k++) {
            int loc = cell[k], poss, clues;
            if (bit[k] ? (cflags[loc] & bit[k]) != 0 : cnums[loc] != 0) continue; /* can_place: not yet placed */
            poss = popcount(mk->cube.cand[trans[k]]); /* unequal.c reads the transposed cell */
            clues = popcount(cflags[loc]);
            if (poss > most || (poss == most && clues < fewest)) best = at[k], most = poss, fewest = clues;
        }
        if (best < 0) return -1;
        put(nums, flags, codes[best], square);
        put(cnums, cflags, codes[best], square);
    }
    for (i = 0; i < ncodes; i++) {
        int code = codes[i], loc = code / 5, which = code % 5, k;
        if (which == 4) {
            if (!nums[loc]) continue;
            nums[loc] = 0;
        } else {
            if (adjacent || !(flags[loc] >> which & 1)) continue;
            flags[loc] &= (unsigned char)~(1u << which);
        }
        for (k = 0; k < n * n; k++) mk->tmp[k] = nums[k];
        if (unequal_state(mk, n, mk->tmp, flags, adjacent, level) != 1) put(nums, flags, code, square);
    }
    if (level > 0) {
        for (i = 0; i < n * n; i++) mk->tmp[i] = nums[i];
        if (unequal_state(mk, n, mk->tmp, flags, adjacent, level - 1) == 1) return 0;
    }
    return 1;
}

static int towers_solve(Maker *mk, int n, const int *clues, const int *grid, int level) {
    int i, used;
    Ctx *ctx = &mk->ctx;
    ctx->kind = 1, ctx->n = n, ctx->started = 0;
    for (i = 0; i < 4 * n; i++) ctx->clues[i] = clues[i]; /* ctx->lines: made once by towers_make */
    cube_init(&mk->cube, n, grid);
    if (!mk->cube.consistent) return IMPOSSIBLE;
    return top(&mk->cube, level, ctx, &used);
}

/* towers.c's removal of givens, then (above Easy) of clues, and its final check */
static int towers_carve(Maker *mk, int n, int *grid, int *clues, const int *cells, const int *sides, int level) {
    int i, k;
    for (i = 0; i < n * n; i++) {
        int j = cells[i];
        for (k = 0; k < n * n; k++) mk->tmp[k] = grid[k];
        mk->tmp[j] = 0;
        if (towers_solve(mk, n, clues, mk->tmp, level) <= level) grid[j] = 0;
    }
    if (level > 0)
        for (i = 0; i < 4 * n; i++) {
            int j = sides[i], clue = clues[j];
            clues[j] = 0;
            if (towers_solve(mk, n, clues, grid, level) > level) clues[j] = clue;
        }
    return towers_solve(mk, n, clues, grid, level) == level;
}

/* ---- the makers' draws: CPython's Mersenne Twister seeded as random.Random(text) ---------------- */

/* random.shuffle */
static void mt_shuffle(GcMt *r, int *x, int len) {
    int i;
    for (i = len - 1; i >= 1; i--) {
        int j = gc_mt_below(r, i + 1), t = x[i];
        x[i] = x[j], x[j] = t;
    }
}

typedef struct {
    int n, free[MAXN][MAXN], nfree[MAXN], owner[MAXN + 1], seen[MAXN + 1];
} Matching;

static int augment(Matching *m, int c) {
    int k;
    for (k = 0; k < m->nfree[c]; k++) {
        int v = m->free[c][k];
        if (m->seen[v]) continue;
        m->seen[v] = 1;
        if (m->owner[v] < 0 || augment(m, m->owner[v])) {
            m->owner[v] = c;
            return 1;
        }
    }
    return 0;
}

/* make.latin_square: the same draws and the same square */
static void latin_square(GcMt *r, int n, int *grid) {
    int rows[MAXN], prefer[MAXN], cols[MAXN], i, k, c, v;
    uint32_t missing[MAXN];
    Matching m;
    m.n = n;
    for (i = 0; i < n * n; i++) grid[i] = 0;
    for (c = 0; c < n; c++) missing[c] = (n == 32) ? 0xffffffffu : ((1u << n) - 1);
    for (i = 0; i < n; i++) rows[i] = i;
    mt_shuffle(r, rows, n);
    for (k = 0; k < n; k++) {
        int row = rows[k];
        for (i = 0; i < n; i++) prefer[i] = i + 1;
        mt_shuffle(r, prefer, n);
        for (c = 0; c < n; c++) {
            m.nfree[c] = 0;
            for (i = 0; i < n; i++)
                if (missing[c] >> (prefer[i] - 1) & 1) m.free[c][m.nfree[c]++] = prefer[i];
        }
        for (v = 0; v <= n; v++) m.owner[v] = -1;
        for (i = 0; i < n; i++) cols[i] = i;
        mt_shuffle(r, cols, n);
        for (i = 0; i < n; i++) {
            for (v = 0; v <= n; v++) m.seen[v] = 0;
            augment(&m, cols[i]);
        }
        for (v = 1; v <= n; v++)
            if (m.owner[v] >= 0) {
                grid[row * n + m.owner[v]] = v;
                missing[m.owner[v]] &= ~(1u << (v - 1));
            }
    }
}

/* a tuple of len small ints */
static PyObject *int_tuple(const int *x, int len) {
    PyObject *out = PyTuple_New(len);
    int i;
    if (!out) return NULL;
    for (i = 0; i < len; i++) {
        PyObject *v = PyLong_FromLong(x[i]);
        if (!v) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, v);
    }
    return out;
}

static int pair_order(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }

/* a sorted tuple of (a, b) cell pairs from keys a * MAXC + b */
static PyObject *pair_tuple(int *keys, int len) {
    PyObject *out;
    int i;
    qsort(keys, (size_t)len, sizeof(int), pair_order);
    out = PyTuple_New(len);
    if (!out) return NULL;
    for (i = 0; i < len; i++) {
        PyObject *p = Py_BuildValue("(ii)", keys[i] / MAXC, keys[i] % MAXC);
        if (!p) {
            Py_DECREF(out);
            return NULL;
        }
        PyTuple_SET_ITEM(out, i, p);
    }
    return out;
}

/* unequal_make(n, key, adjacent, level, tries) -> (square, givens, less, pairs) or None: make._unequal
 * seeded from key (make.seed_key) as random.Random(text) is: the same draws and the same puzzle;
 * less and pairs as the Board's (sorted); None when no try of tries made the level */
static PyObject *rules_unequal_make(PyObject *self, PyObject *args) {
    int n, adjacent, level, tries, ok = 0, i, t, o2, square[MAXC], nums[MAXC], codes[5 * MAXC], keys[4 * MAXC], k;
    uint16_t codes16[5 * MAXC];
    unsigned char flags[MAXC];
    PyObject *key, *sq, *givens, *less, *pairs;
    GcMt r;
    Maker *mk;
    if (!PyArg_ParseTuple(args, "iOiii", &n, &key, &adjacent, &level, &tries)) return NULL;
    if (n < 1 || n > MAXN) {
        PyErr_SetString(PyExc_ValueError, "unequal_make: a side of 1 to 31");
        return NULL;
    }
    if (!gc_mt_seed_bytes(&r, key)) return NULL;
    mk = (Maker *)malloc(sizeof(Maker));
    if (!mk) return PyErr_NoMemory();
    o2 = n * n;
    for (i = 0; i < 5 * o2; i++) codes[i] = (i % o2) * 5 + 4 - i / o2; /* numbers (4 mod 5) first */
    Py_BEGIN_ALLOW_THREADS for (t = 0; t < tries && ok != 1; t++) {
        latin_square(&r, n, square);
        mt_shuffle(&r, codes, o2);
        mt_shuffle(&r, codes + o2, 4 * o2);
        for (i = 0; i < 5 * o2; i++) codes16[i] = (uint16_t)codes[i];
        ok = unequal_carve(mk, n, square, codes16, adjacent, level, nums, flags);
        if (ok < 0) break;
    }
    Py_END_ALLOW_THREADS free(mk);
    if (ok < 0) {
        PyErr_SetString(PyExc_AssertionError, "no clue left to add");
        return NULL;
    }
    if (ok != 1) Py_RETURN_NONE;
    for (k = 0, i = 0; i < o2; i++) {
        int s;
        for (s = 0; s < 4; s++)
            if (flags[i] >> s & 1) {
                int j = i + (s == 0 ? -n : s == 1 ? 1 : s == 2 ? n : -1);
                if (!adjacent) keys[k++] = j * MAXC + i; /* (lesser, greater) */
                else if (i < j) keys[k++] = i * MAXC + j;
            }
    }
    sq = int_tuple(square, o2);
    givens = int_tuple(nums, o2);
    less = pair_tuple(keys, adjacent ? 0 : k);
    pairs = pair_tuple(keys, adjacent ? k : 0);
    if (!sq || !givens || !less || !pairs) {
        Py_XDECREF(sq), Py_XDECREF(givens), Py_XDECREF(less), Py_XDECREF(pairs);
        return NULL;
    }
    return Py_BuildValue("NNNN", sq, givens, less, pairs);
}

/* towers_make(n, key, level, tries) -> (square, givens, clues) or None: make._towers seeded from key
 * as random.Random(text) is; None when no try of tries made the level */
static PyObject *rules_towers_make(PyObject *self, PyObject *args) {
    int n, level, tries, ok = 0, i, c, t, square[MAXC], grid[MAXC], clues[4 * MAXN], cells[MAXC], sides[4 * MAXN],
                                  zeros[MAXC];
    PyObject *key, *sq, *givens, *cl;
    GcMt r;
    Maker *mk;
    if (!PyArg_ParseTuple(args, "iOii", &n, &key, &level, &tries)) return NULL;
    if (n < 1 || n > 9) {
        PyErr_SetString(PyExc_ValueError, "towers_make: a side of 1 to 9");
        return NULL;
    }
    if (!gc_mt_seed_bytes(&r, key)) return NULL;
    mk = (Maker *)malloc(sizeof(Maker));
    if (!mk) return PyErr_NoMemory();
    mk->ctx.n = n;
    towers_lines(&mk->ctx);
    Py_BEGIN_ALLOW_THREADS for (t = 0; t < tries && ok != 1; t++) {
        ok = 0;
        latin_square(&r, n, square);
        for (c = 0; c < 4 * n; c++) {
            int best = 0, seen = 0;
            for (i = 0; i < n; i++) {
                int h = square[mk->ctx.lines[c][i]];
                if (h > best) best = h, seen++;
            }
            clues[c] = seen;
        }
        for (i = 0; i < n * n; i++) grid[i] = square[i], zeros[i] = 0;
        if (level == 0 && n <= 5 && towers_solve(mk, n, clues, zeros, level) > level) continue;
        for (i = 0; i < n * n; i++) cells[i] = i;
        mt_shuffle(&r, cells, n * n);
        for (i = 0; i < 4 * n; i++) sides[i] = i;
        if (level > 0) mt_shuffle(&r, sides, 4 * n);
        ok = towers_carve(mk, n, grid, clues, cells, sides, level);
    }
    Py_END_ALLOW_THREADS free(mk);
    if (ok != 1) Py_RETURN_NONE;
    sq = int_tuple(square, n * n);
    givens = int_tuple(grid, n * n);
    cl = int_tuple(clues, 4 * n);
    if (!sq || !givens || !cl) {
        Py_XDECREF(sq), Py_XDECREF(givens), Py_XDECREF(cl);
        return NULL;
    }
    return Py_BuildValue("NNN", sq, givens, cl);
}

static PyMethodDef methods[] = {
    {"run", rules_run, METH_VARARGS,
     "run(n, grid, kind, clues, links, marks, level) -> (result, used, grid, candidates)"},
    {"unequal_make", rules_unequal_make, METH_VARARGS,
     "unequal_make(n, key, adjacent, level, tries) -> (square, givens, less, pairs) or None"},
    {"towers_make", rules_towers_make, METH_VARARGS, "towers_make(n, key, level, tries) -> (square, givens, clues) or None"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_rules", "Tatham's Latin ladder in C.", -1, methods};

PyMODINIT_FUNC PyInit__rules(void) { return PyModule_Create(&module); }
