/* One grid's word-search search (gridcraft.wordsearch.search.attempt), in C.
 *
 * The same algorithm as search.py, step for step and draw for draw: the places of each word
 * shuffled per restart, the candidates scored and sorted (score, then the shuffled order), the
 * clash check down the trie, the look-ahead (every word still to place has a place that fits),
 * the decoys, the filler drawn by weight without replacement, the message. Every random choice
 * comes from SplitMix64 (search.Rng), drawn in the same order, so the same grid, tables, plan,
 * state and caps give the same puzzle; tests/wordsearch/test_native.py compares the two.
 * search.py is the reference: a change there must be made here too.
 *
 * Stopping: a restart past its cap, or the budget (its node limit; its deadline, read every
 * CLOCK_EVERY nodes), jumps (longjmp) back to the restart loop; every buffer is allocated before
 * the loop, so nothing leaks across the jump.
 *
 * Python API (see search.py and make.py):
 *   attempt(height, width, exists, tables, plan, state, cap, tries, limit, base, deadline)
 *     exists: bytes (1 a cell, 0 none; row-major); tables: a search.Tables; plan: a search.Plan;
 *     state: the SplitMix64 state; cap: nodes per restart; tries: restarts; limit: the budget's
 *     node limit (-1: none), base: nodes it counted before; deadline: time.monotonic() seconds;
 *   returns (status, cells, starts, dirs, nodes, state) as search.Result.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include "native.h" /* gridcraft/engine/native.h: the shared helpers */
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define EMPTY (-1)
#define FOUND 1
#define NONE 0
#define STOPPED (-1)
#define OUT (-2)
#define DECOY_TRIES 24
#define CLOCK_EVERY 256
#define FILL_NODES_PER_CELL 8
#define FILL_NODES 100

static const int DR[8] = {0, 1, 1, 1, 0, -1, -1, -1};
static const int DC[8] = {1, 0, 1, -1, -1, 0, -1, 1};

/* ---- SplitMix64 (search.Rng) ------------------------------------------------------------------- */

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

static long long rng_below(Rng *r, long long n) { return (long long)(rng_next(r) % (uint64_t)n); }

/* ---- the search's state ------------------------------------------------------------------------- */

typedef struct {
    int key, i, x, d, shared;
} Cand;

typedef struct {
    /* the grid */
    int h, w, ncell;
    const unsigned char *exists;
    /* the tables */
    int n, A, reader, longest, nletters, nextras;
    int *wlen, **words, *word_dirs;
    int *nxt, *tag_first, *tag_count, *tag_word, *tag_sign;
    Py_ssize_t nnodes, ntags;
    int *bad_nxt, *bad_end, *bad_code, BA;
    Py_ssize_t bad_nodes;
    int *letters, *weights, *extras;
    long long total_weight;
    /* the plan */
    int *order, *targets, share, aim, decoys, nmsg, *message, rtl, overlaps, branch, look, cut;
    /* each word's places: (start, direction) pairs, in canonical order and shuffled */
    int *base_n, **base, **pl, *watch;
    /* per depth: the candidates, the new cells */
    Cand **cand;
    int **newc;
    /* the state */
    int *g, *start, *dir;
    int *empty, *fill_left, *scratch, *written, *decoy;
    Rng rng;
    long long cap, nodes, filled, total, base_nodes, limit;
    double deadline;
    jmp_buf stop;
    int status;
} S;

static void tick(S *s, int filler)
{
    s->nodes++;
    if (filler) {
        s->filled++;
        if (s->filled > (long long)FILL_NODES_PER_CELL * s->ncell + FILL_NODES) {
            s->status = STOPPED;
            longjmp(s->stop, 1);
        }
    } else if (s->nodes - s->filled > s->cap) {
        s->status = STOPPED;
        longjmp(s->stop, 1);
    }
    long long counted = s->base_nodes + s->total + s->nodes;
    if (s->limit >= 0 && counted >= s->limit) {
        s->status = OUT;
        longjmp(s->stop, 1);
    }
    if (s->nodes % CLOCK_EVERY == 0 && gc_now() >= s->deadline) {
        s->status = OUT;
        longjmp(s->stop, 1);
    }
}

static inline int step_of(S *s, int d) { return DR[d] * s->w + DC[d]; }

/* ---- the clash check ---------------------------------------------------------------------------- */

/* whether cell is one of the n cells from start by step */
static int on_word(int start, int step, int n, int cell)
{
    int diff = cell - start;
    if (diff % step != 0)
        return 0;
    int q = diff / step;
    return 0 <= q && q < n;
}

static int inside(S *s, int a, int first, int last)
{
    for (int k = 0; k < s->n; k++) {
        int d = s->dir[k];
        if (d < 0 || d % 4 != a)
            continue;
        int step = step_of(s, d);
        if (on_word(s->start[k], step, s->wlen[k], first) && on_word(s->start[k], step, s->wlen[k], last))
            return 1;
    }
    return 0;
}

static int allowed(S *s, int node, int a, int first, int length)
{
    int step = step_of(s, a);
    int last = first + (length - 1) * step;
    int end = s->tag_first[node] + s->tag_count[node];
    for (int i = s->tag_first[node]; i < end; i++) {
        int k = s->tag_word[i], sign = s->tag_sign[i];
        int d = sign > 0 ? a : a + 4;
        if (!((s->reader >> d) & 1))
            continue;
        int at = sign > 0 ? first : last;
        if (s->start[k] != at || s->dir[k] != d)
            return 0;
    }
    return 1;
}

static inline int has(S *s, int r, int c) { return 0 <= r && r < s->h && 0 <= c && c < s->w && s->exists[r * s->w + c]; }

static int clash(S *s, const int *cells, int count)
{
    int *g = s->g, w = s->w, A = s->A;
    for (int q = 0; q < count; q++) {
        int x = cells[q], r = x / w, c = x % w;
        for (int a = 0; a < 4; a++) {
            int dr = DR[a], dc = DC[a];
            int back = 0, rr = r, cc = c;
            while (back < s->longest - 1) {
                int pr = rr - dr, pc = cc - dc;
                if (!has(s, pr, pc) || g[pr * w + pc] == EMPTY)
                    break;
                rr = pr;
                cc = pc;
                back++;
            }
            for (int b = back; b >= 0; b--) {
                int sr = r - b * dr, sc = c - b * dc;
                int node = 0, bad = 0, i = 0, yr = sr, yc = sc; /* -1: the walk left the trie */
                while (has(s, yr, yc)) {
                    int letter = g[yr * w + yc];
                    if (letter == EMPTY)
                        break;
                    if (node >= 0) {
                        node = s->nxt[(Py_ssize_t)node * A + letter];
                        if (!node)
                            node = -1;
                    }
                    if (bad >= 0) {
                        int code = s->bad_code[letter];
                        bad = code >= 0 ? s->bad_nxt[(Py_ssize_t)bad * s->BA + code] : 0;
                        if (!bad)
                            bad = -1;
                    }
                    if (node < 0 && bad < 0)
                        break;
                    if (i >= b) {
                        int first = sr * w + sc;
                        if (node > 0 && s->tag_count[node] && !allowed(s, node, a, first, i + 1))
                            return 1;
                        if (bad > 0 && s->bad_end[bad] && !inside(s, a, first, first + i * step_of(s, a)))
                            return 1;
                    }
                    i++;
                    yr += dr;
                    yc += dc;
                }
            }
        }
    }
    return 0;
}

/* ---- placing ------------------------------------------------------------------------------------ */

/* the letters word k shares with the grid at place (x, d): -1 when a letter differs */
static inline int shared_at(S *s, int k, int x, int d)
{
    int step = step_of(s, d), n = s->wlen[k], shared = 0;
    const int *word = s->words[k];
    for (int j = 0; j < n; j++) {
        int c = s->g[x + j * step];
        if (c == EMPTY)
            continue;
        if (c != word[j])
            return -1;
        shared++;
    }
    return shared;
}

static int cmp_cand(const void *pa, const void *pb)
{
    const Cand *a = pa, *b = pb;
    if (a->key != b->key)
        return a->key < b->key ? -1 : 1;
    return a->i < b->i ? -1 : a->i > b->i;
}

static inline int before(const Cand *a, const Cand *b) { return a->key < b->key || (a->key == b->key && a->i < b->i); }

/* the places of word k that fit, best first (search.Search._candidates): all of them sorted, or
   with a branch limit only the best branch ones, kept sorted as they come (the same first ones);
   *more is set when some were left out */
static int candidates(S *s, int depth, int k, int left, int room, int *more)
{
    Cand *out = s->cand[depth];
    int count = 0, kept = 0, n = s->wlen[k], target = s->targets[k], limit = s->branch;
    int *places = s->pl[k];
    for (int i = 0; i < s->base_n[k]; i++) {
        int x = places[2 * i], d = places[2 * i + 1];
        int shared = shared_at(s, k, x, d);
        if (shared < 0 || shared == n)
            continue;
        Cand c;
        if (room >= 0) {
            if (shared > room)
                continue;
            c.key = abs(shared * left - room);
        } else {
            c.key = -(s->share * shared + s->aim * (d == target));
        }
        c.i = i;
        c.x = x;
        c.d = d;
        c.shared = shared;
        count++;
        if (!limit) {
            out[kept++] = c;
            continue;
        }
        if (kept == limit && !before(&c, &out[kept - 1]))
            continue;
        int at = kept < limit ? kept++ : kept - 1;
        while (at > 0 && before(&c, &out[at - 1])) {
            out[at] = out[at - 1];
            at--;
        }
        out[at] = c;
    }
    if (!limit)
        qsort(out, (size_t)kept, sizeof(Cand), cmp_cand);
    *more = count > kept;
    return kept;
}

/* whether every word still to place from depth on has a place that fits: a yes or no, so the
   places are scanned from the last one that fitted (watch), not in search.py's order */
static int room_for(S *s, int depth)
{
    for (int q = depth; q < s->n; q++) {
        int k = s->order[q], n = s->wlen[k], count = s->base_n[k], fits = 0;
        int *places = s->pl[k], i = s->watch[k];
        for (int t = 0; t < count; t++, i = i + 1 == count ? 0 : i + 1) {
            int shared = shared_at(s, k, places[2 * i], places[2 * i + 1]);
            if (shared >= 0 && shared < n) {
                fits = 1;
                s->watch[k] = i;
                break;
            }
        }
        if (!fits)
            return 0;
    }
    return 1;
}

static int finish(S *s);
static int message(S *s);

static int place(S *s, int depth, int room)
{
    if (depth == s->n) {
        if (room > 0)
            return 0;
        return s->nmsg ? message(s) : finish(s);
    }
    tick(s, 0);
    int k = s->order[depth];
    if (room >= 0) {
        long long most = 0;
        for (int q = depth; q < s->n; q++)
            most += s->wlen[s->order[q]] - 1;
        if (room > most)
            return 0;
    }
    int more = 0;
    int count = candidates(s, depth, k, s->n - depth, room, &more);
    if (more)
        s->cut = 1;
    int n = s->wlen[k], *word = s->words[k], *g = s->g, *fresh = s->newc[depth];
    for (int q = 0; q < count; q++) {
        Cand c = s->cand[depth][q];
        int step = step_of(s, c.d), m = 0;
        for (int j = 0; j < n; j++) {
            int y = c.x + j * step;
            if (g[y] == EMPTY)
                fresh[m++] = y;
            g[y] = word[j];
        }
        s->start[k] = c.x;
        s->dir[k] = c.d;
        if (!clash(s, fresh, m) && (!s->look || room_for(s, depth + 1)) &&
            place(s, depth + 1, room >= 0 ? room - c.shared : -1))
            return 1;
        for (int j = 0; j < m; j++)
            g[fresh[j]] = EMPTY;
        s->start[k] = s->dir[k] = -1;
    }
    return 0;
}

/* ---- decoys, filler and the message ------------------------------------------------------------- */

/* the places of a run of length cells in the directions of bits, as search.starts lists them */
static int runs(S *s, int length, int bits, int *out)
{
    int count = 0;
    for (int d = 0; d < 8; d++) {
        if (!((bits >> d) & 1))
            continue;
        for (int x = 0; x < s->ncell; x++) {
            int r = x / s->w, c = x % s->w, ok = 1;
            int er = r + (length - 1) * DR[d], ec = c + (length - 1) * DC[d];
            if (!(0 <= er && er < s->h && 0 <= ec && ec < s->w))
                continue;
            for (int i = 0; i < length; i++)
                if (!s->exists[(r + i * DR[d]) * s->w + c + i * DC[d]]) {
                    ok = 0;
                    break;
                }
            if (ok) {
                out[2 * count] = x;
                out[2 * count + 1] = d;
                count++;
            }
        }
    }
    return count;
}

static int decoys(S *s)
{
    int written = 0, *g = s->g, *cells = s->decoy;
    for (int i = 0; i < s->decoys; i++) {
        int k = s->order[i % s->n], L = s->wlen[k];
        if (L < 3)
            continue;
        int length = (L - 1 < 3 ? L - 1 : 3) + (int)rng_below(&s->rng, L - 3 > 1 ? L - 3 : 1);
        int count = runs(s, length, s->word_dirs[k], s->scratch);
        if (!count)
            continue;
        int at = (int)rng_below(&s->rng, count);
        int tries = count < DECOY_TRIES ? count : DECOY_TRIES;
        for (int t = 0; t < tries; t++) {
            int p = (at + t) % count;
            int x = s->scratch[2 * p], d = s->scratch[2 * p + 1], step = step_of(s, d), fits = 1, m = 0;
            for (int j = 0; j < length; j++) {
                int y = x + j * step;
                if (g[y] != EMPTY && g[y] != s->words[k][j]) {
                    fits = 0;
                    break;
                }
            }
            if (!fits)
                continue;
            for (int j = 0; j < length; j++) {
                int y = x + j * step;
                if (g[y] == EMPTY)
                    cells[m++] = y;
            }
            if (!m)
                continue;
            for (int j = 0; j < length; j++)
                g[x + j * step] = s->words[k][j];
            if (clash(s, cells, m)) {
                for (int j = 0; j < m; j++)
                    g[cells[j]] = EMPTY;
                continue;
            }
            for (int j = 0; j < m; j++)
                s->written[written++] = cells[j];
            break;
        }
    }
    return written;
}

static int empty_cells(S *s)
{
    int count = 0;
    for (int r = 0; r < s->h; r++)
        for (int q = 0; q < s->w; q++) {
            int c = s->rtl ? s->w - 1 - q : q, x = r * s->w + c;
            if (s->exists[x] && s->g[x] == EMPTY)
                s->empty[count++] = x;
        }
    return count;
}

static int message(S *s)
{
    int count = empty_cells(s);
    if (count != s->nmsg)
        return 0;
    for (int i = 0; i < count; i++)
        s->g[s->empty[i]] = s->message[i];
    if (clash(s, s->empty, count)) {
        for (int i = 0; i < count; i++)
            s->g[s->empty[i]] = EMPTY;
        return 0;
    }
    return 1;
}

/* the next letter to try at a cell (search.Search._draw): state holds the letters' weights left,
   their sum and the extras tried */
static int draw(S *s, int *state)
{
    int n = s->nletters;
    if (state[n] > 0) {
        long long x = rng_below(&s->rng, state[n]);
        for (int i = 0; i < n; i++) {
            if (x < state[i]) {
                state[n] -= state[i];
                state[i] = 0;
                return s->letters[i];
            }
            x -= state[i];
        }
    }
    if (state[n + 1] < s->nextras) {
        state[n + 1]++;
        return s->extras[state[n + 1] - 1];
    }
    return EMPTY;
}

static int fill(S *s)
{
    int count = empty_cells(s), *g = s->g, stride = s->nletters + 2, made = 0;
    int k = 0;
    while (k < count) {
        int *state = s->fill_left + (Py_ssize_t)k * stride;
        if (k == made) {
            for (int i = 0; i < s->nletters; i++)
                state[i] = s->weights[i];
            state[s->nletters] = (int)s->total_weight;
            state[s->nletters + 1] = 0;
            made++;
        }
        int x = s->empty[k], placed = 0;
        for (;;) {
            int letter = draw(s, state);
            if (letter == EMPTY)
                break;
            g[x] = letter;
            tick(s, 1);
            if (!clash(s, &x, 1)) {
                placed = 1;
                break;
            }
            g[x] = EMPTY;
        }
        if (placed) {
            k++;
            continue;
        }
        made--;
        k--;
        if (k < 0)
            return 0;
        g[s->empty[k]] = EMPTY;
    }
    return 1;
}

static int finish(S *s)
{
    int planted = decoys(s);
    if (fill(s))
        return 1;
    if (!planted)
        return 0;
    for (int i = 0; i < planted; i++)
        s->g[s->written[i]] = EMPTY;
    return fill(s);
}

/* ---- reading the tables and the plan ------------------------------------------------------------ */

/* a sequence of ints (an array('i') read through its buffer, else any sequence) as a new array */
static int *ints(PyObject *obj, Py_ssize_t *count)
{
    Py_buffer view;
    if (PyObject_CheckBuffer(obj) && PyObject_GetBuffer(obj, &view, PyBUF_FORMAT | PyBUF_C_CONTIGUOUS) == 0) {
        int ok = view.itemsize == (Py_ssize_t)sizeof(int) && view.format && strcmp(view.format, "i") == 0;
        int *out = NULL;
        if (ok) {
            *count = view.len / view.itemsize;
            out = malloc(sizeof(int) * (size_t)(*count ? *count : 1));
            if (out)
                memcpy(out, view.buf, (size_t)view.len);
            else
                PyErr_NoMemory();
        } else {
            PyErr_SetString(PyExc_TypeError, "expected an array('i')");
        }
        PyBuffer_Release(&view);
        return out;
    }
    PyErr_Clear();
    PyObject *fast = PySequence_Fast(obj, "expected a sequence of ints");
    if (!fast)
        return NULL;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    int *out = malloc(sizeof(int) * (size_t)(n ? n : 1));
    if (!out) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == -1 && PyErr_Occurred()) {
            free(out);
            Py_DECREF(fast);
            return NULL;
        }
        out[i] = (int)v;
    }
    Py_DECREF(fast);
    *count = n;
    return out;
}

static int *attr_ints(PyObject *obj, const char *name, Py_ssize_t *count)
{
    PyObject *value = PyObject_GetAttrString(obj, name);
    if (!value)
        return NULL;
    int *out = ints(value, count);
    Py_DECREF(value);
    return out;
}

static int attr_int(PyObject *obj, const char *name, int *out)
{
    PyObject *value = PyObject_GetAttrString(obj, name);
    if (!value)
        return 0;
    int ok = gc_as_int(value, out);
    Py_DECREF(value);
    return ok;
}

static void s_free(S *s)
{
    if (s->words)
        for (int k = 0; k < s->n; k++)
            free(s->words[k]);
    if (s->base)
        for (int k = 0; k < s->n; k++)
            free(s->base[k]);
    if (s->pl)
        for (int k = 0; k < s->n; k++)
            free(s->pl[k]);
    if (s->cand)
        for (int k = 0; k < s->n; k++)
            free(s->cand[k]);
    if (s->newc)
        for (int k = 0; k < s->n; k++)
            free(s->newc[k]);
    free(s->words);
    free(s->base);
    free(s->pl);
    free(s->cand);
    free(s->newc);
    free(s->wlen);
    free(s->word_dirs);
    free(s->nxt);
    free(s->tag_first);
    free(s->tag_count);
    free(s->tag_word);
    free(s->tag_sign);
    free(s->bad_nxt);
    free(s->bad_end);
    free(s->bad_code);
    free(s->letters);
    free(s->weights);
    free(s->extras);
    free(s->order);
    free(s->targets);
    free(s->message);
    free(s->base_n);
    free(s->watch);
    free(s->g);
    free(s->start);
    free(s->dir);
    free(s->empty);
    free(s->fill_left);
    free(s->scratch);
    free(s->written);
    free(s->decoy);
}

static int read_tables(S *s, PyObject *t)
{
    Py_ssize_t count;
    PyObject *words = PyObject_GetAttrString(t, "words");
    if (!words)
        return 0;
    PyObject *fast = PySequence_Fast(words, "words must be a sequence");
    Py_DECREF(words);
    if (!fast)
        return 0;
    s->n = (int)PySequence_Fast_GET_SIZE(fast);
    s->words = calloc((size_t)s->n + 1, sizeof(int *));
    s->wlen = calloc((size_t)s->n + 1, sizeof(int));
    if (!s->words || !s->wlen) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return 0;
    }
    for (int k = 0; k < s->n; k++) {
        s->words[k] = ints(PySequence_Fast_GET_ITEM(fast, k), &count);
        if (!s->words[k]) {
            Py_DECREF(fast);
            return 0;
        }
        s->wlen[k] = (int)count;
    }
    Py_DECREF(fast);
    Py_ssize_t nletters, nextras, ndirs, nnxt, nfirst, ncount, nsign, nweights, nbad, nbadcode;
    if (!(s->word_dirs = attr_ints(t, "word_dirs", &ndirs)) || !attr_int(t, "reader", &s->reader) ||
        !attr_int(t, "alphabet", &s->A) || !attr_int(t, "longest", &s->longest) ||
        !(s->nxt = attr_ints(t, "nxt", &nnxt)) || !(s->tag_first = attr_ints(t, "tag_first", &nfirst)) ||
        !(s->tag_count = attr_ints(t, "tag_count", &ncount)) || !(s->tag_word = attr_ints(t, "tag_word", &s->ntags)) ||
        !(s->tag_sign = attr_ints(t, "tag_sign", &nsign)) || !(s->letters = attr_ints(t, "letters", &nletters)) ||
        !(s->weights = attr_ints(t, "weights", &nweights)) || !(s->extras = attr_ints(t, "extras", &nextras)) ||
        !(s->bad_nxt = attr_ints(t, "bad_nxt", &nbad)) || !attr_int(t, "bad_alphabet", &s->BA) ||
        !(s->bad_end = attr_ints(t, "bad_end", &s->bad_nodes)) || !(s->bad_code = attr_ints(t, "bad_code", &nbadcode)))
        return 0;
    s->nnodes = s->A > 0 ? nnxt / s->A : 0;
    if (s->A < 1 || nnxt != s->nnodes * s->A || nfirst != s->nnodes || ncount != s->nnodes || nsign != s->ntags ||
        ndirs != s->n || nweights != nletters || s->BA < 1 || nbad != s->bad_nodes * s->BA || nbadcode != s->A) {
        PyErr_SetString(PyExc_ValueError, "the tables' arrays do not match");
        return 0;
    }
    s->nletters = (int)nletters;
    s->nextras = (int)nextras;
    s->total_weight = 0;
    for (int i = 0; i < s->nletters; i++)
        s->total_weight += s->weights[i];
    return 1;
}

static int read_plan(S *s, PyObject *p)
{
    Py_ssize_t count;
    Py_ssize_t ntargets;
    if (!(s->order = attr_ints(p, "order", &count)) || count != s->n ||
        !(s->targets = attr_ints(p, "targets", &ntargets)) || ntargets != s->n || !attr_int(p, "share", &s->share) ||
        !attr_int(p, "aim", &s->aim) || !attr_int(p, "decoys", &s->decoys) ||
        !(s->message = attr_ints(p, "message", &count)) || !attr_int(p, "rtl", &s->rtl) ||
        !attr_int(p, "overlaps", &s->overlaps) || !attr_int(p, "branch", &s->branch) ||
        !attr_int(p, "look", &s->look)) {
        if (!PyErr_Occurred())
            PyErr_SetString(PyExc_ValueError, "the plan's order and targets must name every word");
        return 0;
    }
    s->nmsg = (int)count;
    return 1;
}

/* whether every letter code is one of the alphabet's and the trie's tags lie in their arrays */
static int codes_ok(S *s)
{
    for (int k = 0; k < s->n; k++)
        for (int j = 0; j < s->wlen[k]; j++)
            if (s->words[k][j] < 0 || s->words[k][j] >= s->A)
                return 0;
    for (int i = 0; i < s->nletters; i++)
        if (s->letters[i] < 0 || s->letters[i] >= s->A || s->weights[i] < 0)
            return 0;
    for (int i = 0; i < s->nextras; i++)
        if (s->extras[i] < 0 || s->extras[i] >= s->A)
            return 0;
    for (int i = 0; i < s->nmsg; i++)
        if (s->message[i] < 0 || s->message[i] >= s->A)
            return 0;
    for (Py_ssize_t i = 0; i < s->nnodes * s->A; i++)
        if (s->nxt[i] < 0 || s->nxt[i] >= s->nnodes)
            return 0;
    for (Py_ssize_t i = 0; i < s->nnodes; i++)
        if (s->tag_first[i] < 0 || s->tag_count[i] < 0 || s->tag_first[i] + s->tag_count[i] > s->ntags)
            return 0;
    for (Py_ssize_t i = 0; i < s->ntags; i++)
        if (s->tag_word[i] < 0 || s->tag_word[i] >= s->n)
            return 0;
    for (Py_ssize_t i = 0; i < s->bad_nodes * s->BA; i++)
        if (s->bad_nxt[i] < 0 || s->bad_nxt[i] >= s->bad_nodes)
            return 0;
    for (int i = 0; i < s->A; i++)
        if (s->bad_code[i] < -1 || s->bad_code[i] >= s->BA)
            return 0;
    return 1;
}

static int prepare(S *s)
{
    int n = s->n, ncell = s->ncell;
    s->base_n = calloc((size_t)n + 1, sizeof(int));
    s->watch = calloc((size_t)n + 1, sizeof(int));
    s->base = calloc((size_t)n + 1, sizeof(int *));
    s->pl = calloc((size_t)n + 1, sizeof(int *));
    s->cand = calloc((size_t)n + 1, sizeof(Cand *));
    s->newc = calloc((size_t)n + 1, sizeof(int *));
    s->g = malloc(sizeof(int) * (size_t)(ncell + 1));
    s->start = malloc(sizeof(int) * (size_t)(n + 1));
    s->dir = malloc(sizeof(int) * (size_t)(n + 1));
    s->empty = malloc(sizeof(int) * (size_t)(ncell + 1));
    s->fill_left = malloc(sizeof(int) * (size_t)(ncell + 1) * (size_t)(s->nletters + 2));
    s->scratch = malloc(sizeof(int) * 2 * 8 * (size_t)(ncell + 1));
    s->written = malloc(sizeof(int) * (size_t)(ncell + 1));
    int longest = 1;
    for (int k = 0; k < n; k++)
        longest = s->wlen[k] > longest ? s->wlen[k] : longest;
    s->decoy = malloc(sizeof(int) * (size_t)(longest + 1));
    if (!s->base_n || !s->watch || !s->base || !s->pl || !s->cand || !s->newc || !s->g || !s->start || !s->dir ||
        !s->empty || !s->fill_left || !s->scratch || !s->written || !s->decoy)
        return 0;
    if (!codes_ok(s)) {
        PyErr_SetString(PyExc_ValueError, "a letter code is outside the alphabet");
        return -1;
    }
    for (int k = 0; k < n; k++) {
        int count = 0, *buf = malloc(sizeof(int) * 2 * 8 * (size_t)(ncell + 1));
        if (!buf)
            return 0;
        for (int d = 0; d < 8; d++) {
            if (!((s->word_dirs[k] >> d) & 1))
                continue;
            count += runs(s, s->wlen[k], 1 << d, buf + 2 * count);
        }
        s->base[k] = buf;
        s->base_n[k] = count;
        s->pl[k] = malloc(sizeof(int) * 2 * (size_t)(count + 1));
        if (!s->pl[k])
            return 0;
    }
    for (int q = 0; q < n; q++) {
        int k = s->order[q];
        if (k < 0 || k >= n) {
            PyErr_SetString(PyExc_ValueError, "the plan's order names no such word");
            return -1;
        }
        s->cand[q] = malloc(sizeof(Cand) * (size_t)(s->base_n[k] + 1));
        s->newc[q] = malloc(sizeof(int) * (size_t)(s->wlen[k] + 1));
        if (!s->cand[q] || !s->newc[q])
            return 0;
    }
    return 1;
}

/* one restart: the places shuffled, then the search */
static int restart(S *s)
{
    for (int k = 0; k < s->n; k++) {
        int *p = s->pl[k], count = s->base_n[k];
        memcpy(p, s->base[k], sizeof(int) * 2 * (size_t)count);
        for (int i = count - 1; i > 0; i--) {
            int j = (int)rng_below(&s->rng, i + 1);
            int x = p[2 * i], d = p[2 * i + 1];
            p[2 * i] = p[2 * j];
            p[2 * i + 1] = p[2 * j + 1];
            p[2 * j] = x;
            p[2 * j + 1] = d;
        }
    }
    for (int x = 0; x < s->ncell; x++)
        s->g[x] = EMPTY;
    for (int k = 0; k < s->n; k++)
        s->start[k] = s->dir[k] = -1;
    s->nodes = 0;
    s->filled = 0;
    s->cut = 0;
    if (setjmp(s->stop) != 0)
        return s->status;
    if (place(s, 0, s->overlaps))
        return FOUND;
    return s->cut ? STOPPED : NONE;
}

static PyObject *list_of(const int *values, int n)
{
    PyObject *list = PyList_New(n);
    if (!list)
        return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *v = PyLong_FromLong(values[i]);
        if (!v) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, v);
    }
    return list;
}

static PyObject *py_attempt(PyObject *self, PyObject *args)
{
    int height, width, tries;
    const char *exists;
    Py_ssize_t exists_len;
    PyObject *tables, *plan, *state_o;
    long long cap, limit, base;
    double deadline;
    if (!PyArg_ParseTuple(args, "iiy#OOOLiLLd", &height, &width, &exists, &exists_len, &tables, &plan, &state_o,
                          &cap, &tries, &limit, &base, &deadline))
        return NULL;
    if (height < 1 || width < 1 || exists_len != (Py_ssize_t)height * width) {
        PyErr_SetString(PyExc_ValueError, "exists must hold height x width cells");
        return NULL;
    }
    S *s = calloc(1, sizeof(S));
    if (!s)
        return PyErr_NoMemory();
    PyObject *result = NULL;
    s->h = height;
    s->w = width;
    s->ncell = height * width;
    s->exists = (const unsigned char *)exists;
    s->rng.s = PyLong_AsUnsignedLongLongMask(state_o);
    if (PyErr_Occurred() || !read_tables(s, tables) || !read_plan(s, plan))
        goto done;
    int ready = prepare(s);
    if (ready <= 0) {
        if (!ready)
            PyErr_NoMemory();
        goto done;
    }
    s->cap = cap;
    s->limit = limit;
    s->base_nodes = base;
    s->deadline = deadline;
    int status = STOPPED;
    for (int t = 0; t < tries; t++) {
        status = restart(s);
        s->total += s->nodes;
        if (status != STOPPED)
            break;
    }
    if (status == STOPPED) {
        for (int x = 0; x < s->ncell; x++)
            s->g[x] = EMPTY;
        for (int k = 0; k < s->n; k++)
            s->start[k] = s->dir[k] = -1;
    }
    {
        PyObject *cells = list_of(s->g, s->ncell), *starts = list_of(s->start, s->n), *dirs = list_of(s->dir, s->n);
        if (cells && starts && dirs)
            result = Py_BuildValue("(iNNNLK)", status, cells, starts, dirs, s->total,
                                   (unsigned long long)s->rng.s);
        else {
            Py_XDECREF(cells);
            Py_XDECREF(starts);
            Py_XDECREF(dirs);
        }
    }
done:
    s_free(s);
    free(s);
    return result;
}

static PyMethodDef methods[] = {
    {"attempt", py_attempt, METH_VARARGS,
     "attempt(height, width, exists, tables, plan, state, cap, tries, limit, base, deadline) -> "
     "(status, cells, starts, dirs, nodes, state): search.attempt, in C."},
    {NULL, NULL, 0, NULL}};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_search",
                                    "The word-search search (search.py) in C.", -1, methods};

PyMODINIT_FUNC PyInit__search(void) { return PyModule_Create(&module); }
