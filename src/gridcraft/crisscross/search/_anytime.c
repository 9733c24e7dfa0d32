/* The anytime criss-cross search of gridcraft.crisscross.search.lns, in C.
 *
 * The same algorithm as lns.py, step for step and draw for draw: the box state of boxstate.py
 * (a padded grid with a one-cell wall, owners per direction, the cells of each letter in a fixed
 * order), the greedy first layout (construct), the destroy-and-repair steps inside a box (fill),
 * and the shrinking into ever smaller boxes with restarts (pack). Every random choice comes from
 * SplitMix64 (prng.py), drawn in the same order as the Python, so the same seed and node budget
 * give the same layout; tests/crisscross/search/test_anytime_native.py compares the two. lns.py is
 * the reference: a change there must be made here too.
 *
 * Layout of the box (as boxstate.py): width x height cells inside a wall, row stride W = width + 2;
 * a placement is (direction, start), direction 0 across (step 1) or 1 down (step W), start the padded
 * index of its first letter. Strict rules: a new letter may not have a letter beside it across its
 * word's direction, nor may a letter lie just before or after a word.
 *
 * Stopping: a step past the node budget, or past the deadline (read every 8 steps, and every
 * REPORT_EVERY words of a first layout), jumps (longjmp) back to pack(), which keeps the best layout
 * found; so does an exception raised by a callback (then it propagates). Every buffer lives in the
 * Packer and every box on its list, so nothing leaks across the jump.
 *
 * Python API (see lns.py and anytime.py):
 *   pack(codes, ratio, max_width, max_height, state, node_budget, deadline, on_found, on_tick,
 *        on_placed, first_only, scan)
 *     codes: list of lists of letter codes (1.., equal letters equal codes, in order of first use);
 *     ratio: float or None; max_width, max_height: int (1 << 30 when unbounded);
 *     state: the SplitMix64 state (0 <= state < 2**64); deadline: time.monotonic() seconds;
 *     on_found(layout, width, height), on_tick(nodes) (every 64 steps), on_placed(words): or None;
 *     first_only: return after the first layout; scan: lns.CONSTRUCT_SCAN;
 *   returns (layout, nodes): layout a dict word -> (direction, row, col), normalised, or {}.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "native.h" /* gridcraft/engine/native.h: the shared helpers */
#include <math.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* the constants of lns.py */
#define STALL 100
#define STALL_PER_WORD 3.0
#define STALL_MAX 1500
#define POLISH 100
#define TAKE 0.25
#define TAKE_MAX 8
#define SMALL 30
#define FIRST_STEP 0.05
#define RESTART 2000
#define CONSTRUCT_DENSITY 0.3
#define REPORT_EVERY 64
#define TICK_REPORT 64 /* steps between two calls of on_tick */

/* ---- SplitMix64 (prng.py) -------------------------------------------------------------------- */

typedef struct {
    uint64_t s;
} Rng;

static uint64_t rng_next(Rng *r)
{
    uint64_t z = (r->s += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static double rng_random(Rng *r) { return (double)(rng_next(r) >> 11) * (1.0 / 9007199254740992.0); }
static long rng_below(Rng *r, long n) { return (long)(rng_next(r) % (uint64_t)n); }
static long rng_randint(Rng *r, long a, long b) { return a + rng_below(r, b - a + 1); }

static void rng_shuffle(Rng *r, int *x, int n)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)rng_below(r, i + 1);
        int t = x[i];
        x[i] = x[j];
        x[j] = t;
    }
}

/* ---- the box (boxstate.py) ------------------------------------------------------------------- */

typedef struct Box {
    int width, height, W, size;
    int *grid;          /* letter code, 0 empty, -1 wall */
    int *own[2];        /* word covering a cell, per direction, -1 none */
    int *slot;          /* a letter cell's index in its letter's list */
    int *at;            /* the cells of letter code ch: at[at_off[ch] .. at_off[ch] + at_n[ch]) */
    int *at_n;
    int *pos_d, *pos_s; /* per word; pos_d -1 when not placed */
    int crossings, unplaced;
    int *stamp;         /* options(): (d, start) seen, per call (2 * size) */
    unsigned epoch;
    struct Box *prev, *next; /* the packer's list of live boxes */
} Box;

typedef struct {
    int d, s, h, r0, r1, c0, c1;
} Opt;

typedef struct {
    int *d, *r, *c;     /* per word (a full layout) */
    int width, height;
} Run;

typedef struct {
    /* words */
    int n, total, ncode;
    int *len;
    int **code;
    int *at_off;        /* per letter code: where its cells start in Box.at (its count in the words) */
    int longest;
    /* rules */
    int has_ratio;
    double ratio;
    long long mw, mh;
    /* search */
    Rng rng;
    long long nodes, budget;
    double deadline;
    PyObject *on_found, *on_tick, *on_placed;
    jmp_buf stop;
    int error;          /* a Python exception is set */
    int scan;           /* lns.CONSTRUCT_SCAN, given by the caller */
    Box *boxes;         /* live boxes */
    /* filled: the best full layout of the box being filled (spots) */
    int has_filled;
    int *filled_d, *filled_r, *filled_c;
    /* buffers */
    int *todo, *tmp, *tmp2, *stack, *seenw;
    int *since, *since_off, *waited; /* greedy: per word that found no place, at_n per letter then */
    unsigned seen_epoch;
    double *tie;
    Opt **opt;
    int *opt_n, *opt_cap;
    int *snap_d, *snap_s, *full_d, *full_s;
    int *newcells;
    long long *dist;    /* destroy: (distance << 32 | word) keys */
    Opt *optbuf;        /* options() of one word */
    int optbuf_n, optbuf_cap;
    /* failed boxes of a run: open addressing on (w << 32 | h) */
    long long *fk;
    int *fv;
    int fcap, fn;
    /* _next_box candidates */
    int *bw_c, *bh_c;
    double *bweight;
    long long bcap;
    /* the best layout */
    int have_best;
    Run best;
    Run run, lay;       /* pack's current run, and its copy while a box is tried */
} Packer;

static void fail_memory(Packer *p)
{
    PyErr_NoMemory();
    p->error = 1;
    longjmp(p->stop, 2);
}

static void *xmalloc(Packer *p, size_t n)
{
    void *x = calloc(n ? n : 1, 1);
    if (!x)
        fail_memory(p);
    return x;
}

static void call_int(Packer *p, PyObject *f, long long v)
{
    PyObject *r = PyObject_CallFunction(f, "L", v);
    if (!r) {
        p->error = 1;
        longjmp(p->stop, 2);
    }
    Py_DECREF(r);
}

/* Packer.tick: count one step; stop past the budget or the deadline. */
static void tick(Packer *p)
{
    p->nodes++;
    if (p->on_tick && p->nodes % TICK_REPORT == 0)
        call_int(p, p->on_tick, p->nodes);
    if ((p->nodes & 1023) == 0 && PyErr_CheckSignals() < 0) {
        p->error = 1;
        longjmp(p->stop, 2);
    }
    if (p->nodes > p->budget || ((p->nodes & 7) == 0 && gc_now() >= p->deadline))
        longjmp(p->stop, 1);
}

static int fits(Packer *p, long long w, long long h)
{
    if (p->has_ratio && !((double)(w > h ? w : h) <= p->ratio * (double)(w < h ? w : h) + 1e-9))
        return 0;
    return (w <= p->mw && h <= p->mh) || (h <= p->mw && w <= p->mh);
}

static Box *box_new(Packer *p, int width, int height)
{
    Box *b = xmalloc(p, sizeof(Box));
    b->next = p->boxes;
    if (p->boxes)
        p->boxes->prev = b;
    p->boxes = b;
    b->width = width;
    b->height = height;
    b->W = width + 2;
    b->size = b->W * (height + 2);
    int size = b->size, W = b->W;
    b->grid = xmalloc(p, sizeof(int) * size);
    b->own[0] = xmalloc(p, sizeof(int) * size);
    b->own[1] = xmalloc(p, sizeof(int) * size);
    b->slot = xmalloc(p, sizeof(int) * size);
    b->stamp = xmalloc(p, sizeof(int) * 2 * size);
    b->at = xmalloc(p, sizeof(int) * (p->total + 1));
    b->at_n = xmalloc(p, sizeof(int) * (p->ncode + 1));
    b->pos_d = xmalloc(p, sizeof(int) * p->n);
    b->pos_s = xmalloc(p, sizeof(int) * p->n);
    for (int x = 0; x < size; x++) {
        b->own[0][x] = b->own[1][x] = -1;
        int r = x / W, c = x % W;
        if (r == 0 || r == height + 1 || c == 0 || c == W - 1)
            b->grid[x] = -1;
    }
    for (int w = 0; w < p->n; w++)
        b->pos_d[w] = -1;
    b->unplaced = p->total;
    return b;
}

static void box_free(Packer *p, Box *b)
{
    if (!b)
        return;
    if (b->prev)
        b->prev->next = b->next;
    else
        p->boxes = b->next;
    if (b->next)
        b->next->prev = b->prev;
    free(b->grid);
    free(b->own[0]);
    free(b->own[1]);
    free(b->slot);
    free(b->stamp);
    free(b->at);
    free(b->at_n);
    free(b->pos_d);
    free(b->pos_s);
    free(b);
}

static int cell(Box *b, int r, int c) { return (r + 1) * b->W + c + 1; }

/* BoxState.check: letters shared with the board if word w goes at (d, s), or -1 if illegal. */
static int box_check(Packer *p, Box *b, int w, int d, int s)
{
    const int *word = p->code[w];
    int L = p->len[w];
    int step = d == 0 ? 1 : b->W;
    if (s < 0 || s + (L - 1) * step >= b->size)
        return -1;
    int pp = d == 0 ? b->W : 1;
    const int *g = b->grid, *own = b->own[d];
    int hits = 0, x = s;
    for (int k = 0; k < L; k++, x += step) {
        int v = g[x];
        if (v) {
            if (v != word[k] || own[x] >= 0)
                return -1;
            hits++;
        } else if (g[x - pp] > 0 || g[x + pp] > 0)
            return -1;
    }
    if (g[s - step] > 0 || g[x] > 0)
        return -1;
    return hits;
}

static void box_place(Packer *p, Box *b, int w, int d, int s)
{
    int step = d == 0 ? 1 : b->W;
    int *g = b->grid, *own = b->own[d];
    const int *word = p->code[w];
    int x = s;
    for (int k = 0; k < p->len[w]; k++, x += step) {
        if (g[x])
            b->crossings++;
        else {
            int ch = word[k];
            g[x] = ch;
            b->slot[x] = b->at_n[ch];
            b->at[p->at_off[ch] + b->at_n[ch]++] = x;
        }
        own[x] = w;
    }
    b->pos_d[w] = d;
    b->pos_s[w] = s;
    b->unplaced -= p->len[w];
}

static void box_remove(Packer *p, Box *b, int w)
{
    int d = b->pos_d[w], s = b->pos_s[w];
    int step = d == 0 ? 1 : b->W;
    int *g = b->grid, *own = b->own[d], *other = b->own[1 - d];
    const int *word = p->code[w];
    int x = s;
    for (int k = 0; k < p->len[w]; k++, x += step) {
        own[x] = -1;
        if (other[x] < 0) {
            int ch = word[k];
            g[x] = 0;
            int *cells = b->at + p->at_off[ch];
            int last = cells[--b->at_n[ch]];
            if (last != x) {
                cells[b->slot[x]] = last;
                b->slot[last] = b->slot[x];
            }
        } else
            b->crossings--;
    }
    b->pos_d[w] = -1;
    b->unplaced += p->len[w];
}

/* BoxState.take_out: remove w and, where it held parallel words side by side, the word crossing it
   at the second cell, and so on (a stack, last in first out, as the Python list). */
static void box_take_out(Packer *p, Box *b, int w)
{
    int *todo = p->stack, nt = 0;
    todo[nt++] = w;
    while (nt) {
        int v = todo[--nt];
        if (b->pos_d[v] < 0)
            continue;
        int d = b->pos_d[v], s = b->pos_s[v];
        int step = d == 0 ? 1 : b->W;
        box_remove(p, b, v);
        int *other = b->own[1 - d];
        int kept = 0;
        for (int k = 0; k < p->len[v]; k++) {
            int x = s + k * step;
            if (b->grid[x] > 0 && kept) {
                todo[nt++] = other[x];
                kept = 0;
            } else
                kept = b->grid[x] > 0;
        }
    }
}

static void box_prune_uncovered(Packer *p, Box *b)
{
    int W = b->W;
    int *g = b->grid;
    for (int d = 0; d < 2; d++) {
        int step = d == 0 ? 1 : W;
        int *own = b->own[d], *other = b->own[1 - d];
        for (int x = W; x < b->size - W; x++) {
            int y = x + step;
            if (g[x] > 0 && g[y] > 0 && (own[x] < 0 || own[x] != own[y]))
                box_take_out(p, b, other[y] >= 0 ? other[y] : own[y]);
        }
    }
}

static void optbuf_push(Packer *p, int h, int d, int s)
{
    if (p->optbuf_n == p->optbuf_cap) {
        int cap = p->optbuf_cap ? 2 * p->optbuf_cap : 64;
        Opt *o = realloc(p->optbuf, sizeof(Opt) * cap);
        if (!o)
            fail_memory(p);
        p->optbuf = o;
        p->optbuf_cap = cap;
    }
    Opt *o = &p->optbuf[p->optbuf_n++];
    o->h = h;
    o->d = d;
    o->s = s;
}

/* BoxState.options: legal placements of w that cross the board, in the order found, into optbuf;
   with limit above 0, the look stops after a cell once limit placements were checked and one was
   legal. */
/* BoxState.options: with since (per letter of w, a count of at's cells), only through the cells
   put there since */
static void box_options(Packer *p, Box *b, int w, int limit, const int *since)
{
    int checked = 0;
    p->optbuf_n = 0;
    if (++b->epoch == 0) {
        memset(b->stamp, 0, sizeof(int) * 2 * b->size);
        b->epoch = 1;
    }
    int W = b->W, size = b->size;
    int *st = b->stamp;
    unsigned ep = b->epoch;
    const int *word = p->code[w];
    for (int i = 0; i < p->len[w]; i++) {
        int ch = word[i];
        const int *cells = b->at + p->at_off[ch];
        int nc = b->at_n[ch];
        for (int j = since ? since[i] : 0; j < nc; j++) {
            int x = cells[j];
            int free0 = b->own[0][x] < 0, free1 = b->own[1][x] < 0;
            for (int d = 0; d < 2; d++) {
                int free = d == 0 ? free0 : free1;
                int s = d == 0 ? x - i : x - i * W;
                if (!free || s < 0 || s >= size) /* outside: check() refuses it anyway */
                    continue;
                if ((unsigned)st[d * size + s] == ep)
                    continue;
                st[d * size + s] = (int)ep;
                int h = box_check(p, b, w, d, s);
                if (h > 0)
                    optbuf_push(p, h, d, s);
                checked++;
            }
            if (limit && checked >= limit && p->optbuf_n)
                return;
        }
    }
}

/* BoxState.crossed: the placed words that placed word w crosses, into out; returns their count. */
static int box_crossed(Packer *p, Box *b, int w, int *out)
{
    int d = b->pos_d[w], s = b->pos_s[w];
    int step = d == 0 ? 1 : b->W;
    int *other = b->own[1 - d], n = 0;
    for (int k = 0; k < p->len[w]; k++)
        if (other[s + k * step] >= 0)
            out[n++] = other[s + k * step];
    return n;
}

static int box_placed(Packer *p, Box *b, int *out)
{
    int n = 0;
    for (int w = 0; w < p->n; w++)
        if (b->pos_d[w] >= 0)
            out[n++] = w;
    return n;
}

static void next_seen_epoch(Packer *p)
{
    if (++p->seen_epoch == 0) {
        memset(p->seenw, 0, sizeof(int) * p->n);
        p->seen_epoch = 1;
    }
}

/* BoxState.keep_largest_piece: pieces found in order of their lowest word, each breadth first; the
   first largest is kept, the others removed piece by piece, word by word in that order. */
static void box_keep_largest_piece(Packer *p, Box *b)
{
    int *placed = p->tmp, np = box_placed(p, b, placed);
    int *order = p->tmp2; /* the words of every piece, piece after piece */
    int *starts = p->todo, npieces = 0, no = 0;
    int near[64];
    next_seen_epoch(p);
    unsigned ep = p->seen_epoch;
    for (int i = 0; i < np; i++) {
        int w0 = placed[i];
        if ((unsigned)p->seenw[w0] == ep)
            continue;
        starts[npieces++] = no;
        order[no++] = w0;
        p->seenw[w0] = (int)ep;
        for (int j = starts[npieces - 1]; j < no; j++) {
            int w = order[j];
            int d = b->pos_d[w], s = b->pos_s[w];
            int step = d == 0 ? 1 : b->W;
            int *other = b->own[1 - d];
            (void)near;
            for (int k = 0; k < p->len[w]; k++) {
                int v = other[s + k * step];
                if (v >= 0 && (unsigned)p->seenw[v] != ep) {
                    p->seenw[v] = (int)ep;
                    order[no++] = v;
                }
            }
        }
    }
    if (npieces <= 1)
        return;
    starts[npieces] = no;
    int keep = 0;
    for (int k = 1; k < npieces; k++)
        if (starts[k + 1] - starts[k] > starts[keep + 1] - starts[keep])
            keep = k;
    for (int k = 0; k < npieces; k++)
        if (k != keep)
            for (int j = starts[k]; j < starts[k + 1]; j++)
                box_remove(p, b, order[j]);
}

static void box_snapshot(Packer *p, Box *b, int *sd, int *ss)
{
    memcpy(sd, b->pos_d, sizeof(int) * p->n);
    memcpy(ss, b->pos_s, sizeof(int) * p->n);
}

static void box_restore(Packer *p, Box *b, const int *sd, const int *ss)
{
    for (int w = 0; w < p->n; w++)
        if (b->pos_d[w] >= 0 && (b->pos_d[w] != sd[w] || b->pos_s[w] != ss[w]))
            box_remove(p, b, w);
    for (int w = 0; w < p->n; w++)
        if (sd[w] >= 0 && b->pos_d[w] < 0)
            box_place(p, b, w, sd[w], ss[w]);
}

/* BoxState.spots: (d, row, col) of each placed word, 0-based in the box (d -1: not placed). */
static void box_spots(Packer *p, Box *b, int *d, int *r, int *c)
{
    for (int w = 0; w < p->n; w++) {
        d[w] = b->pos_d[w];
        if (d[w] >= 0) {
            r[w] = b->pos_s[w] / b->W - 1;
            c[w] = b->pos_s[w] % b->W - 1;
        }
    }
}

/* ---- the steps (Packer in lns.py) -------------------------------------------------------------- */

static double cost(Box *b) { return (double)b->unplaced - 1.0 * (double)b->crossings; }

static void opt_push(Packer *p, int w, Opt o)
{
    if (p->opt_n[w] == p->opt_cap[w]) {
        int cap = p->opt_cap[w] ? 2 * p->opt_cap[w] : 16;
        Opt *x = realloc(p->opt[w], sizeof(Opt) * cap);
        if (!x)
            fail_memory(p);
        p->opt[w] = x;
        p->opt_cap[w] = cap;
    }
    p->opt[w][p->opt_n[w]++] = o;
}

/* Packer.repair: place unplaced words greedily, the word with the fewest placements first (ties: the
   longer, then a random order drawn once per call), at a placement with the most crossings (ties: one
   drawn at random, in the order found); after each placement only the options within one cell of
   the new word are checked again, and new ones crossing its new letters are added at the end. */
static void repair(Packer *p, Box *b)
{
    Rng *rng = &p->rng;
    int W = b->W;
    int *todo = p->todo, nt = 0;
    for (int w = 0; w < p->n; w++)
        if (b->pos_d[w] < 0)
            todo[nt++] = w;
    for (int i = 0; i < nt; i++)
        p->tie[todo[i]] = rng_random(rng);
    for (int i = 0; i < nt; i++) {
        int w = todo[i], last = p->len[w] - 1;
        p->opt_n[w] = 0;
        box_options(p, b, w, 0, NULL);
        for (int j = 0; j < p->optbuf_n; j++) {
            Opt o = p->optbuf[j];
            int r = o.s / W, c = o.s % W;
            o.r0 = r;
            o.r1 = r + last * o.d;
            o.c0 = c;
            o.c1 = c + last * (1 - o.d);
            opt_push(p, w, o);
        }
    }
    int *g = b->grid;
    while (nt) {
        int pick = -1, pn = 0, pl = 0;
        double pt = 0.0;
        for (int i = 0; i < nt; i++) {
            int w = todo[i], n = p->opt_n[w];
            if (!n)
                continue;
            int l = -p->len[w];
            if (pick < 0 || n < pn || (n == pn && (l < pl || (l == pl && p->tie[w] < pt)))) {
                pick = w;
                pn = n;
                pl = l;
                pt = p->tie[w];
            }
        }
        if (pick < 0)
            return;
        int w = pick;
        Opt *ow = p->opt[w];
        int top = 0, count = 0;
        for (int j = 0; j < p->opt_n[w]; j++)
            if (ow[j].h > top)
                top = ow[j].h;
        for (int j = 0; j < p->opt_n[w]; j++)
            count += ow[j].h == top;
        long chosen = count > 1 ? rng_below(rng, count) : 0;
        int d = 0, s = 0;
        for (int j = 0; j < p->opt_n[w]; j++)
            if (ow[j].h == top && chosen-- == 0) {
                d = ow[j].d;
                s = ow[j].s;
                break;
            }
        int step = d == 0 ? 1 : W, last = p->len[w] - 1;
        int nnew = 0;
        for (int k = 0; k <= last; k++)
            if (!g[s + k * step])
                p->newcells[nnew++] = s + k * step;
        box_place(p, b, w, d, s);
        for (int i = 0, j = 0; i < nt; i++)
            if (todo[i] != w)
                todo[j++] = todo[i];
        nt--;
        p->opt_n[w] = 0;
        int r0 = s / W - 1, c0 = s % W - 1;
        int r1 = r0 + 2 + last * d, c1 = c0 + 2 + last * (1 - d);
        int e = 1 - d, estep = e == 0 ? 1 : W;
        for (int i = 0; i < nt; i++) {
            int v = todo[i];
            Opt *o = p->opt[v];
            int n = p->opt_n[v], kept = 0;
            for (int j = 0; j < n; j++) {
                Opt t = o[j];
                if (!(t.r0 > r1 || t.r1 < r0 || t.c0 > c1 || t.c1 < c0)) {
                    int h = box_check(p, b, v, t.d, t.s);
                    if (h <= 0)
                        continue;
                    t.h = h;
                }
                o[kept++] = t;
            }
            p->opt_n[v] = kept;
            int lv = p->len[v] - 1;
            const int *word = p->code[v];
            for (int k = 0; k < nnew; k++) {
                int x = p->newcells[k];
                for (int i2 = 0; i2 <= lv; i2++) {
                    if (word[i2] != g[x])
                        continue;
                    int s2 = x - i2 * estep, dup = 0;
                    Opt *ov = p->opt[v];
                    for (int j = 0; j < p->opt_n[v]; j++)
                        if (ov[j].d == e && ov[j].s == s2) {
                            dup = 1;
                            break;
                        }
                    if (dup)
                        continue;
                    int h = box_check(p, b, v, e, s2);
                    if (h > 0) {
                        Opt t;
                        int r = s2 / W, c = s2 % W;
                        t.d = e;
                        t.s = s2;
                        t.h = h;
                        t.r0 = r;
                        t.r1 = r + lv * e;
                        t.c0 = c;
                        t.c1 = c + lv * (1 - e);
                        opt_push(p, v, t);
                    }
                }
            }
        }
    }
}

static int cmp_ll(const void *a, const void *b)
{
    long long x = *(const long long *)a, y = *(const long long *)b;
    return (x > y) - (x < y);
}

/* Packer.destroy: take some words out (a random few, a word and words it crosses, the words nearest
   a random cell or meeting a random window), then keep the largest connected piece. */
static void destroy(Packer *p, Box *b)
{
    Rng *rng = &p->rng;
    int *placed = p->tmp, np = box_placed(p, b, placed);
    int *out = p->tmp2, no = 0;
    int n = p->n;
    int cap = (int)(TAKE * n);
    if (cap < 3)
        cap = 3;
    if (cap > TAKE_MAX)
        cap = TAKE_MAX;
    int k = (int)rng_randint(rng, 1, cap);
    double mode = rng_random(rng);
    if (np == 0) /* never: a box being filled holds a word (the Python would fail here) */
        return;
    if (mode < 1.0 / 3.0) {
        int m = k < np ? k : np;
        for (int i = 0; i < m; i++) { /* sample: a partial Fisher-Yates shuffle */
            int j = i + (int)rng_below(rng, np - i);
            int t = placed[i];
            placed[i] = placed[j];
            placed[j] = t;
        }
        memcpy(out, placed, sizeof(int) * m);
        no = m;
    } else if (mode < 2.0 / 3.0) {
        out[no++] = placed[rng_below(rng, np)];
        next_seen_epoch(p);
        unsigned ep = p->seen_epoch;
        p->seenw[out[0]] = (int)ep;
        int near[4096];
        for (int i = 0; i < no; i++) {
            if (no >= k)
                break;
            int nn = box_crossed(p, b, out[i], near);
            rng_shuffle(rng, near, nn);
            for (int j = 0; j < nn; j++) {
                int v = near[j];
                if ((unsigned)p->seenw[v] != ep && no < k) {
                    p->seenw[v] = (int)ep;
                    out[no++] = v;
                }
            }
        }
    } else if (n > SMALL) {
        long r0 = rng_below(rng, b->height), c0 = rng_below(rng, b->width);
        long long *keys = p->dist;
        for (int i = 0; i < np; i++) {
            int w = placed[i], d = b->pos_d[w], last = p->len[w] - 1;
            long r = b->pos_s[w] / b->W - 1, c = b->pos_s[w] % b->W - 1;
            long dr = 2 * r + (long)last * d - 2 * r0, dc = 2 * c + (long)last * (1 - d) - 2 * c0;
            long dist = (dr < 0 ? -dr : dr) + (dc < 0 ? -dc : dc);
            keys[i] = ((long long)dist << 32) | w;
        }
        qsort(keys, np, sizeof(long long), cmp_ll);
        for (int i = 0; i < np && i < k; i++)
            out[no++] = (int)(keys[i] & 0xffffffffLL);
    } else {
        long bw = rng_randint(rng, 1, b->width / 2 > 1 ? b->width / 2 : 1);
        long bh = rng_randint(rng, 1, b->height / 2 > 1 ? b->height / 2 : 1);
        long top = rng_randint(rng, 0, b->height - bh);
        long left = rng_randint(rng, 0, b->width - bw);
        for (int i = 0; i < np; i++) {
            int w = placed[i], d = b->pos_d[w], last = p->len[w] - 1;
            long r = b->pos_s[w] / b->W - 1, c = b->pos_s[w] % b->W - 1;
            if (r < top + bh && r + last * d >= top && c < left + bw && c + last * (1 - d) >= left)
                out[no++] = w;
        }
    }
    /* take_out uses tmp2 neither; out stays valid */
    for (int i = 0; i < no; i++)
        box_take_out(p, b, out[i]);
    box_keep_largest_piece(p, b);
}

/* Packer.fill: search the box for a layout of every word; on success the box holds the layout
   with the lowest cost seen and 1 is returned. */
static int fill(Packer *p, Box *b)
{
    repair(p, b);
    double cur = cost(b);
    int stall = 0, polish = 0, have_full = 0;
    double full_cost = 0.0;
    double patience = STALL + STALL_PER_WORD * (p->n - SMALL > 0 ? p->n - SMALL : 0);
    if (patience > STALL_MAX)
        patience = STALL_MAX;
    p->has_filled = 0;
    while (stall < patience) {
        if (b->unplaced == 0 && (!have_full || cur < full_cost)) {
            have_full = 1;
            full_cost = cur;
            box_snapshot(p, b, p->full_d, p->full_s);
            box_spots(p, b, p->filled_d, p->filled_r, p->filled_c);
            p->has_filled = 1;
        }
        if (have_full) {
            if (polish >= POLISH)
                break;
            polish++;
        }
        tick(p);
        box_snapshot(p, b, p->snap_d, p->snap_s);
        destroy(p, b);
        repair(p, b);
        double now = cost(b);
        stall = now < cur ? 0 : stall + 1;
        if (now <= cur)
            cur = now;
        else
            box_restore(p, b, p->snap_d, p->snap_s);
    }
    if (!have_full)
        return 0;
    box_restore(p, b, p->full_d, p->full_s);
    return 1;
}

/* ---- boxes and runs (module functions of lns.py) ------------------------------------------------ */

/* normalise: move a full layout (d, r, c per word; d -1 for none) to its bounding box at (0, 0). */
static void normalise(Packer *p, const int *d, const int *r, const int *c, Run *out)
{
    int r0 = 1 << 30, c0 = 1 << 30, r1 = -(1 << 30), c1 = -(1 << 30);
    for (int w = 0; w < p->n; w++) {
        if (d[w] < 0)
            continue;
        int last = p->len[w] - 1;
        int re = r[w] + last * d[w], ce = c[w] + last * (1 - d[w]);
        if (r[w] < r0) r0 = r[w];
        if (re > r1) r1 = re;
        if (c[w] < c0) c0 = c[w];
        if (ce > c1) c1 = ce;
    }
    for (int w = 0; w < p->n; w++) {
        out->d[w] = d[w];
        out->r[w] = d[w] < 0 ? 0 : r[w] - r0;
        out->c[w] = d[w] < 0 ? 0 : c[w] - c0;
    }
    out->width = c1 - c0 + 1;
    out->height = r1 - r0 + 1;
}

static int inside(Packer *p, const Run *lay, int w, int bw, int bh, int dr, int dc)
{
    int last = p->len[w] - 1, r = lay->r[w] + dr, c = lay->c[w] + dc, d = lay->d[w];
    return r >= 0 && c >= 0 && r + last * d < bh && c + last * (1 - d) < bw;
}

static long cut(Packer *p, const Run *lay, int bw, int bh, int dr, int dc)
{
    long out = 0;
    for (int w = 0; w < p->n; w++)
        if (lay->d[w] >= 0 && !inside(p, lay, w, bw, bh, dr, dc))
            out += p->len[w];
    return out;
}

static Box *load(Packer *p, const Run *lay, int bw, int bh, int dr, int dc)
{
    Box *b = box_new(p, bw, bh);
    for (int w = 0; w < p->n; w++)
        if (lay->d[w] >= 0 && inside(p, lay, w, bw, bh, dr, dc))
            box_place(p, b, w, lay->d[w], cell(b, lay->r[w] + dr, lay->c[w] + dc));
    box_prune_uncovered(p, b);
    box_keep_largest_piece(p, b);
    return b;
}

/* _first_box: an allowed box of about area cells, as square as allowed, long enough for every word. */
static void first_box(Packer *p, double area, int *bw, int *bh)
{
    int longest = p->longest;
    int side = (int)nearbyint(sqrt(area));
    if (side < longest)
        side = longest;
    int found = 0;
    double best = 0.0;
    for (int w = longest; w <= 2 * side; w++)
        for (int h = 2; h <= 2 * side; h++)
            if (fits(p, w, h)) {
                double key = fabs((double)w * h - area) + abs(w - h);
                if (!found || key < best) {
                    found = 1;
                    best = key;
                    *bw = w;
                    *bh = h;
                }
            }
    if (found)
        return;
    long long ba = -1;
    *bw = longest;
    *bh = 1;
    for (int w = longest; w < 4 * side; w++)
        for (int h = 2; h < 4 * side; h++)
            if (fits(p, w, h)) {
                long long a = (long long)w * h;
                if (a > ba || (a == ba && (w > *bw || (w == *bw && h > *bh)))) {
                    ba = a;
                    *bw = w;
                    *bh = h;
                }
            }
}

typedef struct {
    int w, len;
    double tie;
} OrderKey;

static int cmp_key(const void *a, const void *b)
{
    const OrderKey *x = a, *y = b;
    if (x->len != y->len)
        return y->len - x->len;
    if (x->tie != y->tie)
        return x->tie < y->tie ? -1 : 1;
    return x->w - y->w;
}

/* _greedy: place the unplaced words in passes over order, each where it shares the most letters
   (ties: its middle nearest the box's middle, then the first found); 0 when a pass places none. */
static int greedy(Packer *p, Box *b, const int *order, int *placed_count)
{
    int W = b->W;
    int *todo = p->todo, nt = 0;
    for (int i = 0; i < p->n; i++)
        if (b->pos_d[order[i]] < 0)
            todo[nt++] = order[i];
    int placed = p->n - nt;
    int mid_r = b->height + 1, mid_c = b->width + 1;
    for (int i = 0; i < nt; i++)
        p->waited[todo[i]] = 0;
    while (nt) {
        int nl = 0;
        for (int i = 0; i < nt; i++) {
            int w = todo[i], last = p->len[w] - 1;
            int bh = 0, bfar = 0, bd = 0, bs = 0;
            int *since = p->since + p->since_off[w];
            box_options(p, b, w, p->scan, p->waited[w] ? since : NULL);
            for (int j = 0; j < p->optbuf_n; j++) {
                Opt o = p->optbuf[j];
                int r = o.s / W, c = o.s % W;
                int fr = 2 * r + last * o.d - mid_r, fc = 2 * c + last * (1 - o.d) - mid_c;
                int far = (fr < 0 ? -fr : fr) + (fc < 0 ? -fc : fc);
                if (o.h > bh || (o.h == bh && -far > -bfar)) {
                    bh = o.h;
                    bfar = far;
                    bd = o.d;
                    bs = o.s;
                }
            }
            if (bh == 0) {
                todo[nl++] = w; /* nl <= i: the list is rewritten in place */
                for (int k = 0; k < p->len[w]; k++) /* the next pass looks only through newer cells */
                    since[k] = b->at_n[p->code[w][k]];
                p->waited[w] = 1;
                continue;
            }
            box_place(p, b, w, bd, bs);
            placed++;
            if (placed % REPORT_EVERY == 0) {
                if (p->on_placed)
                    call_int(p, p->on_placed, placed);
                if (gc_now() >= p->deadline)
                    longjmp(p->stop, 1);
            }
        }
        if (nl == nt)
            return 0;
        nt = nl;
    }
    *placed_count = placed;
    return 1;
}

/* construct: a first layout of every word (see lns.py), into run. */
static void construct(Packer *p, Run *run)
{
    int n = p->n;
    long letters = p->total - n;
    double area = 2.0 * p->longest;
    if ((double)letters / CONSTRUCT_DENSITY > area)
        area = (double)letters / CONSTRUCT_DENSITY;
    double cap = (double)p->total * (double)p->total / 2;
    if (cap < area)
        cap = area;
    OrderKey *keys = xmalloc(p, sizeof(OrderKey) * n); /* freed below; a jump leaks it (small) */
    int *order = p->stack + p->total + 1;              /* the stack's second half */
    for (int w = 0; w < n; w++) {
        keys[w].w = w;
        keys[w].len = p->len[w];
        keys[w].tie = rng_random(&p->rng);
    }
    qsort(keys, n, sizeof(OrderKey), cmp_key);
    for (int i = 0; i < n; i++)
        order[i] = keys[i].w;
    free(keys);
    Box *old = NULL;
    int *d = p->snap_d, *r = p->tmp, *c = p->tmp2;
    for (;;) {
        tick(p);
        int bw, bh;
        first_box(p, area, &bw, &bh);
        Box *b = box_new(p, bw, bh);
        if (old && old->width <= bw && old->height <= bh) {
            int dr = (bh - old->height) / 2, dc = (bw - old->width) / 2;
            box_spots(p, old, d, r, c);
            for (int w = 0; w < n; w++)
                if (d[w] >= 0)
                    box_place(p, b, w, d[w], cell(b, r[w] + dr, c[w] + dc));
        } else {
            int first = order[0], L = p->len[first];
            if (L <= bw)
                box_place(p, b, first, 0, cell(b, bh / 2, (bw - L) / 2));
            else
                box_place(p, b, first, 1, cell(b, (bh - L) / 2, bw / 2));
        }
        box_free(p, old);
        old = NULL;
        int placed = 0;
        if (greedy(p, b, order, &placed) || fill(p, b)) {
            if (p->on_placed)
                call_int(p, p->on_placed, n);
            int *fd = p->full_d, *fr = p->full_s, *fc = p->newcells;
            box_spots(p, b, fd, fr, fc);
            normalise(p, fd, fr, fc, run);
            box_free(p, b);
            return;
        }
        old = b;
        area = area * 1.15 < cap ? area * 1.15 : cap;
    }
}

static long long fkey(int w, int h) { return ((long long)w << 32) | (unsigned)h; }

static int *failed_slot(Packer *p, int w, int h, int add)
{
    if (add && 2 * (p->fn + 1) > p->fcap) {
        int oc = p->fcap, nc = oc ? 2 * oc : 256;
        long long *ok = p->fk;
        int *ov = p->fv;
        p->fk = xmalloc(p, sizeof(long long) * nc);
        p->fv = xmalloc(p, sizeof(int) * nc);
        for (int i = 0; i < nc; i++)
            p->fk[i] = -1;
        p->fcap = nc;
        p->fn = 0;
        for (int i = 0; i < oc; i++)
            if (ok[i] >= 0) {
                int *s = failed_slot(p, (int)(ok[i] >> 32), (int)(ok[i] & 0xffffffff), 1);
                *s = ov[i];
            }
        free(ok);
        free(ov);
    }
    if (!p->fcap)
        return NULL;
    long long k = fkey(w, h);
    unsigned long long hh = (unsigned long long)k * 0x9E3779B97F4A7C15ULL;
    int i = (int)(hh >> 40) & (p->fcap - 1);
    while (p->fk[i] >= 0) {
        if (p->fk[i] == k)
            return &p->fv[i];
        i = (i + 1) & (p->fcap - 1);
    }
    if (!add)
        return NULL;
    p->fk[i] = k;
    p->fv[i] = 0;
    p->fn++;
    return &p->fv[i];
}

static void failed_clear(Packer *p)
{
    for (int i = 0; i < p->fcap; i++)
        p->fk[i] = -1;
    p->fn = 0;
}

static void ensure_boxes(Packer *p, long long need)
{
    if (need <= p->bcap)
        return;
    long long cap = p->bcap ? p->bcap : 1024;
    while (cap < need)
        cap *= 2;
    free(p->bw_c);
    free(p->bh_c);
    free(p->bweight);
    p->bw_c = p->bh_c = NULL;
    p->bweight = NULL;
    p->bcap = 0;
    p->bw_c = xmalloc(p, sizeof(int) * cap);
    p->bh_c = xmalloc(p, sizeof(int) * cap);
    p->bweight = xmalloc(p, sizeof(double) * cap);
    p->bcap = cap;
}

/* _next_box: a box of smaller area than width x height, near (1 - step) of it and near its shape,
   fewer failures first (a weighted draw); 0 when no allowed box is smaller. */
static int next_box(Packer *p, int width, int height, double step, int *bw, int *bh)
{
    long long area = (long long)width * height;
    double target = (double)area * (1 - step);
    long long nb = 0;
    for (long long w = 2; w < area; w++) {
        long long hmax = (area - 1) / w;
        if (hmax < 2)
            break;
        for (long long h = 2; h <= hmax; h++) {
            if ((double)(w * h) >= 0.85 * target && (w > h ? w : h) >= p->longest && fits(p, w, h)) {
                ensure_boxes(p, nb + 1);
                p->bw_c[nb] = (int)w;
                p->bh_c[nb] = (int)h;
                nb++;
            }
        }
    }
    if (!nb)
        return 0;
    double scale = width > height ? width : height;
    double total = 0.0;
    for (long long i = 0; i < nb; i++) {
        int w = p->bw_c[i], h = p->bh_c[i];
        double near = 1 + fabs((double)((long long)w * h) - target) / scale;
        int *f = failed_slot(p, w, h, 0);
        double x = near * near * (double)(1 + (f ? *f : 0)) * (double)(1 + abs(w - width) + abs(h - height));
        p->bweight[i] = 1 / x;
    }
    for (long long i = 0; i < nb; i++)
        total += p->bweight[i];
    double x = rng_random(&p->rng) * total, acc = 0.0;
    long long pick = nb - 1;
    for (long long i = 0; i < nb; i++) {
        acc += p->bweight[i];
        if (x < acc) {
            pick = i;
            break;
        }
    }
    *bw = p->bw_c[pick];
    *bh = p->bh_c[pick];
    return 1;
}

static PyObject *layout_dict(Packer *p, const Run *run)
{
    PyObject *out = PyDict_New();
    if (!out)
        return NULL;
    for (int w = 0; w < p->n; w++) {
        if (run->d[w] < 0)
            continue;
        PyObject *k = PyLong_FromLong(w), *v = Py_BuildValue("(iii)", run->d[w], run->r[w], run->c[w]);
        if (!k || !v || PyDict_SetItem(out, k, v) < 0) {
            Py_XDECREF(k);
            Py_XDECREF(v);
            Py_DECREF(out);
            return NULL;
        }
        Py_DECREF(k);
        Py_DECREF(v);
    }
    return out;
}

static void run_copy(Packer *p, Run *to, const Run *from)
{
    memcpy(to->d, from->d, sizeof(int) * p->n);
    memcpy(to->r, from->r, sizeof(int) * p->n);
    memcpy(to->c, from->c, sizeof(int) * p->n);
    to->width = from->width;
    to->height = from->height;
}

/* pack's consider(): keep run when its box is allowed and smaller than the best; tell on_found. */
static void consider(Packer *p, const Run *run)
{
    if (!fits(p, run->width, run->height))
        return;
    if (p->have_best && (long long)run->width * run->height >= (long long)p->best.width * p->best.height)
        return;
    run_copy(p, &p->best, run);
    p->have_best = 1;
    if (p->on_found) {
        PyObject *lay = layout_dict(p, &p->best);
        if (!lay) {
            p->error = 1;
            longjmp(p->stop, 2);
        }
        PyObject *r = PyObject_CallFunction(p->on_found, "Oii", lay, p->best.width, p->best.height);
        Py_DECREF(lay);
        if (!r) {
            p->error = 1;
            longjmp(p->stop, 2);
        }
        Py_DECREF(r);
    }
}

static int *alloc_ints(Packer *p, int n) { return xmalloc(p, sizeof(int) * (n > 0 ? n : 1)); }

static void run_alloc(Packer *p, Run *r)
{
    r->d = alloc_ints(p, p->n);
    r->r = alloc_ints(p, p->n);
    r->c = alloc_ints(p, p->n);
}

static void run_free(Run *r)
{
    free(r->d);
    free(r->r);
    free(r->c);
    r->d = r->r = r->c = NULL;
}

/* The shrinking loop of pack(); the jump for a stop lands in py_pack. */
static void pack_loop(Packer *p, Run *run, Run *lay, int first_only)
{
    for (;;) {
        construct(p, run);
        consider(p, run);
        if (first_only)
            return;
        long long start = p->nodes, last = p->nodes;
        failed_clear(p);
        double step = FIRST_STEP;
        while (p->nodes - last < RESTART + (last - start)) {
            run_copy(p, lay, run);
            int width = lay->width, height = lay->height, bw, bh;
            if (!next_box(p, width, height, step, &bw, &bh))
                break;
            /* the offset that cuts the fewest letters (ties: one drawn at random) */
            int r_lo = bh - height < 0 ? bh - height : 0, r_hi = bh - height > 0 ? bh - height : 0;
            int c_lo = bw - width < 0 ? bw - width : 0, c_hi = bw - width > 0 ? bw - width : 0;
            long least = -1;
            int ties = 0;
            for (int dr = r_lo; dr <= r_hi; dr++)
                for (int dc = c_lo; dc <= c_hi; dc++) {
                    long k = cut(p, lay, bw, bh, dr, dc);
                    if (least < 0 || k < least) {
                        least = k;
                        ties = 1;
                    } else if (k == least)
                        ties++;
                }
            long chosen = ties > 1 ? rng_below(&p->rng, ties) : 0;
            int dr = 0, dc = 0, found = 0;
            for (int r = r_lo; r <= r_hi && !found; r++)
                for (int c = c_lo; c <= c_hi; c++)
                    if (cut(p, lay, bw, bh, r, c) == least && chosen-- == 0) {
                        dr = r;
                        dc = c;
                        found = 1;
                        break;
                    }
            Box *b = load(p, lay, bw, bh, dr, dc);
            int any = 0;
            for (int w = 0; w < p->n && !any; w++)
                any = b->pos_d[w] >= 0;
            if (!any)
                tick(p); /* a box that keeps no word: counted, so that the budget still ends */
            if (!any || !fill(p, b)) {
                box_free(p, b);
                int *f = failed_slot(p, bw, bh, 1);
                (*f)++;
                step /= 2;
                continue;
            }
            box_spots(p, b, p->full_d, p->full_s, p->newcells);
            normalise(p, p->full_d, p->full_s, p->newcells, run);
            box_free(p, b);
            last = p->nodes;
            step = step * 1.5 < 0.2 ? step * 1.5 : 0.2;
            consider(p, run);
        }
    }
}

static void packer_free(Packer *p)
{
    while (p->boxes)
        box_free(p, p->boxes);
    if (p->code)
        for (int w = 0; w < p->n; w++)
            free(p->code[w]);
    free(p->code);
    free(p->len);
    free(p->at_off);
    free(p->filled_d);
    free(p->filled_r);
    free(p->filled_c);
    free(p->todo);
    free(p->since);
    free(p->since_off);
    free(p->waited);
    free(p->tmp);
    free(p->tmp2);
    free(p->stack);
    free(p->seenw);
    free(p->tie);
    if (p->opt)
        for (int w = 0; w < p->n; w++)
            free(p->opt[w]);
    free(p->opt);
    free(p->opt_n);
    free(p->opt_cap);
    free(p->snap_d);
    free(p->snap_s);
    free(p->full_d);
    free(p->full_s);
    free(p->newcells);
    free(p->dist);
    free(p->optbuf);
    free(p->fk);
    free(p->fv);
    free(p->bw_c);
    free(p->bh_c);
    free(p->bweight);
    run_free(&p->best);
    run_free(&p->run);
    run_free(&p->lay);
}

/* Read the words and allocate every buffer; 0 with an exception set on failure. */
static int packer_init(Packer *p, PyObject *codes)
{
    if (!PyList_Check(codes) || PyList_GET_SIZE(codes) < 1) {
        PyErr_SetString(PyExc_ValueError, "codes must be a non-empty list of lists of letter codes");
        return 0;
    }
    int n = (int)PyList_GET_SIZE(codes);
    p->n = n;
    p->len = calloc(n, sizeof(int));
    p->code = calloc(n, sizeof(int *));
    if (!p->len || !p->code) {
        PyErr_NoMemory();
        return 0;
    }
    for (int w = 0; w < n; w++) {
        PyObject *word = PyList_GET_ITEM(codes, w);
        if (!PyList_Check(word) || PyList_GET_SIZE(word) < 1) {
            PyErr_SetString(PyExc_ValueError, "each word must be a non-empty list of letter codes");
            return 0;
        }
        int L = (int)PyList_GET_SIZE(word);
        p->len[w] = L;
        p->total += L;
        if (L > p->longest)
            p->longest = L;
        p->code[w] = calloc(L, sizeof(int));
        if (!p->code[w]) {
            PyErr_NoMemory();
            return 0;
        }
        for (int k = 0; k < L; k++) {
            long ch = PyLong_AsLong(PyList_GET_ITEM(word, k));
            if (ch == -1 && PyErr_Occurred())
                return 0;
            if (ch < 1 || ch > 1 << 20) {
                PyErr_SetString(PyExc_ValueError, "letter codes must be 1 to 2**20");
                return 0;
            }
            p->code[w][k] = (int)ch;
            if (ch > p->ncode)
                p->ncode = (int)ch;
        }
    }
    p->at_off = calloc(p->ncode + 2, sizeof(int));
    if (!p->at_off) {
        PyErr_NoMemory();
        return 0;
    }
    for (int w = 0; w < n; w++)
        for (int k = 0; k < p->len[w]; k++)
            p->at_off[p->code[w][k] + 1]++;
    for (int ch = 1; ch <= p->ncode + 1; ch++)
        p->at_off[ch] += p->at_off[ch - 1];
    if (setjmp(p->stop)) {
        return 0; /* out of memory while allocating */
    }
    p->filled_d = alloc_ints(p, n);
    p->filled_r = alloc_ints(p, n);
    p->filled_c = alloc_ints(p, n);
    p->todo = alloc_ints(p, n + 1);
    p->since = alloc_ints(p, p->total + 1);
    p->since_off = alloc_ints(p, n + 1);
    p->since_off[0] = 0;
    p->waited = alloc_ints(p, n);
    for (int w = 0; w < n; w++)
        p->since_off[w + 1] = p->since_off[w] + p->len[w];
    p->tmp = alloc_ints(p, n);
    p->tmp2 = alloc_ints(p, p->total + n + 1);
    p->stack = alloc_ints(p, 2 * (p->total + 1) + n);
    p->seenw = alloc_ints(p, n);
    p->tie = xmalloc(p, sizeof(double) * n);
    p->opt = xmalloc(p, sizeof(Opt *) * n);
    p->opt_n = alloc_ints(p, n);
    p->opt_cap = alloc_ints(p, n);
    p->snap_d = alloc_ints(p, n);
    p->snap_s = alloc_ints(p, n);
    p->full_d = alloc_ints(p, n);
    p->full_s = alloc_ints(p, n);
    p->newcells = alloc_ints(p, n > p->longest ? n : p->longest);
    p->dist = xmalloc(p, sizeof(long long) * n);
    run_alloc(p, &p->best);
    return 1;
}

static PyObject *py_pack(PyObject *self, PyObject *args)
{
    PyObject *codes, *ratio_o, *on_found, *on_tick, *on_placed, *state_o;
    long long mw, mh, budget;
    double deadline;
    int first_only = 0, scan = 3000;
    if (!PyArg_ParseTuple(args, "OOLLOLdOOO|pi", &codes, &ratio_o, &mw, &mh, &state_o, &budget, &deadline,
                          &on_found, &on_tick, &on_placed, &first_only, &scan))
        return NULL;
    Packer *p = calloc(1, sizeof(Packer));
    if (!p)
        return PyErr_NoMemory();
    PyObject *result = NULL;
    if (!packer_init(p, codes))
        goto done;
    p->rng.s = PyLong_AsUnsignedLongLongMask(state_o);
    if (PyErr_Occurred())
        goto done;
    p->has_ratio = ratio_o != Py_None;
    if (p->has_ratio) {
        p->ratio = PyFloat_AsDouble(ratio_o);
        if (PyErr_Occurred())
            goto done;
    }
    p->mw = mw;
    p->mh = mh;
    p->budget = budget;
    p->deadline = deadline;
    p->scan = scan;
    p->on_found = on_found == Py_None ? NULL : on_found;
    p->on_tick = on_tick == Py_None ? NULL : on_tick;
    p->on_placed = on_placed == Py_None ? NULL : on_placed;
    if (setjmp(p->stop) == 0) {
        run_alloc(p, &p->run);
        run_alloc(p, &p->lay);
        pack_loop(p, &p->run, &p->lay, first_only);
    } else if (!p->error && p->has_filled && p->run.d) {
        /* the budget ended while a filled box was being tightened */
        if (setjmp(p->stop) == 0) {
            normalise(p, p->filled_d, p->filled_r, p->filled_c, &p->run);
            consider(p, &p->run);
        }
    }
    if (p->error)
        goto done;
    {
        PyObject *lay_o = p->have_best ? layout_dict(p, &p->best) : PyDict_New();
        if (lay_o) {
            result = Py_BuildValue("(NL)", lay_o, p->nodes);
        }
    }
done:
    packer_free(p);
    free(p);
    return result;
}

static PyMethodDef methods[] = {
    {"pack", py_pack, METH_VARARGS,
     "pack(codes, ratio, max_width, max_height, state, node_budget, deadline, on_found, on_tick, "
     "on_placed, first_only=False, scan=3000) -> (layout, nodes): the anytime search of lns.pack, in C."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_anytime",
                                    "The anytime criss-cross search (lns.py) in C.", -1, methods};

PyMODINIT_FUNC PyInit__anytime(void) { return PyModule_Create(&module); }
