/* The exact criss-cross search of gridcraft.crisscross.search.exact, in C.
 *
 * The same branch and bound as ExactSearch in exact.py (our own design: the longest word across at
 * the origin; pending runs covered first, otherwise every legal placement that shares a cell with the
 * board, each explored placement forbidden in the rest of its node's subtree; the area lower bound of
 * Shape.lower_bound and the crossing bound), move for move: the options are sorted by the same key,
 * so both searches visit the same nodes in the same order and count them the same. On top of that,
 * viable() cuts nodes where some unplaced word has no place left (exact.py explains why that is sound),
 * and check_move() refuses a move that leaves a pending run no other unplaced word holds (runs_init).
 *
 * The board is a square array of cells (row * G + col) with the first word's first letter at
 * (O, O); every cell a search can touch lies at least four cells inside the array.
 *
 * The search runs without the GIL (other threads, such as a process pool's, run meanwhile); it takes
 * the GIL back every 1024 nodes to check for signals and, every 65536 nodes, to report progress.
 *
 * Python API (see exact.py):
 *   search(words, ratio, max_width, max_height, incumbent, allow_pending, node_limit, deadline,
 *          progress[, viability[, threads]])
 *     words: list of lists of small positive ints (letter ids);
 *     ratio: float or None; max_width, max_height: int (1 << 30 when unbounded);
 *     incumbent: (area, -crossings, |w - h|) or None; deadline: the budget's deadline (CLOCK_MONOTONIC seconds, as Python's time.monotonic, which the C search compares against);
 *     progress: callable(nodes, best_area) or None, called every 65536 nodes;
 *     viability: cut nodes where an unplaced word has no place left (see viable(); default on);
 *     threads: 2 splits the search over two threads (see "two threads"; default 1);
 *   returns (status, nodes, best, moves, deepest, left_out, error): status 0 = exhausted,
 *     1 = node limit or deadline, 2 = an exception (error) was raised inside (a signal, or the
 *     progress callable); best is the score tuple; moves a list of (word, direction, row, col) relative
 *     to the origin, or None; left_out the words missing at the deepest valid partial layout.
 */
#define PY_SSIZE_T_CLEAN
/* The depth (words placed) at which the two-thread search splits into subtrees: the root's
   grandchildren. */
#define SPLIT_DEPTH 3
#include <Python.h>
#include "native.h" /* gridcraft/engine/native.h: the shared helpers */
#include <limits.h>
#include <math.h>
#include <pthread.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <time.h>

typedef struct {
    double area;
    int shared, w, d, start;
    int negcross;
} Option;

typedef struct {
    int w, d, start;
    int new_from, new_count;
    int box[4];
    int npend;
} Trail;

struct Shared;

typedef struct {
    /* words */
    int n;
    int *len;
    int **word;         /* letter ids */
    int total, maxlen;
    int nletters;       /* letter ids are 1..nletters */
    /* shape */
    int has_ratio;
    double ratio;
    long long mw, mh;
    int T;              /* side of the min-area memo */
    double *memo;       /* min_area of every box up to T x T */
    /* board */
    int G, O;
    int *letters;       /* letter id per cell, 0 = empty */
    int *owner[2];      /* word per cell and direction, -1 = none */
    int **at;           /* cells holding each letter id (a stack) */
    int *at_n;
    int *pend_cell, *pend_dir, npend;
    int *newcells, nnew;
    Trail *trail;
    int ntrail;
    int *placed_d, *placed_start; /* placed_d[w] = -1 when not placed */
    int n_placed;
    int box[4];         /* min row, max row, min col, max col; max < min when empty */
    int nl;             /* letters on the board */
    unsigned char *forbidden; /* (w * 2 + d) * G * G + start */
    long long *fb;      /* the forbidden moves, in the order set */
    long long nfb, fb_cap;
    /* search */
    int allow_pending;
    long long nodes, node_limit;
    double deadline;
    PyObject *progress;
    PyThreadState *released; /* the search runs without the GIL; it takes it back to call Python */
    double best_area;
    int best_negcross, best_diff;
    int *best_d, *best_start, have_best;
    int deepest;
    int *left_out, n_left_out;
    Option **level;
    int *level_cap;
    long long *cands;
    long long cands_cap;
    int stop;           /* 1 = out of budget, 2 = exception, 3 = out of memory (raised with the GIL back) */
    int viability;      /* check that every unplaced word still has a place */
    int *wit_d, *wit_start; /* each unplaced word's last place found (-1: none) */
    /* runs: every run of 2+ letters of a word, as a hash, with the words holding it (lists of up
       to 64 words, when viability is on; sub_cap = 0 otherwise) */
    uint64_t *sub_key, *sub_mask;
    int sub_cap;
    uint64_t unplaced;  /* bit w set while word w is not placed */
    /* two threads (see "threads" below): NULL when the search runs alone */
    struct Shared *sh;
    int main_thread;    /* the thread that called: takes the GIL back for signals and progress */
    unsigned seen;      /* the shared best's version last copied */
    long long counted;  /* local nodes already added to the shared count */
    int collect;        /* searching the root and its children: each grandchild becomes an item */
    long long cur;      /* the item this thread took last (LLONG_MAX: it found none left) */
} Search;

/* A subtree of the split (see "two threads"): its moves after the first word, keys[off..off + nmoves),
   then the moves forbidden there, the next nforbid keys (see move_key). */
typedef struct {
    long long off;
    int nmoves, nforbid;
} Item;

/* What the threads share: the best layout, the node count, the reason to stop, the items. */
typedef struct Shared {
    pthread_mutex_t lock;
    unsigned version;   /* bumped (under the lock) whenever the best improves */
    double best_area;
    int best_negcross, best_diff, have_best;
    int *best_d, *best_start;
    long long nodes;    /* added in batches of 1024 */
    int stop;           /* set by the first thread that stops for a reason (see Search.stop) */
    Item *items;
    long long nitems, items_cap, next;
    long long *keys;
    long long nkeys, keys_cap;
} Shared;

/* -- shape ------------------------------------------------------------------------------------- */
static double min_area_raw(Search *s, int w0, int h0)
{
    long long limit = s->mw > s->mh ? s->mw : s->mh;
    if (limit >= (1LL << 30)) {
        int mx = w0 > h0 ? w0 : h0;
        limit = w0 + h0 + 4 * mx + 8;
    }
    double best = INFINITY;
    for (long long w = w0; w <= limit; w++) {
        long long h = h0;
        if (s->has_ratio) {
            long long need = (long long)ceil((double)w / s->ratio - 1e-9);
            if (need > h) h = need;
            if ((double)h > s->ratio * (double)w + 1e-9) continue;
        }
        long long hmax = -1;
        if (w <= s->mw && s->mh > hmax) hmax = s->mh;
        if (w <= s->mh && s->mw > hmax) hmax = s->mw;
        if (h > hmax) continue;
        double a = (double)(w * h);
        if (a < best) best = a;
        if ((double)(w * h0) >= best) break;
    }
    return best;
}

static inline double min_area(Search *s, int w, int h)
{
    if (w <= s->T && h <= s->T) return s->memo[w * (s->T + 1) + h];
    return min_area_raw(s, w, h);
}

static void fill_memo(Search *s)
{
    for (int w = 0; w <= s->T; w++)
        for (int h = 0; h <= s->T; h++) s->memo[w * (s->T + 1) + h] = min_area_raw(s, w, h);
}

static inline double lower_bound(Search *s, int w, int h, int longest)
{
    if (longest <= w || longest <= h) return min_area(s, w, h);
    double a = min_area(s, longest, h), b = min_area(s, w, longest);
    return a < b ? a : b;
}

static int fits(Search *s, int w, int h)
{
    if (s->has_ratio) {
        int mx = w > h ? w : h, mn = w > h ? h : w;
        if (!((double)mx <= s->ratio * (double)mn + 1e-9)) return 0;
    }
    return (w <= s->mw && h <= s->mh) || (h <= s->mw && w <= s->mh);
}

/* -- runs -------------------------------------------------------------------------------------- */
/* A run's hash: FNV-1a over its letter ids, mixed with its length at the end. Two runs with the same
   hash are taken as the same: a collision can only keep a move the filter could have cut. */
#define RUN_SEED 0xcbf29ce484222325ULL
static inline uint64_t run_step(uint64_t h, int id) { return (h ^ (uint64_t)(unsigned)id) * 0x100000001b3ULL; }

static inline uint64_t run_key(uint64_t h, int len)
{
    h ^= (uint64_t)len << 56;
    h ^= h >> 31;
    h *= 0x7fb5d329728ea185ULL;
    h ^= h >> 27;
    return h | 1; /* 0 marks an empty slot */
}

/* The words (a bit mask) that hold the run of hash ``key`` somewhere; 0 when none. */
static uint64_t run_words(const Search *s, uint64_t key)
{
    int m = s->sub_cap - 1;
    for (int k = (int)(key & (uint64_t)m);; k = (k + 1) & m) {
        if (s->sub_key[k] == key) return s->sub_mask[k];
        if (s->sub_key[k] == 0) return 0;
    }
}

/* Fill the table of runs (only for lists of up to 64 words); -1 on a memory error. */
static int runs_init(Search *s)
{
    if (s->n > 64) return 0;
    long long count = 0;
    for (int w = 0; w < s->n; w++) count += (long long)s->len[w] * (s->len[w] - 1) / 2;
    int cap = 16;
    while (cap < 2 * count) cap *= 2;
    s->sub_key = calloc(cap, sizeof(uint64_t));
    s->sub_mask = calloc(cap, sizeof(uint64_t));
    if (!s->sub_key || !s->sub_mask) return -1;
    s->sub_cap = cap;
    for (int w = 0; w < s->n; w++) {
        for (int a = 0; a < s->len[w]; a++) {
            uint64_t h = run_step(RUN_SEED, s->word[w][a]);
            for (int b = a + 1; b < s->len[w]; b++) {
                h = run_step(h, s->word[w][b]);
                uint64_t key = run_key(h, b - a + 1);
                int k = (int)(key & (uint64_t)(cap - 1));
                while (s->sub_key[k] != 0 && s->sub_key[k] != key) k = (k + 1) & (cap - 1);
                s->sub_key[k] = key;
                s->sub_mask[k] |= 1ULL << w;
            }
        }
    }
    return 0;
}

/* -- board ------------------------------------------------------------------------------------- */
static inline int step_of(Search *s, int d) { return d == 0 ? 1 : s->G; }

static int check_move(Search *s, int w, int d, int start)
{
    int *letters = s->letters;
    int *own = s->owner[d], *other = s->owner[1 - d];
    int step = step_of(s, d), pstep = step_of(s, 1 - d);
    int L = s->len[w];
    const int *word = s->word[w];
    if (letters[start - step] || letters[start + step * L]) return -1;
    int shared = 0, x = start;
    for (int i = 0; i < L; i++, x += step) {
        int g = letters[x];
        if (g) {
            if (g != word[i] || own[x] >= 0) return -1;
            shared++;
        } else if (letters[x - pstep] || letters[x + pstep]) {
            if (!s->allow_pending) return -1;
            int y = x - pstep;
            while (letters[y]) {
                if (other[y] >= 0) return -1;
                y -= pstep;
            }
            /* a run the move leaves pending: some other unplaced word must hold its letters */
            uint64_t h = RUN_SEED;
            int n = 0;
            if (s->sub_cap)
                for (int z = y + pstep; z != x; z += pstep, n++) h = run_step(h, letters[z]);
            h = run_step(h, word[i]);
            n++;
            y = x + pstep;
            while (letters[y]) {
                if (other[y] >= 0) return -1;
                h = run_step(h, letters[y]);
                n++;
                y += pstep;
            }
            if (s->sub_cap && !(run_words(s, run_key(h, n)) & s->unplaced & ~(1ULL << w))) return -1;
        }
    }
    return shared;
}

static void place(Search *s, int w, int d, int start)
{
    int *letters = s->letters;
    int *own = s->owner[d];
    int step = step_of(s, d), pstep = step_of(s, 1 - d);
    Trail *t = &s->trail[s->ntrail++];
    t->w = w; t->d = d; t->start = start;
    t->new_from = s->nnew;
    t->npend = s->npend;
    memcpy(t->box, s->box, sizeof s->box);
    int x = start;
    for (int i = 0; i < s->len[w]; i++, x += step) {
        if (!letters[x]) {
            int ch = s->word[w][i];
            letters[x] = ch;
            s->at[ch][s->at_n[ch]++] = x;
            s->newcells[s->nnew++] = x;
            s->nl++;
            if (letters[x - pstep] || letters[x + pstep]) {
                s->pend_cell[s->npend] = x;
                s->pend_dir[s->npend++] = 1 - d;
            }
        }
        own[x] = w;
    }
    t->new_count = s->nnew - t->new_from;
    int r0 = start / s->G, c0 = start % s->G, n = s->len[w] - 1;
    int r1 = d == 0 ? r0 : r0 + n, c1 = d == 0 ? c0 + n : c0;
    if (s->box[1] < s->box[0]) {
        s->box[0] = r0; s->box[1] = r1; s->box[2] = c0; s->box[3] = c1;
    } else {
        if (r0 < s->box[0]) s->box[0] = r0;
        if (r1 > s->box[1]) s->box[1] = r1;
        if (c0 < s->box[2]) s->box[2] = c0;
        if (c1 > s->box[3]) s->box[3] = c1;
    }
    s->placed_d[w] = d;
    s->placed_start[w] = start;
    s->n_placed++;
    if (w < 64) s->unplaced &= ~(1ULL << w);
}

static void undo(Search *s)
{
    Trail *t = &s->trail[--s->ntrail];
    int *own = s->owner[t->d];
    int step = step_of(s, t->d), x = t->start;
    for (int i = 0; i < s->len[t->w]; i++, x += step) own[x] = -1;
    for (int k = t->new_from + t->new_count - 1; k >= t->new_from; k--) {
        int c = s->newcells[k];
        s->at_n[s->letters[c]]--;
        s->letters[c] = 0;
        s->nl--;
    }
    s->nnew = t->new_from;
    s->npend = t->npend;
    memcpy(s->box, t->box, sizeof s->box);
    s->placed_d[t->w] = -1;
    s->n_placed--;
    if (t->w < 64) s->unplaced |= 1ULL << t->w;
}

/* The oldest pending run not yet covered: direction, first cell, length; 0 when none. */
static int first_pending(Search *s, int *d_out, int *a_out, int *n_out)
{
    int *letters = s->letters;
    for (int k = 0; k < s->npend; k++) {
        int x = s->pend_cell[k], d = s->pend_dir[k];
        if (s->owner[d][x] >= 0) continue;
        int step = step_of(s, d), a = x, b = x;
        while (letters[a - step]) a -= step;
        while (letters[b + step]) b += step;
        *d_out = d; *a_out = a; *n_out = (b - a) / step + 1;
        return 1;
    }
    return 0;
}

/* -- search ------------------------------------------------------------------------------------ */
static int cmp_option(const void *pa, const void *pb)
{
    const Option *a = pa, *b = pb;
    if (a->area != b->area) return a->area < b->area ? -1 : 1;
    if (a->shared != b->shared) return a->shared > b->shared ? -1 : 1;
    if (a->w != b->w) return a->w < b->w ? -1 : 1;
    if (a->d != b->d) return a->d < b->d ? -1 : 1;
    if (a->start != b->start) return a->start < b->start ? -1 : 1;
    return 0;
}

static int cut(Search *s, double area, int negcross)
{
    /* bound[:2] >= best[:2] */
    if (area != s->best_area) return area > s->best_area;
    return negcross >= s->best_negcross;
}

/* The length of the longest unplaced word, that word (the last index among equals; -1: none) and the
   length of the next longest. */
static void longest_unplaced(Search *s, int *top_out, int *word_out, int *second_out)
{
    int top = 0, top_word = -1, second = 0;
    for (int w = 0; w < s->n; w++) {
        if (s->placed_d[w] >= 0) continue;
        int L = s->len[w];
        if (L > top || (L == top && w > top_word)) {
            second = top;
            top = L;
            top_word = w;
        } else if (L > second) {
            second = L;
        }
    }
    *top_out = top;
    *word_out = top_word;
    *second_out = second;
}

/* The area bound once word w lies at (d, start): the board's box grown by it, still to hold a word
   of ``longest`` letters. */
static inline double placed_bound(Search *s, int w, int d, int start, int longest)
{
    int r = start / s->G, c = start % s->G, n = s->len[w] - 1;
    int a0 = s->box[0], a1 = s->box[1], b0 = s->box[2], b1 = s->box[3];
    int r1 = d == 0 ? r : r + n, c1 = d == 0 ? c + n : c;
    if (r < a0) a0 = r;
    if (r1 > a1) a1 = r1;
    if (c < b0) b0 = c;
    if (c1 > b1) b1 = c1;
    return lower_bound(s, b1 - b0 + 1, a1 - a0 + 1, longest);
}

/* A move as one number, (word * 2 + direction) * G * G + start: the index of s->forbidden, and what the
   candidate lists, the forbidden stack and the two threads' items hold. */
static inline long long move_key(const Search *s, int w, int d, int start)
{
    return (long long)(w * 2 + d) * s->G * s->G + start;
}

static inline void move_of(const Search *s, long long key, int *w, int *d, int *start)
{
    long long GG = (long long)s->G * s->G;
    int wd = (int)(key / GG);
    *w = wd >> 1;
    *d = wd & 1;
    *start = (int)(key % GG);
}

/* Room for ``need`` elements of ``size`` bytes in *arr (capacity *cap, grown at least twofold);
   -1 when out of memory (*arr is then unchanged). */
static int reserve(void **arr, long long *cap, long long need, size_t size)
{
    if (need <= *cap) return 0;
    long long c = *cap * 2 + 64;
    if (c < need) c = need;
    void *p = realloc(*arr, size * c);
    if (!p) return -1;
    *arr = p;
    *cap = c;
    return 0;
}

static int add_cand(Search *s, int *nc, long long key)
{
    if (reserve((void **)&s->cands, &s->cands_cap, *nc + 1, sizeof(long long)) < 0) return -1;
    s->cands[(*nc)++] = key;
    return 0;
}

/* The options of the current node, sorted; their count, or -1 on a memory error. */
static int options(Search *s, int has_pend, int pd, int pa, int pn)
{
    int nc = 0;
    if (has_pend) {
        int step = step_of(s, pd);
        int *text = malloc(sizeof(int) * pn);
        if (!text) return -1;
        for (int k = 0; k < pn; k++) text[k] = s->letters[pa + k * step];
        for (int w = 0; w < s->n; w++) {
            if (s->placed_d[w] >= 0) continue;
            for (int i = 0; i + pn <= s->len[w]; i++) {
                if (memcmp(s->word[w] + i, text, sizeof(int) * pn) == 0) {
                    if (add_cand(s, &nc, move_key(s, w, pd, pa - i * step)) < 0) {
                        free(text);
                        return -1;
                    }
                }
            }
        }
        free(text);
    } else {
        for (int w = 0; w < s->n; w++) {
            if (s->placed_d[w] >= 0) continue;
            for (int i = 0; i < s->len[w]; i++) {
                int ch = s->word[w][i];
                int *cells = s->at[ch];
                for (int k = 0; k < s->at_n[ch]; k++) {
                    int x = cells[k];
                    /* each move once: from its first cell that holds a letter */
                    for (int d = 0; d < 2; d++) {
                        if (s->owner[d][x] >= 0) continue;
                        int step = step_of(s, d), start = x - i * step, j = 0;
                        while (j < i && !s->letters[start + j * step]) j++;
                        if (j < i) continue;
                        if (add_cand(s, &nc, move_key(s, w, d, start)) < 0) return -1;
                    }
                }
            }
        }
    }
    int top, top_word, second;
    longest_unplaced(s, &top, &top_word, &second);
    int depth = s->n_placed;
    if (s->level_cap[depth] < nc) {
        Option *p = realloc(s->level[depth], sizeof(Option) * (nc + 16));
        if (!p) return -1;
        s->level[depth] = p;
        s->level_cap[depth] = nc + 16;
    }
    Option *out = s->level[depth];
    int no = 0;
    double best_area = s->best_area;
    for (int k = 0; k < nc; k++) {
        long long key = s->cands[k];
        int w, d, start;
        move_of(s, key, &w, &d, &start);
        if (s->forbidden[key]) continue;
        double area = placed_bound(s, w, d, start, w == top_word ? second : top);
        if (area > best_area) continue;
        int shared = check_move(s, w, d, start);
        if (shared < 0 || (shared == 0 && !has_pend)) continue;
        int negcross = -(s->total - (s->nl + s->len[w] - shared));
        if (cut(s, area, negcross)) continue;
        Option *o = &out[no++];
        o->area = area; o->shared = shared; o->w = w; o->d = d; o->start = start;
        o->negcross = negcross;
    }
    qsort(out, no, sizeof(Option), cmp_option);
    return no;
}

/* Can unplaced word w lie at (d, start) in a layout that completes the board and beats the best?
   Necessary conditions only: check_move's rules with pending runs allowed (each is a rule of every
   valid layout: the board's letters stay, runs are single words), and the area bound of the box
   grown by it, with the longest other unplaced word. */
static inline int forbidden(const Search *s, int w, int d, int start)
{
    return s->forbidden[move_key(s, w, d, start)];
}

static int could_lie(Search *s, int w, int d, int start, int longest)
{
    if (forbidden(s, w, d, start) || placed_bound(s, w, d, start, longest) > s->best_area) return 0;
    int keep = s->allow_pending;
    s->allow_pending = 1;
    int ok = check_move(s, w, d, start) >= 0;
    s->allow_pending = keep;
    return ok;
}

/* The widest box of height h (from width w0 up) whose area bound, with a word of ``longest`` letters
   still to place, does not exceed the best; w0 - 1 when none (no place of that height then). The
   bound grows with either side. */
static int widest(Search *s, int w0, int h, int longest)
{
    if (lower_bound(s, w0, h, longest) > s->best_area) return w0 - 1;
    int w = w0;
    while (w < s->T && lower_bound(s, w + 1, h, longest) <= s->best_area) w++;
    return w;
}

/* The highest box of width w (from height h0 up), as widest(). */
static int highest(Search *s, int w, int h0, int longest)
{
    if (lower_bound(s, w, h0, longest) > s->best_area) return h0 - 1;
    int h = h0;
    while (h < s->T && lower_bound(s, w, h + 1, longest) <= s->best_area) h++;
    return h;
}

/* Whether word w has a place in direction d with its first cell from ``first`` to ``last`` (one line
   of the board, in steps of the direction), neither forbidden nor against check_move; the place
   found becomes w's witness. */
static int first_place(Search *s, int w, int d, int first, int last)
{
    for (int start = first; start <= last; start += step_of(s, d)) {
        if (!forbidden(s, w, d, start) && check_move(s, w, d, start) >= 0) {
            s->wit_d[w] = d;
            s->wit_start[w] = start;
            return 1;
        }
    }
    return 0;
}

/* 0 when some unplaced word has no place left at all (sound: see could_lie), else 1. */
static int viable(Search *s)
{
    if (!isfinite(s->best_area)) return 1;
    int top, top_word, second;
    longest_unplaced(s, &top, &top_word, &second);
    int a0 = s->box[0], a1 = s->box[1], b0 = s->box[2], b1 = s->box[3];
    int w0 = b1 - b0 + 1, h0 = a1 - a0 + 1;
    /* the widest and highest boxes the bound still allows */
    int wl = w0, hl = h0;
    while (wl < s->T && lower_bound(s, wl + 1, h0, 0) <= s->best_area) wl++;
    while (hl < s->T && lower_bound(s, w0, hl + 1, 0) <= s->best_area) hl++;
    for (int w = 0; w < s->n; w++) {
        if (s->placed_d[w] >= 0) continue;
        int longest = w == top_word ? second : top;
        if (s->wit_d[w] >= 0 && could_lie(s, w, s->wit_d[w], s->wit_start[w], longest)) continue;
        int found = 0, L = s->len[w];
        int keep = s->allow_pending;
        s->allow_pending = 1;
        /* across: per row, the columns whose box the bound allows (it grows with either side) */
        for (int r = a1 - hl + 1; r <= a0 + hl - 1 && !found; r++) {
            int h = (r > a1 ? r : a1) - (r < a0 ? r : a0) + 1;
            int W = widest(s, w0, h, longest);
            if (W >= w0 && W >= L) found = first_place(s, w, 0, r * s->G + b1 - W + 1, r * s->G + b0 + W - L);
        }
        /* down: per column, the rows */
        for (int c = b1 - wl + 1; c <= b0 + wl - 1 && !found; c++) {
            int wd = (c > b1 ? c : b1) - (c < b0 ? c : b0) + 1;
            int H = highest(s, wd, h0, longest);
            if (H >= h0 && H >= L) found = first_place(s, w, 1, (a1 - H + 1) * s->G + c, (a0 + H - L) * s->G + c);
        }
        s->allow_pending = keep;
        if (!found) return 0;
    }
    return 1;
}

static inline int better_score(double area, int negcross, int diff, double b_area, int b_negcross, int b_diff)
{
    return area < b_area || (area == b_area && (negcross < b_negcross || (negcross == b_negcross && diff < b_diff)));
}

/* Copy the shared best into the thread's own, when another thread improved it. */
static inline void pull_best(Search *s)
{
    Shared *sh = s->sh;
    if (__atomic_load_n(&sh->version, __ATOMIC_ACQUIRE) == s->seen) return;
    pthread_mutex_lock(&sh->lock);
    s->best_area = sh->best_area;
    s->best_negcross = sh->best_negcross;
    s->best_diff = sh->best_diff;
    s->seen = sh->version;
    pthread_mutex_unlock(&sh->lock);
}

static void leaf(Search *s)
{
    int w = s->box[3] - s->box[2] + 1, h = s->box[1] - s->box[0] + 1;
    if (!fits(s, w, h)) return;
    double area = (double)w * h;
    int negcross = -(s->total - s->nl), diff = abs(w - h);
    if (!better_score(area, negcross, diff, s->best_area, s->best_negcross, s->best_diff)) return;
    s->best_area = area;
    s->best_negcross = negcross;
    s->best_diff = diff;
    Shared *sh = s->sh;
    int *best_d = s->best_d, *best_start = s->best_start;
    if (sh) {
        pthread_mutex_lock(&sh->lock);
        if (!better_score(area, negcross, diff, sh->best_area, sh->best_negcross, sh->best_diff)) {
            pthread_mutex_unlock(&sh->lock);
            return;
        }
        sh->best_area = area;
        sh->best_negcross = negcross;
        sh->best_diff = diff;
        sh->have_best = 1;
        best_d = sh->best_d;
        best_start = sh->best_start;
    }
    s->have_best = 1;
    for (int k = 0; k < s->n; k++) {
        best_d[k] = s->placed_d[k];
        best_start[k] = s->placed_start[k];
    }
    if (sh) {
        __atomic_store_n(&sh->version, sh->version + 1, __ATOMIC_RELEASE);
        s->seen = sh->version;
        pthread_mutex_unlock(&sh->lock);
    }
}

/* Every 1024 nodes of a thread of two: add them to the shared count; 1 when the search must stop
   (the node limit, or another thread stopped). */
static int shared_tick(Search *s)
{
    Shared *sh = s->sh;
    long long total = __atomic_add_fetch(&sh->nodes, s->nodes - s->counted, __ATOMIC_RELAXED);
    s->counted = s->nodes;
    return total > s->node_limit || __atomic_load_n(&sh->stop, __ATOMIC_RELAXED) != 0;
}

/* The nodes searched so far by every thread (the others' up to their last batch). */
static long long all_nodes(const Search *s)
{
    if (!s->sh) return s->nodes;
    return __atomic_load_n(&s->sh->nodes, __ATOMIC_RELAXED) + s->nodes - s->counted;
}

/* Stop this thread for ``why`` (see Search.stop), and with it the other. */
static void halt(Search *s, int why)
{
    s->stop = why;
    if (s->sh) {
        int zero = 0;
        __atomic_compare_exchange_n(&s->sh->stop, &zero, why, 0, __ATOMIC_RELAXED, __ATOMIC_RELAXED);
    }
}

/* Remember the words left out when this valid partial layout is the deepest so far. */
static void note_deepest(Search *s)
{
    if (s->n_placed <= s->deepest) return;
    s->deepest = s->n_placed;
    s->n_left_out = 0;
    for (int w = 0; w < s->n; w++)
        if (s->placed_d[w] < 0) s->left_out[s->n_left_out++] = w;
}

static int collect_item(Search *s);

static void dfs(Search *s)
{
    if (s->collect && s->n_placed == SPLIT_DEPTH) {
        if (collect_item(s) < 0) halt(s, 3);
        return;
    }
    s->nodes++;
    if (!s->sh && s->nodes > s->node_limit) {
        s->stop = 1;
        return;
    }
    if (s->sh) pull_best(s);
    if ((s->nodes & 1023) == 0) {
        if (gc_now() > s->deadline || (s->sh && shared_tick(s))) {
            halt(s, 1);
            return;
        }
        if (s->main_thread) {
            PyEval_RestoreThread(s->released);
            int failed = PyErr_CheckSignals() < 0;
            if (!failed && s->progress != NULL && (s->nodes & 65535) == 0) {
                PyObject *r = PyObject_CallFunction(s->progress, "Ld", all_nodes(s), s->best_area);
                failed = r == NULL;
                Py_XDECREF(r);
            }
            s->released = PyEval_SaveThread();
            if (failed) {
                halt(s, 2);
                return;
            }
        }
    }
    int pd = 0, pa = 0, pn = 0;
    int has_pend = first_pending(s, &pd, &pa, &pn);
    if (!has_pend) note_deepest(s);
    if (!has_pend && s->n_placed == s->n) {
        leaf(s);
        return;
    }
    if (s->viability && !viable(s)) return;
    int no = options(s, has_pend, pd, pa, pn);
    if (no < 0) {
        halt(s, 3);
        return;
    }
    int depth = s->n_placed;
    int fb_height = s->nfb;
    for (int k = 0; k < no; k++) {
        Option o = s->level[depth][k];
        if (cut(s, o.area, o.negcross)) continue; /* the best may have improved meanwhile */
        place(s, o.w, o.d, o.start);
        dfs(s);
        undo(s);
        if (s->stop) break;
        if (!has_pend) { /* covering a pending run: the options exclude each other already */
            long long key = move_key(s, o.w, o.d, o.start);
            if (reserve((void **)&s->fb, &s->fb_cap, s->nfb + 1, sizeof(long long)) < 0) {
                halt(s, 3);
                break;
            }
            s->forbidden[key] = 1;
            s->fb[s->nfb++] = key;
        }
    }
    while (s->nfb > fb_height) s->forbidden[s->fb[--s->nfb]] = 0;
}

/* -- two threads ------------------------------------------------------------------------------ */
/* dfs() first searches the root and its children alone (collect mode), and every grandchild becomes
   an item: a subtree, with the moves dfs() forbids there. Two threads then take the items in order,
   each on its own board, sharing the best layout (the bound) and the node count. Every subtree
   dfs() would search is searched, so an exhausted search proves the same optimum; which of several
   equally good layouts is kept depends on which thread finds one first. */
static int collect_item(Search *s)
{
    Shared *sh = s->sh;
    int nmoves = s->ntrail - 1; /* the first word is on every board already */
    if (reserve((void **)&sh->keys, &sh->keys_cap, sh->nkeys + nmoves + s->nfb, sizeof(long long)) < 0 ||
        reserve((void **)&sh->items, &sh->items_cap, sh->nitems + 1, sizeof(Item)) < 0)
        return -1;
    Item *it = &sh->items[sh->nitems++];
    it->off = sh->nkeys;
    it->nmoves = nmoves;
    it->nforbid = (int)s->nfb;
    for (int k = 1; k < s->ntrail; k++) {
        const Trail *t = &s->trail[k];
        sh->keys[sh->nkeys++] = move_key(s, t->w, t->d, t->start);
    }
    memcpy(sh->keys + sh->nkeys, s->fb, sizeof(long long) * s->nfb);
    sh->nkeys += s->nfb;
    return 0;
}

/* Search the items one after another, taking the next free one each time, until none is left or
   the search stops. cur is the item taken last: when the search stopped, every item before the
   lowest cur of the threads was searched to its end (items are taken in order, and a thread ends
   the item it took before it takes another). */
static void run_items(Search *s)
{
    Shared *sh = s->sh;
    for (;;) {
        long long i = __atomic_fetch_add(&sh->next, 1, __ATOMIC_RELAXED);
        if (i >= sh->nitems) {
            s->cur = LLONG_MAX;
            break;
        }
        s->cur = i;
        if (s->stop || __atomic_load_n(&sh->stop, __ATOMIC_RELAXED)) break;
        const Item *it = &sh->items[i];
        const long long *moves = sh->keys + it->off, *forbid = moves + it->nmoves;
        for (int k = 0; k < it->nforbid; k++) s->forbidden[forbid[k]] = 1;
        for (int k = 0; k < it->nmoves; k++) {
            int w, d, start;
            move_of(s, moves[k], &w, &d, &start);
            place(s, w, d, start);
        }
        dfs(s);
        for (int k = 0; k < it->nmoves; k++) undo(s);
        for (int k = 0; k < it->nforbid; k++) s->forbidden[forbid[k]] = 0;
        if (s->stop) break;
    }
}

static void *thread_main(void *arg)
{
    run_items((Search *)arg);
    return NULL;
}

/* -- setting up and the module ---------------------------------------------------------------- */
static void search_free(Search *s)
{
    if (s->word) {
        for (int w = 0; w < s->n; w++) free(s->word[w]);
    }
    free(s->word);
    free(s->sub_key);
    free(s->sub_mask);
    free(s->len);
    free(s->memo);
    free(s->letters);
    free(s->owner[0]);
    free(s->owner[1]);
    if (s->at) {
        for (int c = 0; c <= s->nletters; c++) free(s->at[c]);
    }
    free(s->at);
    free(s->at_n);
    free(s->pend_cell);
    free(s->pend_dir);
    free(s->newcells);
    free(s->trail);
    free(s->placed_d);
    free(s->placed_start);
    free(s->forbidden);
    free(s->fb);
    free(s->best_d);
    free(s->best_start);
    free(s->left_out);
    free(s->wit_d);
    free(s->wit_start);
    if (s->level) {
        for (int k = 0; k <= s->n; k++) free(s->level[k]);
    }
    free(s->level);
    free(s->level_cap);
    free(s->cands);
}

static int search_init(Search *s, PyObject *words)
{
    Py_ssize_t n = PyList_Size(words);
    if (n < 1 || n > 4096) {
        PyErr_SetString(PyExc_ValueError, "between 1 and 4096 words are needed");
        return -1;
    }
    s->n = (int)n;
    s->len = calloc(n, sizeof(int));
    s->word = calloc(n, sizeof(int *));
    if (!s->len || !s->word) goto nomem;
    for (int w = 0; w < s->n; w++) {
        PyObject *lst = PyList_GetItem(words, w);
        if (!lst || !PyList_Check(lst) || PyList_Size(lst) < 2) {
            PyErr_SetString(PyExc_ValueError, "each word must be a list of at least two letter ids");
            return -1;
        }
        int L = (int)PyList_Size(lst);
        s->len[w] = L;
        s->word[w] = malloc(sizeof(int) * L);
        if (!s->word[w]) goto nomem;
        for (int i = 0; i < L; i++) {
            long v = PyLong_AsLong(PyList_GetItem(lst, i));
            if (v == -1 && PyErr_Occurred()) return -1;
            if (v < 1 || v > 1000000) {
                PyErr_SetString(PyExc_ValueError, "letter ids must be between 1 and 1000000");
                return -1;
            }
            s->word[w][i] = (int)v;
            if (v > s->nletters) s->nletters = (int)v;
        }
        s->total += L;
        if (L > s->maxlen) s->maxlen = L;
    }
    if ((long long)s->total > 2000) {
        PyErr_SetString(PyExc_ValueError, "too many letters for the exact search");
        return -1;
    }
    s->O = s->total + s->maxlen + 4;
    s->G = 2 * s->O + 1;
    long long GG = (long long)s->G * s->G;
    s->T = s->total + s->maxlen + 2;
    s->memo = malloc(sizeof(double) * (s->T + 1) * (s->T + 1));
    s->letters = calloc(GG, sizeof(int));
    s->owner[0] = malloc(sizeof(int) * GG);
    s->owner[1] = malloc(sizeof(int) * GG);
    s->at = calloc(s->nletters + 1, sizeof(int *));
    s->at_n = calloc(s->nletters + 1, sizeof(int));
    s->pend_cell = malloc(sizeof(int) * (s->total + 1));
    s->pend_dir = malloc(sizeof(int) * (s->total + 1));
    s->newcells = malloc(sizeof(int) * (s->total + 1));
    s->trail = malloc(sizeof(Trail) * (n + 1));
    s->placed_d = malloc(sizeof(int) * n);
    s->placed_start = malloc(sizeof(int) * n);
    s->forbidden = calloc(GG * 2 * n, 1);
    s->best_d = malloc(sizeof(int) * n);
    s->best_start = malloc(sizeof(int) * n);
    s->left_out = malloc(sizeof(int) * n);
    s->wit_d = malloc(sizeof(int) * n);
    s->wit_start = malloc(sizeof(int) * n);
    s->level = calloc(n + 1, sizeof(Option *));
    s->level_cap = calloc(n + 1, sizeof(int));
    if (!s->memo || !s->letters || !s->owner[0] || !s->owner[1] || !s->at || !s->at_n || !s->pend_cell ||
        !s->pend_dir || !s->newcells || !s->trail || !s->placed_d || !s->placed_start || !s->forbidden ||
        !s->best_d || !s->best_start || !s->left_out || !s->wit_d || !s->wit_start || !s->level || !s->level_cap)
        goto nomem;
    /* filled once the shape is known (fill_memo) */
    for (long long k = 0; k < GG; k++) s->owner[0][k] = s->owner[1][k] = -1;
    int *count = calloc(s->nletters + 1, sizeof(int));
    if (!count) goto nomem;
    for (int w = 0; w < s->n; w++)
        for (int i = 0; i < s->len[w]; i++) count[s->word[w][i]]++;
    for (int c = 1; c <= s->nletters; c++) {
        s->at[c] = malloc(sizeof(int) * (count[c] + 1));
        if (!s->at[c]) {
            free(count);
            goto nomem;
        }
    }
    free(count);
    for (int w = 0; w < s->n; w++) s->placed_d[w] = s->wit_d[w] = -1;
    s->unplaced = s->n >= 64 ? ~0ULL : (1ULL << s->n) - 1;
    s->box[0] = 0; s->box[1] = -1; s->box[2] = 0; s->box[3] = -1;
    return 0;
nomem:
    PyErr_NoMemory();
    return -1;
}

/* Set up a search of ``words`` with the arguments of search(), the first word placed; -1 with a
   Python error set. */
static int search_setup(Search *s, PyObject *words, PyObject *ratio, long long mw, long long mh,
                        PyObject *incumbent, int allow_pending, long long node_limit, double deadline,
                        PyObject *progress, int viability)
{
    if (search_init(s, words) < 0) return -1;
    if (ratio != Py_None) {
        s->has_ratio = 1;
        s->ratio = PyFloat_AsDouble(ratio);
        if (PyErr_Occurred()) return -1;
    }
    s->mw = mw;
    s->mh = mh;
    s->allow_pending = allow_pending;
    s->viability = viability;
    if (viability && allow_pending && runs_init(s) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    s->node_limit = node_limit;
    s->deadline = deadline;
    s->progress = progress == Py_None ? NULL : progress;
    s->best_area = INFINITY;
    if (incumbent != Py_None) {
        if (!PyArg_ParseTuple(incumbent, "dii", &s->best_area, &s->best_negcross, &s->best_diff)) return -1;
    }
    fill_memo(s);
    /* the longest word (the first among equals) across at the origin */
    int first = 0;
    for (int w = 1; w < s->n; w++)
        if (s->len[w] > s->len[first]) first = w;
    place(s, first, 0, s->O * s->G + s->O);
    return 0;
}

/* Search with two threads (see "two threads"); the outcome is left in s as if s had searched alone.
   -1 with a Python error set (before the search started). */
/* The search split into items (see "two threads"), on s's thread and, unless t is NULL, on t's;
   the first `resume` items are skipped (searched to their end by an earlier search of the same
   words, shape and incumbent). *done: how many items from the first are searched to their end, or
   -1 when the search stopped before the items were all known. */
static int search_two(Search *s, Search *t, Shared *sh, long long resume, long long *done)
{
    sh->best_area = s->best_area;
    sh->best_negcross = s->best_negcross;
    sh->best_diff = s->best_diff;
    sh->best_d = malloc(sizeof(int) * s->n);
    sh->best_start = malloc(sizeof(int) * s->n);
    if (!sh->best_d || !sh->best_start) {
        PyErr_NoMemory();
        return -1;
    }
    s->sh = sh;
    if (t) t->sh = sh;
    s->released = PyEval_SaveThread();
    s->collect = 1;
    dfs(s); /* the root and its children, alone; the grandchildren become items */
    s->collect = 0;
    *done = -1;
    if (!s->stop && resume > sh->nitems) {
        PyEval_RestoreThread(s->released);
        PyErr_Format(PyExc_ValueError, "resume at item %lld, but the search has %lld items", resume, sh->nitems);
        return -1;
    }
    if (!s->stop) {
        sh->next = resume;
        if (t) t->cur = LLONG_MAX; /* until it takes an item */
        pthread_t other;
        int started = t && pthread_create(&other, NULL, thread_main, t) == 0;
        run_items(s);
        if (started) pthread_join(other, NULL);
        long long low = s->cur;
        if (t && t->cur < low) low = t->cur;
        *done = low < sh->nitems ? low : sh->nitems;
    }
    PyEval_RestoreThread(s->released);
    if (s->stop != 2) s->stop = sh->stop; /* an exception raised here stays this thread's reason */
    if (t) s->nodes += t->nodes;
    s->best_area = sh->best_area;
    s->best_negcross = sh->best_negcross;
    s->best_diff = sh->best_diff;
    s->have_best = sh->have_best;
    if (sh->have_best) {
        memcpy(s->best_d, sh->best_d, sizeof(int) * s->n);
        memcpy(s->best_start, sh->best_start, sizeof(int) * s->n);
    }
    if (t && t->deepest > s->deepest) {
        s->deepest = t->deepest;
        s->n_left_out = t->n_left_out;
        memcpy(s->left_out, t->left_out, sizeof(int) * t->n_left_out);
    }
    return 0;
}

static PyObject *py_search(PyObject *self, PyObject *args)
{
    PyObject *words, *ratio, *incumbent, *progress;
    long long mw, mh, node_limit, resume = -1, done = -1;
    int allow_pending, viability = 1, threads = 1;
    double deadline;
    if (!PyArg_ParseTuple(args, "O!OLLOpLdO|piL", &PyList_Type, &words, &ratio, &mw, &mh, &incumbent,
                          &allow_pending, &node_limit, &deadline, &progress, &viability, &threads, &resume))
        return NULL;
    Search s, t;
    memset(&s, 0, sizeof s);
    memset(&t, 0, sizeof t);
    Shared sh;
    memset(&sh, 0, sizeof sh);
    pthread_mutex_init(&sh.lock, NULL);
    PyObject *result = NULL;
    if (search_setup(&s, words, ratio, mw, mh, incumbent, allow_pending, node_limit, deadline, progress,
                     viability) < 0)
        goto done;
    s.main_thread = 1;
    if (threads >= 2) {
        if (search_setup(&t, words, ratio, mw, mh, incumbent, allow_pending, node_limit, deadline, progress,
                         viability) < 0 ||
            search_two(&s, &t, &sh, resume > 0 ? resume : 0, &done) < 0)
            goto done;
    } else if (resume >= 0) { /* one thread, the items in order: a search that can be resumed */
        if (search_two(&s, NULL, &sh, resume, &done) < 0) goto done;
    } else {
        s.released = PyEval_SaveThread(); /* other threads (a process pool's) run meanwhile */
        dfs(&s);
        PyEval_RestoreThread(s.released);
    }
    if (s.stop == 3) {
        PyErr_NoMemory();
        s.stop = 2;
    }
    if (s.stop == 2 && !PyErr_Occurred()) PyErr_SetString(PyExc_SystemError, "search stopped");
    PyObject *error = Py_None;
    Py_INCREF(error);
    if (s.stop == 2) {
        PyObject *type, *value, *tb;
        PyErr_Fetch(&type, &value, &tb);
        PyErr_NormalizeException(&type, &value, &tb);
        if (tb != NULL) PyException_SetTraceback(value, tb);
        Py_DECREF(error);
        error = value;
        Py_XDECREF(type);
        Py_XDECREF(tb);
    }
    PyObject *moves;
    if (s.have_best) {
        moves = PyList_New(0);
        for (int w = 0; moves && w < s.n; w++) {
            int st = s.best_start[w];
            PyObject *m = Py_BuildValue("(iiii)", w, s.best_d[w], st / s.G - s.O, st % s.G - s.O);
            if (!m || PyList_Append(moves, m) < 0) {
                Py_XDECREF(m);
                Py_CLEAR(moves);
                break;
            }
            Py_DECREF(m);
        }
    } else {
        moves = Py_None;
        Py_INCREF(moves);
    }
    PyObject *left = PyList_New(s.n_left_out);
    for (int k = 0; left && k < s.n_left_out; k++) PyList_SET_ITEM(left, k, PyLong_FromLong(s.left_out[k]));
    if (moves && left) {
        result = Py_BuildValue("(iL(dii)OiOO(LL))", s.stop, s.nodes, s.best_area, s.best_negcross, s.best_diff,
                               moves, s.deepest, left, error, done, sh.nitems);
    }
    Py_XDECREF(moves);
    Py_XDECREF(left);
    Py_DECREF(error);
done:
    search_free(&s);
    search_free(&t);
    free(sh.best_d);
    free(sh.best_start);
    free(sh.items);
    free(sh.keys);
    pthread_mutex_destroy(&sh.lock);
    return result;
}

static PyMethodDef methods[] = {
    {"search", py_search, METH_VARARGS, "The exact criss-cross search (see exact.py)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_exact", "The exact criss-cross search in C.", -1,
                                    methods};

PyMODINIT_FUNC PyInit__exact(void) { return PyModule_Create(&module); }
